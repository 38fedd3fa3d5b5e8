import * as z from 'zod/mini';
import { isSerializedError, type SerializedError } from '../api/errors';
import { deviceSchema } from '../domain/device';
import {
  pageWatchDraftSchema,
  type PageWatch,
  type RunScore,
  type ScoreMove,
} from '../domain/page-watch';
import { defineStoredItem } from './item';

/*
 * Page watches, their schedule ledger and what their runs found. Only the background
 * writes them (through `pageWatch.*` messages and its schedule); pages read them. Read through
 * zod/mini schemas and written one change at a time (./item.ts); pages import this module.
 */

export const pageWatches = defineStoredItem<PageWatch[]>('local:pageWatches', {
  fallback: [],
  version: 1,
  schema: z.array(
    z.object({
      ...pageWatchDraftSchema.shape,
      id: z.string(),
      createdAt: z.number(),
      updatedAt: z.number(),
    }),
  ) satisfies z.ZodMiniType<PageWatch[], unknown>,
});

/**
 * The run of one period, recorded before the create is sent: its request id goes to the
 * exactly-once launch (entrypoints/background/once/), so a worker stop mid-create resumes the same
 * request — found on the service, never sent again.
 */
export interface PageRun {
  period: string;
  requestId: string;
  startedAt: number;
  /** Tokens the run costs (reserved in `spends` before the create is sent). */
  cost: number;
  /** Known once the service answered (or the run was found). */
  parentId: number | null;
}

/**
 * A period the budget stopped: shown in the watch's settings. With `cap`, the monthly cap of all
 * page watches together stopped it (lib/domain/spending.ts), and `spent` is theirs.
 */
export interface BudgetSkip {
  period: string;
  at: number;
  spent: number;
  cost: number;
  budget: number;
  cap?: number;
}

export interface PageWatchState {
  /** The last period run or skipped: the next run is in a later one. */
  lastPeriod: string | null;
  run: PageRun | null;
  /** Launches of this and last month (tokens reserved), for the budget. */
  spends: { at: number; cost: number; period: string }[];
  /** The last finished run: the baseline the next is compared with. */
  last: { parentId: number; at: number; scores: RunScore[] } | null;
  skipped: BudgetSkip | null;
  /** The last launch refused (nothing spent): tried again an hour later. */
  error: SerializedError | null;
  retryAt: number;
  /** The schedule's clock at its last step: what "this month" means in the watch's settings. */
  checkedAt?: number;
}

export const emptyPageState: PageWatchState = {
  lastPeriod: null,
  run: null,
  spends: [],
  last: null,
  skipped: null,
  error: null,
  retryAt: 0,
};

const budgetSkip = z.object({
  period: z.string(),
  at: z.number(),
  spent: z.number(),
  cost: z.number(),
  budget: z.number(),
  cap: z.optional(z.number()),
}) satisfies z.ZodMiniType<BudgetSkip, unknown>;
const runScore = z.object({
  device: deviceSchema,
  auditType: z.string(),
  score: z.nullable(z.number()),
});
const stateSchema = z.object({
  lastPeriod: z.nullable(z.string()),
  run: z.nullable(
    z.object({
      period: z.string(),
      requestId: z.string(),
      startedAt: z.number(),
      cost: z.number(),
      parentId: z.nullable(z.number()),
    }),
  ),
  spends: z.array(z.object({ at: z.number(), cost: z.number(), period: z.string() })),
  last: z.nullable(z.object({ parentId: z.number(), at: z.number(), scores: z.array(runScore) })),
  skipped: z.nullable(budgetSkip),
  error: z.nullable(z.custom<SerializedError>(isSerializedError)),
  retryAt: z.number(),
  checkedAt: z.optional(z.number()),
}) satisfies z.ZodMiniType<PageWatchState, unknown>;

/** Each page watch's schedule state, by watch id. */
export const pageWatchLedger = defineStoredItem<Record<string, PageWatchState>>(
  'local:pageWatchLedger',
  { fallback: {}, version: 1, schema: z.record(z.string(), stateSchema) },
);

/**
 * A Changes entry of a page watch: scores that fell (`score`, with the two runs compared) or a
 * period the budget stopped (`budget`).
 */
export interface PageChange {
  id: string;
  watchId: string;
  url: string;
  period: string;
  foundAt: number;
  seen: boolean;
  kind: 'score' | 'budget';
  moves: ScoreMove[];
  beforeId: number | null;
  afterId: number | null;
  budget: BudgetSkip | null;
}

export const MAX_PAGE_CHANGES = 200;

const moveSchema = z.object({
  device: deviceSchema,
  auditType: z.string(),
  before: z.nullable(z.number()),
  after: z.nullable(z.number()),
  reasons: z.array(z.enum(['band', 'drop'])),
});

export const pageChanges = defineStoredItem<PageChange[]>('local:pageChanges', {
  fallback: [],
  version: 1,
  schema: z.array(
    z.object({
      id: z.string(),
      watchId: z.string(),
      url: z.string(),
      period: z.string(),
      foundAt: z.number(),
      seen: z.boolean(),
      kind: z.enum(['score', 'budget']),
      moves: z.array(moveSchema),
      beforeId: z.nullable(z.number()),
      afterId: z.nullable(z.number()),
      budget: z.nullable(budgetSkip),
    }),
  ) satisfies z.ZodMiniType<PageChange[], unknown>,
});
