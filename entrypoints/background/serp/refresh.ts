import { ServiceError } from '@/lib/api/errors';
import type { RankData } from '@/lib/api/schemas/rank';
import { devices } from '@/lib/domain/device';
import { latestPosition, perDevice, type StoredPositions } from '@/lib/domain/serp-positions';
import type { SerpCampaign } from '@/lib/messaging/protocol/serp';
import { competitors as competitorsItem } from '@/lib/storage/competitors';
import { indexMeta, refsOf } from '@/lib/storage/serp-index';
import { refreshedKey, refreshedPositions, withRefreshed } from '@/lib/storage/serp-positions';
import { getApi } from '../api';
import { watchedSeries } from '../watch/series';
import { campaignEntry } from './lookup';

/*
 * `serp.refresh`: one campaign's positions of one phrase, read now. One rank-data call, narrowed to
 * the keyword by its full title (the `keyword` `equal` filter, ../shared/spec/monitoring.md "Group
 * data and keyword data"), for the campaign's domain and its competitors, over the service's own
 * default range; the client's limiter keeps the service's pace. The answer is kept
 * (lib/storage/serp-positions.ts) so the next lookup shows it without a call.
 */

/** One keyword's positions from a campaign report narrowed to it. */
export function positionsOf(
  rank: RankData,
  keywordId: number,
  domain: string,
  rivals: readonly string[],
): StoredPositions {
  const { days, series } = watchedSeries(rank, domain, rivals);
  const mine = series.filter((s) => s.keywordId === keywordId);
  const seriesOf = (device: string) => mine.find((s) => s.device === device);
  const own = perDevice((device) => {
    const s = seriesOf(device);
    if (!s) return undefined;
    const lastDay = [...days].reverse().find((d) => s.days[d]);
    const url = lastDay ? (s.days[lastDay]?.url ?? null) : null;
    return latestPosition(
      days.map((d) => s.days[d]?.position ?? null),
      days,
      url,
    );
  });
  const competitorPositions = rivals
    .map((rival) => ({
      domain: rival,
      ...perDevice((device) => {
        const points = seriesOf(device)?.rivals[rival];
        return points
          ? latestPosition(
              days.map((d) => points[d] ?? null),
              days,
              null,
            )
          : undefined;
      }),
    }))
    .filter((c) => devices.some((d) => c[d]));
  const keyword = rank.series.find((s) => s.keywordId === keywordId)?.keyword;
  return {
    ...own,
    ...(keyword?.volume == null ? {} : { volume: keyword.volume }),
    ...(keyword?.cpc == null ? {} : { cpc: keyword.cpc }),
    competitorPositions,
  };
}

export async function refresh(campaignId: number, phrase: string): Promise<SerpCampaign> {
  const ref = (await refsOf(phrase)).find(([id]) => id === campaignId);
  const meta = await indexMeta.getValue();
  const campaign = meta.campaigns[String(campaignId)];
  if (!ref || !campaign) {
    throw new ServiceError('not-found', {
      message: 'phrase not indexed in campaign',
    });
  }
  const [, , keywordId, title] = ref;
  const all = await competitorsItem.getValue();
  const rivals = all[String(campaignId)] ?? [];
  const api = await getApi();
  const rank = await api.monitoring.campaigns.data({
    id: campaignId,
    domains: [campaign.domain, ...rivals],
    gap: 'daily',
    keywords: [title ?? phrase],
  });
  const positions = positionsOf(rank, keywordId, campaign.domain, rivals);
  const key = refreshedKey(campaignId, keywordId);
  await refreshedPositions.update((stored) =>
    withRefreshed(stored, key, { ...positions, at: Date.now() }),
  );
  const entry = await campaignEntry(ref, meta, all);
  if (!entry) throw new ServiceError('not-found');
  return entry;
}
