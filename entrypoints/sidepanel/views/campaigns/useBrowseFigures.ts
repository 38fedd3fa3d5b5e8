import { useLoad } from '@/components/useLoad';
import type { Gap } from '@/lib/domain/gap';
import { send } from '@/lib/messaging/client';
import type { BrowsedCampaign, BrowseFigures } from '@/lib/messaging/protocol/monitoring/overview';

/**
 * The overview figures of the campaigns on the browser's page, read after the page is drawn (the
 * service's overview pages over every campaign of the account: lib/monitoring/browse.ts).
 */
export function useBrowseFigures(
  range: { datemin: string; datemax: string; gap: Gap },
  campaigns: BrowsedCampaign[] | undefined,
) {
  // Deleted campaigns are not in the overview.
  const ids = (campaigns ?? []).filter((c) => c.status !== 'delete').map((c) => c.id);
  const input = { datemin: range.datemin, datemax: range.datemax, gap: range.gap, ids };
  return useLoad(
    campaigns && ids.length ? JSON.stringify(input) : null,
    () => send('monitoring.campaigns.browseFigures', input),
    'side panel: reading the browsed campaigns’ figures',
  );
}

/** The page's campaigns with their figures, titled by the overview where Stormlens knew no title. */
export function withFigures(
  campaigns: BrowsedCampaign[],
  figures: BrowseFigures | null,
): BrowsedCampaign[] {
  const byId = new Map((figures?.figures ?? []).map((f) => [f.id, f]));
  return campaigns.map((c) => {
    const found = byId.get(c.id);
    if (!found) return c;
    const title = found.title && c.title === c.domain ? found.title : c.title;
    return { ...c, title, overview: found.overview };
  });
}
