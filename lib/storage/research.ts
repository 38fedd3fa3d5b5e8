import * as z from 'zod/mini';
import { isSerializedError, type SerializedError } from '../api/errors';
import { locationSchema } from '../domain/location';
import type { ResearchParams } from '../domain/research';
import {
  MAX_RECENT_RUNS,
  MAX_STORED_PHRASES,
  type ResearchEcho,
  type ResearchPhrase,
  type ResearchRun,
} from '../domain/research-runs';
import { defineStoredItem } from './item';

/* The background validates what it writes (the answer of `research.run`); pages only read these
   items or clear them. Read through zod/mini schemas (./item.ts): the side panel stays small. */

/**
 * Text the context menu "Research '%s'" picked, written by the background just before it opens the
 * side panel. The Research view prefills its keywords from it and clears it (consumed once).
 * `at` (ms since epoch) lets the view ignore a stale selection left by a panel that never opened.
 */
export interface PendingResearch {
  query: string;
  at: number;
}

export const pendingResearch = defineStoredItem<PendingResearch | null>('local:pendingResearch', {
  fallback: null,
  version: 1,
  schema: z.nullable(z.object({ query: z.string(), at: z.number() })),
});

// The shapes of a run are the domain's (../domain/research.ts, ../domain/research-runs.ts);
// storage keeps their schema and the item.
export type { ResearchParams, ResearchEcho, ResearchPhrase, ResearchRun };
export { MAX_RECENT_RUNS, MAX_STORED_PHRASES };

/** Recent research runs, newest first. Written by the background after each run. */
const researchRunSchema = z.object({
  id: z.string(),
  at: z.number(),
  params: z.object({
    keywords: z.array(z.string()),
    engines: z.array(z.string()),
    type: z.string(),
    modifiers: z.array(z.string()),
    country: z.string(),
    language: z.string(),
    location: z.nullable(locationSchema),
  }),
  used: z.optional(
    z.nullable(
      z.object({
        keywords: z.array(z.string()),
        engines: z.array(z.string()),
        type: z.nullable(z.string()),
        modifiers: z.array(z.string()),
        country: z.nullable(z.string()),
        language: z.nullable(z.string()),
        location: z.nullable(z.string()),
      }),
    ),
  ),
  gatheringFailures: z.number(),
  phrases: z.array(
    z.object({
      value: z.string(),
      base: z.string(),
      modifier: z.string(),
      search: z.string(),
      engines: z.array(z.string()),
    }),
  ),
  truncated: z.boolean(),
  retryAt: z.nullable(z.number()),
  retryError: z.nullable(z.custom<SerializedError>(isSerializedError)),
}) satisfies z.ZodMiniType<ResearchRun, unknown>;

export const recentResearch = defineStoredItem<ResearchRun[]>('local:recentResearch', {
  fallback: [],
  version: 1,
  schema: z.array(researchRunSchema),
});
