import { ServiceError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { createKeywords } from '@/lib/monitoring/manage';
import type { SerpAdded, SerpTargets } from '@/lib/messaging/protocol/serp';
import { competitors as competitorsItem } from '@/lib/storage/competitors';
import { indexMeta } from '@/lib/storage/serp-index';
import { getApi } from '../api';
import { writeCampaign } from './index-store';
import { campaignEntry, indexStateFor } from './lookup';

/*
 * "Add to monitoring…" on a results page: the picker's campaigns and groups come from the phrase
 * index (no call); the add is Research's checked create (lib/monitoring/manage.ts: read back, a lost
 * answer found, never sent again), run here with the background's client, and the new keyword
 * enters the index at once so the page shows it tracked.
 */

export async function targets(pageHost: string | null): Promise<SerpTargets> {
  const meta = await indexMeta.getValue();
  const groups = Object.entries(meta.groups);
  const campaigns = Object.entries(meta.campaigns)
    .map(([id, c]) => ({
      id: Number(id),
      title: c.title,
      domain: c.domain,
      access: c.access,
      groups: groups
        .filter(([, g]) => g.campaignId === Number(id))
        .map(([gid, g]) => ({ id: Number(gid), title: g.title }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const index = pageHost ? await indexStateFor(pageHost) : 'building';
  return { index, campaigns };
}

export async function addToMonitoring(
  campaignId: number,
  groupId: number,
  phrase: string,
): Promise<SerpAdded> {
  const meta = await indexMeta.getValue();
  if (meta.groups[String(groupId)]?.campaignId !== campaignId) {
    throw new ServiceError('not-found', { message: 'group not in campaign' });
  }
  const api = await getApi();
  const devices = await api.monitoring.groups
    .retrieve(groupId)
    .then((g) => Math.max(1, g.devices.length))
    .catch(async (error: unknown) => {
      await logCaught('serp: reading the group before adding the phrase', error);
      return 1;
    });
  const created = await createKeywords(api.monitoring, { groupId, campaignId }, [phrase], devices);
  const result = created.results[phrase];
  if (!result?.ok) {
    const error =
      result?.error ?? new ServiceError('request', { serviceMessage: result?.message }).toJSON();
    return { added: false, entry: null, error };
  }
  const keywordId = Number(result.value);
  if (!Number.isInteger(keywordId) || keywordId <= 0)
    return { added: true, entry: null, error: null };
  const shards = await writeCampaign(campaignId, [[phrase, groupId, keywordId]], { add: true });
  const after = await indexMeta.update((m) => {
    const c = m.campaigns[String(campaignId)];
    if (!c) return m;
    const campaigns = { ...m.campaigns, [campaignId]: { ...c, shards, keywords: c.keywords + 1 } };
    return { ...m, campaigns };
  });
  const all = await competitorsItem.getValue();
  const entry = await campaignEntry([campaignId, groupId, keywordId], after, all);
  return { added: true, entry, error: null };
}
