import { daysBetween, isoDay } from '@/lib/domain/dates';
import type { AuditFigures } from '@/lib/domain/audit-data';
import type { CampaignOverview } from '@/lib/messaging/protocol/monitoring/overview';
import type { ReviewChoice } from '@/lib/domain/review/request';
import { latestResults, trackedAudits } from '@/lib/storage/audits';
import { peekCached } from '@/lib/storage/cache';
import { cachedCampaignListSchema } from '@/lib/storage/cache-schemas';
import { overviewScopeKey, panelKey, rangeKey, readPanelEntry } from '@/lib/storage/panel-cache';
import { campaignOverviewSchema } from '@/lib/storage/panel-schemas';
import { RUN_INDEX_SHARDS, runIndexState, runShard } from '@/lib/storage/run-index';
import { CAMPAIGN_LIST_KEY } from '@/lib/monitoring/campaigns';
import { headlineFigures, pageAudits, type PageAudit } from './pages';

/**
 * What the review can take from storage instead of asking the service: the side panel's overview
 * of the same days, the results the popup and the tracker keep of audits, the index of runs by
 * page (which pages were audited, with their scores), and the campaign list's size (the overview's
 * page bound). Read once, before the cost is said.
 */
export interface Stored {
  overview: CampaignOverview | null;
  campaignCount: number | null;
  pages: PageAudit[];
  /** Stored results by audit id. */
  results: Map<number, AuditFigures>;
  /** The index has read the account's whole audit list: false while it is still being filled. */
  indexComplete: boolean;
}

/** The panel's overview entry of exactly these days, fetched today (a preset moves with the day). */
async function storedOverview(
  choice: ReviewChoice,
  today: string,
): Promise<CampaignOverview | null> {
  const { from, to } = choice.period;
  const days = daysBetween(from, to) + 1;
  const scope = overviewScopeKey({});
  const keys = [rangeKey({ datemin: from, datemax: to, gap: 'daily' })];
  // The panel keys a preset by its length; its days are the ones ending yesterday.
  if (to < today)
    keys.push(rangeKey({ datemin: from, datemax: to, gap: 'daily', presetDays: days }));
  for (const range of keys) {
    const entry = await readPanelEntry(
      panelKey('overview', choice.campaignId, range, scope),
      campaignOverviewSchema,
    );
    const fetchedToday = entry && isoDay(new Date(entry.at)) === today;
    const preset = range.startsWith('p');
    if (entry && !entry.value.partial && (!preset || fetchedToday)) return entry.value;
  }
  return null;
}

async function storedResults(): Promise<Map<number, AuditFigures>> {
  const [latest, tracked] = await Promise.all([latestResults.getValue(), trackedAudits.getValue()]);
  const out = new Map<number, AuditFigures>();
  for (const run of [...Object.values(latest), ...Object.values(tracked)]) {
    for (const child of run.children) {
      if (child.headline && child.status === 'ready')
        out.set(child.id, headlineFigures(child.score, child.headline));
    }
  }
  return out;
}

export async function readStored(choice: ReviewChoice, today: string): Promise<Stored> {
  const [overview, list, shards, state, results] = await Promise.all([
    storedOverview(choice, today),
    peekCached(CAMPAIGN_LIST_KEY, cachedCampaignListSchema),
    Promise.all(Array.from({ length: RUN_INDEX_SHARDS }, (_, n) => runShard(n).getValue())),
    runIndexState.getValue(),
    storedResults(),
  ]);
  return {
    overview,
    campaignCount: list?.value.length ?? null,
    pages: pageAudits(shards, choice.domain, choice.period),
    results,
    indexComplete: state.complete,
  };
}
