import { z } from 'zod';
import type { EmulatorContext } from './core/context.ts';

/**
 * `POST /__emulator/rename`: gives stored entities a name the API would refuse to create (over
 * its length limits), as the real service's older data or another client may hold: tests check
 * that such names from the service keep every page within its width. Without `id`, every entity of
 * that kind is renamed. Keyword titles are their phrases. (Audits: `POST /__emulator/audit-run`
 * takes any title and URLs.)
 */
export const renameSchema = z.object({
  kind: z.enum(['profile', 'campaign', 'group', 'keyword']),
  title: z.string().min(1),
  id: z.number().int().optional(),
});

export function rename(ctx: EmulatorContext, input: z.infer<typeof renameSchema>): number {
  const { kind, title, id } = input;
  const mine = (entity: { id: number }) => id === undefined || entity.id === id;
  const monitoring = ctx.state.monitoring;
  const table = {
    profile: ctx.state.audits.profiles,
    campaign: Object.values(monitoring.campaigns),
    group: Object.values(monitoring.groups),
    keyword: Object.values(monitoring.keywords),
  }[kind];
  let count = 0;
  for (const entity of table.filter(mine)) {
    entity.title = title;
    count += 1;
  }
  ctx.persist();
  return count;
}
