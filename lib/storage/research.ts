import * as z from 'zod/mini';
import { isSerializedError, type SerializedError } from '../api/errors';
import { locationSchema, type Location } from '../domain/location';
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

/** The parameters of a phrase report, as the user chose them (see ../shared/spec/keyword-research.md). */
export interface ResearchParams {
  keywords: string[];
  engines: string[];
  type: string;
  /** Only sent for types that use them; required for `custom`. */
  modifiers: string[];
  country: string;
  language: string;
  /** Optional coordinates; sent as `lat|lon`. */
  location: Location | null;
}

/**
 * What the service says a report used (the envelope's `params` echo): the market as it applied
 * it, defaults filled in, which may differ from what was asked. Null members were not echoed.
 */
export interface ResearchEcho {
  keywords: string[];
  engines: string[];
  type: string | null;
  modifiers: string[];
  country: string | null;
  language: string | null;
  /** `<lat>|<lon>` as the service wrote it; null or '' when it used none. */
  location: string | null;
}

export interface ResearchPhrase {
  /** The phrase (the key of `results.keywords`). */
  value: string;
  base: string;
  modifier: string;
  search: string;
  engines: string[];
}

/** One research run kept locally, so the user can go back to it. */
export interface ResearchRun {
  id: string;
  at: number;
  params: ResearchParams;
  /** What the service said it used; null when it did not say (absent in runs stored before). */
  used?: ResearchEcho | null;
  gatheringFailures: number;
  phrases: ResearchPhrase[];
  /** Phrases beyond `MAX_STORED_PHRASES` were dropped from the stored copy. */
  truncated: boolean;
  /** When a scheduled re-run (an alarm) will fire; null when none is scheduled. */
  retryAt: number | null;
  /** Why the last scheduled re-run failed; the stored results are those of the previous run. */
  retryError: SerializedError | null;
}

/** How many runs are kept: enough to go back over a session's work, small for storage.local. */
export const MAX_RECENT_RUNS = 15;
/**
 * Per run; a huge report stays usable on screen but its stored copy is capped, so all runs stay
 * well inside storage.local's 10 MB (about 150 bytes a phrase: 15 × 1000 × 150 ≈ 2.3 MB).
 */
export const MAX_STORED_PHRASES = 1000;

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
