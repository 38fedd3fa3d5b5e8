import * as z from 'zod/mini';
import type { StoredPositions } from '../domain/serp-positions';
import type { SerpPosition } from '../messaging/protocol/serp';
import { defineStoredItem } from './item';

/*
 * What the results page's Refresh read, by `campaignId:keywordId`, so the next lookup shows it
 * without asking again. Bounded: the newest MAX_REFRESHED entries are kept. Under the `cache:`
 * prefix so `clearCache()` (./cache.ts) forgets it with the rest of the account's data.
 */
export const MAX_REFRESHED = 300;

export interface RefreshedPositions extends StoredPositions {
  at: number;
}

const position = z.optional(
  z.object({
    position: z.union([z.number(), z.literal('out')]),
    change: z.nullable(z.number()),
    date: z.string(),
    url: z.nullable(z.string()),
  }) satisfies z.ZodMiniType<SerpPosition, unknown>,
);

export const refreshedPositions = defineStoredItem<Record<string, RefreshedPositions>>(
  'local:cache:serpRefreshed',
  {
    fallback: {},
    version: 1,
    schema: z.record(
      z.string(),
      z.object({
        at: z.number(),
        desktop: position,
        mobile: position,
        volume: z.optional(z.number()),
        cpc: z.optional(z.number()),
        competitorPositions: z.array(
          z.object({ domain: z.string(), desktop: position, mobile: position }),
        ),
      }),
    ),
  },
);

export const refreshedKey = (campaignId: number, keywordId: number) => `${campaignId}:${keywordId}`;

/** Keep one refresh, dropping the oldest past MAX_REFRESHED. */
export function withRefreshed(
  all: Record<string, RefreshedPositions>,
  key: string,
  entry: RefreshedPositions,
): Record<string, RefreshedPositions> {
  const rows = Object.entries({ ...all, [key]: entry }).sort(([, a], [, b]) => b.at - a.at);
  return Object.fromEntries(rows.slice(0, MAX_REFRESHED));
}
