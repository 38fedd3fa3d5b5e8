import * as z from 'zod/mini';
import { fnv1a } from '../domain/hash';
import { summarySchema, type AuditSummary } from './audits';
import { defineStoredItem } from './item';
import { storedTuple } from './tuple';

/*
 * The account's audit runs by page: the service's audit list has no filter by URL (a parent has
 * none; its children, read one run per call, have), so a page's history in an account of
 * thousands of runs would cost a call per run on every open. The index is filled once at the
 * service's pace (entrypoints/background/audits/run-index.ts: the list newest first, a page of 50
 * parents per call, the children of each run Stormlens did not launch itself), then kept current
 * from the newest page of the list at each history open and from Stormlens's own finished runs.
 *
 * Spread over SHARDS keys by the page's hash, so filing a run or reading a page rewrites one
 * small key. Each page keeps its newest MAX_RUNS_PER_PAGE runs (the popup's history), only that
 * page's audits of each, and a shard at most MAX_RUNS_PER_SHARD (the oldest go): bounded whatever
 * the account holds (lib/storage/bounds.ts). Under the `cache:` prefix, so `clearCache()` forgets
 * it when the account changes.
 */
export const RUN_INDEX_VERSION = 1;
const PREFIX = `local:cache:runIndex.v${RUN_INDEX_VERSION}:` as const;
export const RUN_INDEX_SHARDS = 32;
export const MAX_RUNS_PER_PAGE = 50;
export const MAX_RUNS_PER_SHARD = 600;

/** An audit of a filed run: [id, device, audit type, status, score]. */
export type IndexedAudit = [number, string | null, string | null, string, number | null];
/** A filed run: [parent id, created, updated, title, status, that page's audits]. */
export type IndexedRun = [number, number | null, number | null, string, string, IndexedAudit[]];
/**
 * `pageIdentity` (lib/domain/url.ts) → the page's address as its audits name it and its runs,
 * newest first. Tuples, not summaries: 5,000 runs must fit beside everything else in the 10 MB
 * `storage.local` holds (about 160 bytes a run this way, against 1.3 KB as summaries).
 */
export type RunShard = Record<string, { url: string; runs: IndexedRun[] }>;
const nullableNumber = z.nullable(z.number());
const nullableString = z.nullable(z.string());
const auditSchema = storedTuple([
  z.number(),
  nullableString,
  nullableString,
  z.string(),
  nullableNumber,
]);
const runSchema = storedTuple([
  z.number(),
  nullableNumber,
  nullableNumber,
  z.string(),
  z.string(),
  z.array(auditSchema),
]);
const shardSchema = z.record(z.string(), z.object({ url: z.string(), runs: z.array(runSchema) }));

export function shardOf(page: string): number {
  return fnv1a(page) % RUN_INDEX_SHARDS;
}

/** One shard's item (written one change at a time: the fill and the tracker may both file). */
export function runShard(n: number) {
  return defineStoredItem<RunShard>(`${PREFIX}${n}`, {
    fallback: {},
    version: 1,
    schema: shardSchema,
  });
}

export interface RunIndexState {
  /** Every run up to `filledAt` is filed (the fill reached the list's oldest run). */
  complete: boolean;
  /** The next page of the newest-first parent list the fill reads; null once complete. */
  nextPage: number | null;
  /** Parents of the list page read last whose children are still to read, in order. */
  pending: AuditSummary[];
  /** The highest parent id filed: newer runs are the ones the newest page shows above it. */
  newestId: number;
  /** Runs filed that were not finished: read again when they show on the newest page. */
  unfinished: number[];
  /** When the fill started and ended (ms). */
  startedAt: number | null;
  filledAt: number | null;
}

export const runIndexState = defineStoredItem<RunIndexState>('local:cache:runIndexState', {
  fallback: {
    complete: false,
    nextPage: 0,
    pending: [],
    newestId: 0,
    unfinished: [],
    startedAt: null,
    filledAt: null,
  },
  version: 1,
  schema: z.object({
    complete: z.boolean(),
    nextPage: z.nullable(z.number()),
    pending: z.array(summarySchema),
    newestId: z.number(),
    unfinished: z.array(z.number()),
    startedAt: z.nullable(z.number()),
    filledAt: z.nullable(z.number()),
  }),
});

/**
 * The re-check of the filled index against the parent list, which drops runs deleted outside
 * Stormlens (entrypoints/background/audits/run-recheck.ts). While one goes: `page`, the list page
 * it reads next (null once the list is read), and `unlisted`, the filed parents no page has
 * shown yet — at the end, each is asked for once, since a run deleted meanwhile moves the pages
 * after it by one. Ids only: 32 shards of 600 runs are at most 19,200, about 150 KB.
 */
export interface RunIndexCheck {
  /** When the last re-check read the whole list (ms). */
  checkedAt: number | null;
  page: number | null;
  unlisted: number[];
}

export const runIndexCheck = defineStoredItem<RunIndexCheck>('local:cache:runIndexCheck', {
  fallback: { checkedAt: null, page: null, unlisted: [] },
  version: 1,
  schema: z.object({
    checkedAt: nullableNumber,
    page: nullableNumber,
    unlisted: z.array(z.number()),
  }),
});
