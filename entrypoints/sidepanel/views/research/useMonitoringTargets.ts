import { useLoad } from '@/components/useLoad';
import { liveStatuses } from '@/lib/domain/entity-status';
import type { SerializedError } from '@/lib/api/errors';
import { domainOf } from '@/lib/domain/url';
import { send } from '@/lib/messaging/client';
import type { CampaignSummary } from '@/lib/messaging/protocol/monitoring/campaigns';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';

export interface Targets {
  /** Campaigns of the followed page's domain first (own and shared), then every other one. */
  forDomain: CampaignSummary[];
  others: CampaignSummary[];
  domain: string | null;
  loading: boolean;
  error: SerializedError | null;
}

/** Where phrases can go: the current domain's campaigns, or any other campaign of the account. */
export function useCampaignTargets(pageUrl: string | null, attempt: number): Targets {
  const domain = domainOf(pageUrl);
  const loaded = useLoad(
    JSON.stringify([domain, attempt]),
    async () => {
      const matching = domain ? (await send('monitoring.forDomain', { domain })).campaigns : [];
      const all = await send('monitoring.campaigns.list', { status: [...liveStatuses] });
      const ids = new Set(matching.map((c) => c.id));
      return {
        forDomain: matching.filter((c) => c.status !== 'delete'),
        others: all.filter((c) => !ids.has(c.id) && c.status !== 'delete'),
      };
    },
    'research: campaigns to add phrases to',
  );
  return {
    forDomain: loaded.data?.forDomain ?? [],
    others: loaded.data?.others ?? [],
    domain,
    loading: loaded.loading,
    error: loaded.error,
  };
}

const noGroups: GroupSummary[] = [];

/** Groups of a campaign that can take keywords (not deleted). */
export function useGroups(campaignId: number | null, attempt: number) {
  const loaded = useLoad(
    campaignId === null ? null : `${campaignId}:${attempt}`,
    () =>
      send('monitoring.groups.list', { campaignId: campaignId! }).then((list) =>
        list.filter((g) => g.status !== 'delete'),
      ),
    "research: the campaign's groups",
  );
  // While another campaign's groups load, the last campaign's are not offered.
  const groups = loaded.loading ? noGroups : (loaded.data ?? noGroups);
  return { groups, loading: loaded.loading, error: loaded.error };
}
