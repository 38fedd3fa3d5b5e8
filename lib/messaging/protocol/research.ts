import { z } from 'zod/mini';
import { locationSchema } from '@/lib/domain/location';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, type ResearchTables } from '../../domain/research';
import type { ResearchRun } from '../../storage/research';
import { command } from '../define';

/*
 * Commands of the keyword-research area (`research.*`), served by entrypoints/background/research.ts.
 *
 *   research.tables        {fresh?}                 → types, countries, languages, engines (cached a day)
 *   research.currencies    {fresh?}                 → currency code → name (cached a day)
 *   research.run           {params, replaceId?}     → the run, also stored first in `recentResearch`
 *   research.scheduleRetry {id, delayMinutes}       → the run with `retryAt`; an alarm re-runs it
 *   research.cancelRetry   {id}                     → the run without `retryAt`
 *   research.forget        {id?}                    → removes one stored run, or all of them
 *
 * Country and language are checked against the engines table before anything is sent: a
 * combination the service would refuse comes back as a `request` error naming the engines.
 */

// Messages are input codes (lib/domain/input-issue.ts): pages translate them.
const phraseList = (max: number) =>
  z.pipe(
    z.pipe(
      z.array(z.string().check(z.maxLength(255, 'text-too-long'))),
      z.transform((list) => [
        ...new Set(list.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean)),
      ]),
    ),
    z.array(z.string()).check(z.maxLength(max, 'list-too-long')),
  );

/**
 * The parameters as the form sends them, parsed as a message; the handler applies the rules of
 * the request (`researchIssues`, lib/domain/research.ts) with the lookup tables.
 */
export const researchParamsSchema = z.object({
  keywords: z.pipe(phraseList(100), z.array(z.string()).check(z.minLength(1, 'keywords-empty'))),
  engines: z
    .array(z.string().check(z.trim()).check(z.minLength(1)))
    .check(z.minLength(1, 'list-empty'))
    .check(z.maxLength(50, 'list-too-long')),
  type: z.string().check(z.trim()).check(z.minLength(1, 'required')),
  modifiers: z._default(phraseList(200), []),
  country: z._default(z.string().check(z.trim()).check(z.minLength(1)), DEFAULT_COUNTRY),
  language: z._default(z.string().check(z.trim()).check(z.minLength(1)), DEFAULT_LANGUAGE),
  location: z._default(z.nullable(locationSchema), null),
});

const runId = z.string().check(z.minLength(1)).check(z.maxLength(64));

export const researchProtocol = {
  /** The lookup tables the Research form is built from; `fresh` skips the day-long cache. */
  'research.tables': command<ResearchTables>()(() =>
    z._default(z.object({ fresh: z._default(z.boolean(), false) }), { fresh: false }),
  ),
  /** The currencies table, for the CPC currency picker (asked apart: only that picker needs it). */
  'research.currencies': command<Record<string, string>>()(() =>
    z._default(z.object({ fresh: z._default(z.boolean(), false) }), { fresh: false }),
  ),
  /** Run a phrase report. `replaceId` re-runs a stored run in place (a retry). */
  'research.run': command<ResearchRun>()(() =>
    z.object({ params: researchParamsSchema, replaceId: z.optional(runId) }),
  ),
  /** Re-run a stored run later (the service asks to retry gathering failures after minutes). */
  'research.scheduleRetry': command<ResearchRun>()(() =>
    z.object({ id: runId, delayMinutes: z.int().check(z.gte(1)).check(z.lte(60)) }),
  ),
  'research.cancelRetry': command<ResearchRun>()(() => z.object({ id: runId })),
  /** Remove one stored run, or every stored run when no id is given. */
  'research.forget': command<{ removed: number }>()(() => z.object({ id: z.optional(runId) })),
};
