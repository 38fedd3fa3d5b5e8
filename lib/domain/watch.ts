import { z } from 'zod/mini';

/*
 * Watches: what the daily check looks at and which moves it reports. The one
 * definition of a watch, its rules and their defaults; the background stores watches
 * (lib/storage/watch.ts), the side panel edits them through `watch.*` messages.
 */

/** The top bands whose entry and exit are reported (a keyword dropping past 100 is `top100`). */
export const topBands = [3, 10, 50] as const;
export type TopBand = (typeof topBands)[number];

/* PURE: pages import the lists and defaults without pulling zod into their bundles. */
export const watchRulesSchema = /* @__PURE__ */ z.object({
  /** A move of at least this many positions from one day to the next; null: not reported. */
  dayMove: z.nullable(z.int().check(z.gte(1)).check(z.lte(99))),
  /** A move of at least this many positions against the same day a week before; null: off. */
  weekMove: z.nullable(z.int().check(z.gte(1)).check(z.lte(99))),
  /** Entering or leaving these top bands. */
  tops: z.array(z.literal(topBands)),
  /** Dropping out of the top 100 (the service sends no position past it). */
  top100: z.boolean(),
  /** The ranking URL changing while the keyword stays ranked. */
  urlChange: z.boolean(),
  /** A competitor's domain: reported when it moves above us. Null: none. */
  competitor: z.nullable(
    z.string().check(z.trim()).check(z.toLowerCase()).check(z.minLength(3)).check(z.maxLength(253)),
  ),
});
export type WatchRules = z.infer<typeof watchRulesSchema>;

/**
 * Defaults a rank tracker's users expect: a 5-position day move or a 10-position weekly move is
 * worth a look; every band crossing and a lost top 100 matter; a new ranking URL often explains a
 * drop (a cannibalising page). No competitor until the user names one.
 */
export const defaultWatchRules: WatchRules = {
  dayMove: 5,
  weekMove: 10,
  tops: [...topBands],
  top100: true,
  urlChange: true,
  competitor: null,
};

export const watchScopeSchema = /* @__PURE__ */ z.union([
  z.object({ kind: z.literal('campaign') }),
  z.object({ kind: z.literal('group'), groupId: z.int().check(z.positive()), title: z.string() }),
  z.object({
    kind: z.literal('keywords'),
    keywordIds: z.array(z.int().check(z.positive())).check(z.minLength(1)).check(z.maxLength(2000)),
  }),
]);
export type WatchScope = z.infer<typeof watchScopeSchema>;

export const watchDraftSchema = /* @__PURE__ */ z.object({
  campaignId: z.int().check(z.positive()),
  /** The campaign's domain: whose positions are "ours" in the report. */
  domain: z.string().check(z.trim()).check(z.minLength(1)),
  campaignTitle: z.string(),
  scope: watchScopeSchema,
  rules: watchRulesSchema,
});
export type WatchDraft = z.infer<typeof watchDraftSchema>;

/**
 * What saving adds to a watch's draft, a campaign's or a page's: its id and when it was made and
 * last changed (entrypoints/background/watch/saved.ts keeps both lists so).
 */
export interface Saved {
  id: string;
  createdAt: number;
  updatedAt: number;
}

export interface Watch extends WatchDraft, Saved {}

/** Whether a keyword (by id and group) is inside a watch's scope. */
export function inScope(scope: WatchScope, keywordId: number, groupId: number): boolean {
  if (scope.kind === 'campaign') return true;
  if (scope.kind === 'group') return scope.groupId === groupId;
  return scope.keywordIds.includes(keywordId);
}

/** The domains a campaign's report must include: its own and every watched competitor. */
export function reportDomains(domain: string, watches: readonly WatchDraft[]): string[] {
  const list = [domain, ...watches.map((w) => w.rules.competitor).filter((c) => c !== null)];
  return [...new Set(list.map((d) => d.trim().toLowerCase()))];
}
