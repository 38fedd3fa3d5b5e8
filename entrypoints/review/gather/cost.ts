/**
 * The review's cost, said before Start: an upper bound of the requests the gathering sends, from
 * what the campaign and the index of runs by page hold, less what is already stored. The review's
 * method section later sets it beside what was made; the splits of a refused big read
 * (lib/monitoring/report-split.ts) are counted apart, as the side panel's report makes them.
 */

/** What the gathering will need and what of it is already at hand (./holdings.ts reads it). */
export interface Holdings {
  /** Requests already made for this review (the setup's read of the campaign's groups). */
  made: number;
  /** The side panel stored the campaign's overview for exactly the review's period. */
  overviewStored: boolean;
  /**
   * Campaigns in the account as last listed, or null when unknown. The overview is paged across
   * every campaign and read until this one turns up or a page comes back empty: never more
   * pages than campaigns, and one empty page.
   */
  campaignCount: number | null;
  /** Audits of the domain's pages whose results are needed (the latest per page and device). */
  audits: number;
  /** Of those, the ones whose results the popup or the tracker already stored. */
  auditsStored: number;
}

/** At most this many overview pages are read (lib/monitoring/overview.ts `MAX_OVERVIEW_PAGES`). */
export interface CostLimits {
  overviewPages: number;
}

export type CostPart = 'setup' | 'data' | 'overview' | 'audits';

export interface CostLine {
  part: CostPart;
  /** Requests at most. */
  requests: number;
  /** Reads the stored data saves. */
  reused: number;
}

export interface Cost {
  total: number;
  lines: CostLine[];
}

export function announcedCost(h: Holdings, limits: CostLimits): Cost {
  const overviewPages =
    h.campaignCount === null
      ? limits.overviewPages
      : Math.min(limits.overviewPages, h.campaignCount + 1);
  const stored = Math.min(h.auditsStored, h.audits);
  const lines: CostLine[] = [
    { part: 'setup', requests: h.made, reused: 0 },
    // Both periods, the site and its competitors in one read: the bound before any split.
    { part: 'data', requests: 1, reused: 0 },
    {
      part: 'overview',
      requests: h.overviewStored ? 0 : overviewPages,
      reused: h.overviewStored ? 1 : 0,
    },
    { part: 'audits', requests: h.audits - stored, reused: stored },
  ];
  return { total: lines.reduce((sum, l) => sum + l.requests, 0), lines };
}

/**
 * What reading competitor candidates costs: keyword details for the first keywords of the
 * campaign (one request for up to `slice` of them), plus one list page when no keyword is stored.
 */
export function candidatesCost(keywordsStored: boolean): number {
  return keywordsStored ? 1 : 2;
}
