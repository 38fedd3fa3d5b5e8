import * as z from 'zod/mini';
import { accessLevels, type AccessLevel } from '../domain/access-level';
import { isSerializedError, type SerializedError } from '../api/errors';
import { fnv1a } from '../domain/hash';
import { defineStoredItem, storedKey } from './item';
import { storedTuple } from './tuple';

/*
 * The phrase index: every phrase the account tracks, normalised once (lib/domain/serp-phrase.ts),
 * with the campaigns, groups and keywords that track it — so a results page knows which campaigns
 * track a phrase without asking the service. Built and refreshed by the background
 * (entrypoints/background/serp/index-build.ts) at the service's pace; read by `serp.lookup`.
 *
 * Spread over SHARDS keys by the phrase's hash, so a lookup reads one small key, not the whole
 * index. Bounded: at most MAX_INDEXED_KEYWORDS keywords (about 45 bytes each, so under 3 MB of
 * the 10 MB storage.local holds beside the panel cache's 4 MB); past it the index is `capped` and
 * never claims a phrase is untracked. Under the `cache:` prefix so `clearCache()` (./cache.ts)
 * forgets it with the rest of the account's data; the version is part of every key.
 */
export const SERP_INDEX_VERSION = 1;
const PREFIX = `local:cache:serpIndex.v${SERP_INDEX_VERSION}:` as const;

export const SHARDS = 64;
export const MAX_INDEXED_KEYWORDS = 60_000;

/**
 * [campaignId, groupId, keywordId] of one tracked keyword, and its title as the service keeps it
 * when that differs from the normalised phrase (a rank-data keyword filter takes the exact title).
 */
export type IndexRef = [number, number, number] | [number, number, number, string];
/** Phrase (normalised) → the keywords that track it. */
export type IndexShard = Record<string, IndexRef[]>;

export interface IndexCampaign {
  title: string;
  domain: string;
  access: AccessLevel;
  /** Shards holding this campaign's phrases: a re-read campaign is removed from these only. */
  shards: number[];
  keywords: number;
}

/** Campaigns (by id) and groups (by id) the index has read. */
export interface IndexMeta {
  campaigns: Record<string, IndexCampaign>;
  groups: Record<string, { campaignId: number; title: string }>;
}

/** A keyword row as read from the keyword list: [title as the service keeps it, group, keyword]. */
export type KeywordRow = [string, number, number];

/** A campaign being read: its keywords so far, merged into the shards once its last page is in. */
export interface IndexStaging {
  campaignId: number;
  /** The next page of the group list to read (from 0); null once every group is in. */
  groupsPage: number | null;
  /** The next page of the keyword list to read (from 0), after the groups. */
  page: number;
  rows: KeywordRow[];
}

export interface IndexPass {
  startedAt: number;
  /** The next page of the campaign list (from 0); null once every campaign is listed. */
  listPage: number | null;
  /** Campaigns still to read, in order. */
  pending: number[];
  /** Campaigns read whole and filed in this pass. */
  seen: number[];
  /** Keywords filed in this pass. */
  keywords: number;
  /** A campaign was left out: it would have passed MAX_INDEXED_KEYWORDS. */
  capped: boolean;
}

export interface IndexState {
  /** A pass read every campaign (none left out by the bound); stays true while the next runs. */
  complete: boolean;
  /** When the last full pass finished (ms); null before the first. */
  builtAt: number | null;
  /** A pass in progress (null between passes). */
  pass: IndexPass | null;
  /** When the next daily pass is due (ms). */
  nextPassAt: number;
  /** Keywords the last finished pass filed. */
  keywords: number;
  /** The last finished pass left campaigns out (MAX_INDEXED_KEYWORDS). */
  capped: boolean;
  /** The last pass's failure, shown in Options; the pass resumes on the next alarm. */
  error: SerializedError | null;
}

const refSchema = z.union([
  storedTuple([z.number(), z.number(), z.number()]),
  storedTuple([z.number(), z.number(), z.number(), z.string()]),
]);

export const indexState = defineStoredItem<IndexState>(`${PREFIX}state`, {
  fallback: {
    complete: false,
    builtAt: null,
    pass: null,
    nextPassAt: 0,
    keywords: 0,
    capped: false,
    error: null,
  },
  version: 1,
  schema: z.object({
    complete: z.boolean(),
    builtAt: z.nullable(z.number()),
    pass: z.nullable(
      z.object({
        startedAt: z.number(),
        listPage: z.nullable(z.number()),
        pending: z.array(z.number()),
        seen: z.array(z.number()),
        keywords: z.number(),
        capped: z.boolean(),
      }),
    ),
    nextPassAt: z.number(),
    keywords: z.number(),
    capped: z.boolean(),
    error: z.nullable(z.custom<SerializedError>(isSerializedError)),
  }),
});

export const indexMeta = defineStoredItem<IndexMeta>(`${PREFIX}meta`, {
  fallback: { campaigns: {}, groups: {} },
  version: 1,
  schema: z.object({
    campaigns: z.record(
      z.string(),
      z.object({
        title: z.string(),
        domain: z.string(),
        access: z.enum(accessLevels),
        shards: z.array(z.number()),
        keywords: z.number(),
      }),
    ),
    groups: z.record(z.string(), z.object({ campaignId: z.number(), title: z.string() })),
  }),
});

export const indexStaging = defineStoredItem<IndexStaging | null>(`${PREFIX}staging`, {
  fallback: null,
  version: 1,
  schema: z.nullable(
    z.object({
      campaignId: z.number(),
      groupsPage: z.nullable(z.number()),
      page: z.number(),
      rows: z.array(storedTuple([z.string(), z.number(), z.number()])),
    }),
  ),
});

/** The shard a phrase lives in: FNV-1a of its UTF-16 code units. */
export function shardOf(phrase: string): number {
  return fnv1a(phrase) % SHARDS;
}

const shardSchema = z.record(z.string(), z.array(refSchema));

/** One shard's item (read through its schema, written one change at a time). */
export function shardItem(shard: number) {
  return defineStoredItem<IndexShard>(`${PREFIX}s${shard}`, {
    fallback: {},
    version: 1,
    schema: shardSchema,
  });
}

/** The keywords tracking `phrase` (normalised), from its shard. */
export async function refsOf(phrase: string): Promise<IndexRef[]> {
  const shard = await storedKey(`${PREFIX}s${shardOf(phrase)}`, shardSchema).getValue();
  return shard?.[phrase] ?? [];
}
