import type { OverviewItem } from '@/lib/api/schemas/overview';
import type { Gap } from '@/lib/domain/gap';
import type { EntityStatus } from '@/lib/domain/entity-status';
import { campaignTypes } from '@/lib/domain/campaign-type';
import type { BrowseFigures, CampaignBrowse } from '@/lib/messaging/protocol/monitoring/overview';
import { rememberTitles, withTitles } from './campaign-titles';
import { summaryOf } from './normalise';
import { figuresOf, overviewPages } from './overview';
import type { MonitoringPort } from './port';

/*
 * The campaign browser, a page at a time: an agency's account holds hundreds of campaigns, and the
 * service's overview (the figures and the titles) pages over all of them, 25 a page, with no
 * filter by campaign. So the list's page comes first — one call, the cards drawn at once with the
 * titles Stormlens knows — and the figures of the campaigns on it follow (`browseFigures`),
 * reading overview pages only until each of them has turned up. Pages of the overview already
 * read for the same range are kept while the side panel is open, so paging on reads only new ones.
 */

/** Campaigns per browser page: the service's list pager allows it, and the overview pages by it. */
export const BROWSE_PAGE = 25;
/** How long overview pages are reused (as the campaign list's cache: changes elsewhere show then). */
const OVERVIEW_TTL = 60_000;
/** Ranges whose overview pages are kept: the newest few (one page's worth of memory each). */
const MAX_MEMOS = 4;

export interface BrowseInput {
  datemin: string;
  datemax: string;
  gap: Gap;
  title?: string;
  status?: EntityStatus[];
  engine?: number;
  bookmark?: 0 | 1;
  page?: number;
}

/** One page of the campaigns the service's list filters keep (own and shared, both types). */
export async function browseCampaigns(
  port: MonitoringPort,
  input: BrowseInput,
): Promise<CampaignBrowse> {
  const page = input.page ?? 0;
  const r = await port.campaigns.list({
    types: [...campaignTypes],
    page,
    itemsPerPage: BROWSE_PAGE,
    ...(input.title ? { title: input.title } : {}),
    ...(input.status?.length ? { statuses: input.status } : {}),
    ...(input.engine ? { engine: input.engine } : {}),
    ...(input.bookmark !== undefined ? { bookmark: input.bookmark } : {}),
  });
  const campaigns = await withTitles(r.campaigns.map((c) => summaryOf(c)));
  return {
    campaigns: campaigns.map((c) => ({ ...c, overview: null })),
    count: r.count,
    page,
    pageSize: BROWSE_PAGE,
  };
}

const memos = new Map<string, { at: number; pages: Map<number, OverviewItem[]> }>();

function memoFor(range: { datemin: string; datemax: string; gap: Gap }, now = Date.now()) {
  const key = `${range.datemin}|${range.datemax}|${range.gap}`;
  const found = memos.get(key);
  if (found && now - found.at >= 0 && now - found.at < OVERVIEW_TTL) return found.pages;
  memos.delete(key);
  const pages = new Map<number, OverviewItem[]>();
  memos.set(key, { at: now, pages });
  // The oldest ranges go first (a Map keeps insertion order).
  for (const old of [...memos.keys()].slice(0, Math.max(0, memos.size - MAX_MEMOS))) {
    memos.delete(old);
  }
  return pages;
}

/**
 * The overview figures of `ids` over the range, and their titles (the overview's `name`, which is
 * remembered: the next list names them without a call). Deleted campaigns have none.
 */
export async function browseFigures(
  port: MonitoringPort,
  input: { datemin: string; datemax: string; gap: Gap; ids: number[] },
): Promise<BrowseFigures> {
  const wanted = new Set(input.ids);
  const { items, partial } = wanted.size
    ? await overviewPages(
        port,
        input,
        {},
        (all) => [...wanted].every((id) => all.some((o) => o.id === id)),
        memoFor(input),
      )
    : { items: [], partial: false };
  const found = items.filter((o) => wanted.has(o.id));
  // A missing name reads as the domain (lib/api/schemas/overview.ts): only a real one is kept.
  await rememberTitles(
    found.filter((o) => o.name && o.name !== o.domain).map((o) => ({ id: o.id, title: o.name })),
  );
  return {
    figures: found.map((o) => ({ id: o.id, title: o.name, overview: figuresOf(o) })),
    partial,
  };
}

/** Forget the overview pages read (the user asked to load again, or a campaign changed). */
export function forgetBrowsed(): void {
  memos.clear();
}
