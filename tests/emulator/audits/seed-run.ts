import { z } from 'zod';
import type { EmulatorContext } from '../core/context.ts';
import { DEMO_TOKEN, ALL_AUDIT_TYPES } from '../core/accounts.ts';
import { planChildren, storeTree } from './tree.ts';

/**
 * `POST /__emulator/audit-run`: a run the account made outside Stormlens — in SEMSTORM's web app,
 * by a colleague, with another tool — under a title of its own, started `daysAgo` days ago (so it
 * is finished unless that is 0). Tests use it to check that history goes by the pages a run's
 * children audit, not by Stormlens' title convention.
 */
export const seedRunSchema = z.object({
  token: z.string().default(DEMO_TOKEN),
  title: z.string().min(1),
  urls: z.array(z.string().url()).min(1),
  devices: z
    .array(z.enum(['desktop', 'mobile']))
    .min(1)
    .default(['desktop', 'mobile']),
  types: z.array(z.enum(ALL_AUDIT_TYPES)).min(1).default(['lighthouse']),
  daysAgo: z.number().min(0).default(1),
});

const DAY = 86_400_000;

export function seedRun(
  ctx: EmulatorContext,
  input: z.infer<typeof seedRunSchema>,
): { parentId: number; childIds: number[] } | { error: string } {
  const account = ctx.state.accounts.find((a) => a.token === input.token);
  if (!account) return { error: `No account has the token "${input.token}".` };
  const settings = Object.fromEntries(input.types.map((type) => [type, {}]));
  const { parent, children } = storeTree(
    ctx,
    account.id,
    {
      title: input.title,
      type: 'advanced',
      keyword: null,
      keywordOptions: null,
      children: planChildren(input.urls, input.devices, settings),
    },
    ctx.now() - input.daysAgo * DAY,
  );
  ctx.persist();
  return { parentId: parent.id, childIds: children.map((child) => child.id) };
}
