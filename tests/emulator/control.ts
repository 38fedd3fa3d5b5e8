import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, EmulatorContext } from './core/context.ts';
import { faultInputSchema, type FaultQueue } from './core/faults.ts';
import { ALL_AUDIT_TYPES } from './core/accounts.ts';
import { seedRun, seedRunSchema } from './audits/seed-run.ts';
import { rename, renameSchema } from './rename.ts';
import { DATA_SETS, type DataSet } from './agency/index.ts';

/**
 * The control API under `/__emulator/` for tests and demos (no token): health, reset, clock,
 * account limits, faults, the request log, runtime settings, seeded runs and names. Bodies are zod-checked; a bad one
 * gets 400 `{ error: "<what is wrong>" }`.
 */
export interface ControlDeps {
  ctx: EmulatorContext;
  faults: FaultQueue;
  reset(seed?: number, data?: DataSet): void;
}

const resetSchema = z.object({
  seed: z.number().int().optional(),
  data: z.enum(DATA_SETS).optional(),
});
const clockSchema = z.object({ advanceMs: z.number().int().min(0) });
const accountSchema = z.object({
  token: z.string().min(1),
  auditTokensLeft: z.number().int().min(0).optional(),
  auditTokensLimit: z.number().int().min(0).optional(),
  campaigns: z.number().int().min(0).optional(),
  keywords: z.number().int().min(0).optional(),
  canAudit: z.boolean().optional(),
  credits: z.number().int().min(0).optional(),
  auditTypes: z.array(z.enum(ALL_AUDIT_TYPES)).optional(),
});
const scoreSchema = z.object({
  urlContains: z.string().min(1),
  points: z.number().int().min(-100).max(100),
});
const settingsSchema = z.object({
  rateLimit: z.boolean().optional(),
  auditDurationMs: z.number().int().min(0).optional(),
  latencyMs: z
    .object({ min: z.number().int().min(0), max: z.number().int().min(0).max(30_000) })
    .refine((range) => range.max >= range.min, 'latencyMs.max must not be below latencyMs.min')
    .nullable()
    .optional(),
  lockHoldMs: z.number().int().min(0).optional(),
  bulkForm: z.enum(['map', 'statuses']).optional(),
  numberForm: z.enum(['string', 'json']).optional(),
  errorForm: z.enum(['in-200', 'status']).optional(),
  changeKey: z.enum(['position change', 'position_change']).optional(),
  heavyReportLimit: z.number().int().min(1).nullable().optional(),
  extraSuggestion: z.string().min(1).nullable().optional(),
  extraResultName: z.string().min(1).nullable().optional(),
  shareRefused: z.array(z.string().min(1)).max(100).optional(),
  descriptorRanges: z.boolean().optional(),
  groupForm: z.enum(['sdk', 'documented']).optional(),
  urlForm: z.enum(['bare', 'absolute']).optional(),
});

async function input<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ data: z.infer<T> } | { response: Response }> {
  let raw: unknown = {};
  const text = await c.req.text();
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      return { response: c.json({ error: 'The body is not valid JSON.' }, 400) };
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return { response: c.json({ error: z.prettifyError(parsed.error) }, 400) };
  }
  return { data: parsed.data };
}

export function controlRoutes({ ctx, faults, reset }: ControlDeps): Hono<AppEnv> {
  const control = new Hono<AppEnv>();

  control.get('/health', (c) =>
    c.json({
      ok: true,
      seed: ctx.state.seed,
      now: ctx.now(),
      settings: ctx.settings,
      tokens: ctx.state.accounts.map((account) => account.token),
    }),
  );

  control.post('/reset', async (c) => {
    const parsed = await input(c, resetSchema);
    if ('response' in parsed) return parsed.response;
    reset(parsed.data.seed, parsed.data.data);
    return c.json({ ok: true, seed: ctx.state.seed, now: ctx.now() });
  });

  control.post('/clock', async (c) => {
    const parsed = await input(c, clockSchema);
    if ('response' in parsed) return parsed.response;
    ctx.state.clockOffsetMs += parsed.data.advanceMs;
    ctx.persist();
    return c.json({ ok: true, now: ctx.now(), offsetMs: ctx.state.clockOffsetMs });
  });

  control.post('/account', async (c) => {
    const parsed = await input(c, accountSchema);
    if ('response' in parsed) return parsed.response;
    const { token, ...changes } = parsed.data;
    const account = ctx.state.accounts.find((a) => a.token === token);
    if (!account) return c.json({ error: `No account has the token "${token}".` }, 404);
    if (changes.auditTokensLimit !== undefined) account.auditTokensLimit = changes.auditTokensLimit;
    if (changes.auditTokensLeft !== undefined) account.auditTokensLeft = changes.auditTokensLeft;
    if (changes.campaigns !== undefined) account.campaignLimit = changes.campaigns;
    if (changes.keywords !== undefined) account.keywordLimit = changes.keywords;
    if (changes.canAudit !== undefined) account.canAudit = changes.canAudit;
    if (changes.credits !== undefined) account.creditsLeft = changes.credits;
    if (changes.auditTypes !== undefined) account.auditTypes = changes.auditTypes;
    ctx.persist();
    return c.json({ ok: true, account });
  });

  control.post('/fault', async (c) => {
    const parsed = await input(c, faultInputSchema);
    if ('response' in parsed) return parsed.response;
    faults.add(parsed.data);
    return c.json({ ok: true, pending: faults.pending() });
  });
  control.get('/fault', (c) => c.json({ pending: faults.pending() }));
  control.post('/fault/clear', (c) => {
    faults.clear();
    return c.json({ ok: true });
  });

  control.get('/requests', (c) => c.json({ requests: ctx.log.list() }));
  control.post('/requests/clear', (c) => {
    ctx.log.clear();
    return c.json({ ok: true });
  });

  control.post('/settings', async (c) => {
    const parsed = await input(c, settingsSchema);
    if ('response' in parsed) return parsed.response;
    Object.assign(ctx.settings, parsed.data);
    return c.json({ ok: true, settings: ctx.settings });
  });

  control.post('/audit-run', async (c) => {
    const parsed = await input(c, seedRunSchema);
    if ('response' in parsed) return parsed.response;
    const run = seedRun(ctx, parsed.data);
    if ('error' in run) return c.json(run, 404);
    return c.json({ ok: true, ...run });
  });

  // A later run of a page scoring lower (or higher): ../shared/spec/audits.md promises no score, and real pages
  // do get slower. Runs created from now on are shifted; 0 ends the shift.
  control.post('/score', async (c) => {
    const parsed = await input(c, scoreSchema);
    if ('response' in parsed) return parsed.response;
    const audits = ctx.state.audits;
    audits.scoreShifts = [...(audits.scoreShifts ?? []), parsed.data];
    ctx.persist();
    return c.json({ ok: true, scoreShifts: audits.scoreShifts });
  });

  control.post('/rename', async (c) => {
    const parsed = await input(c, renameSchema);
    if ('response' in parsed) return parsed.response;
    return c.json({ ok: true, renamed: rename(ctx, parsed.data) });
  });

  control.get('/state', (c) => c.json(ctx.state));

  // A sub-app's notFound is not consulted once mounted: a catch-all answers unknown actions.
  control.all('*', (c) => c.json({ error: `Unknown control action ${c.req.path}.` }, 404));
  return control;
}
