import { useEffect, useState } from 'react';
import { liveStatuses } from '@/lib/domain/entity-status';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { domainOf } from '@/lib/domain/url';
import { send } from '@/lib/messaging/client';
import type { CampaignSummary, GroupSummary } from '@/lib/messaging/protocol/monitoring';

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
  const [state, setState] = useState<Targets>({
    forDomain: [],
    others: [],
    domain,
    loading: true,
    error: null,
  });
  useEffect(() => {
    let alive = true;
    setState((s) => ({ ...s, domain, loading: true, error: null }));
    (async () => {
      const matching = domain ? (await send('monitoring.forDomain', { domain })).campaigns : [];
      const all = await send('monitoring.campaigns.list', { status: [...liveStatuses] });
      const ids = new Set(matching.map((c) => c.id));
      return {
        forDomain: matching.filter((c) => c.status !== 'delete'),
        others: all.filter((c) => !ids.has(c.id) && c.status !== 'delete'),
      };
    })().then(
      (found) => alive && setState({ ...found, domain, loading: false, error: null }),
      (error: unknown) =>
        alive &&
        setState((s) => ({ ...s, loading: false, error: ServiceError.from(error).toJSON() })),
    );
    return () => {
      alive = false;
    };
  }, [domain, attempt]);
  return state;
}

/** Groups of a campaign that can take keywords (not deleted). */
export function useGroups(campaignId: number | null, attempt: number) {
  const [groups, setGroups] = useState<GroupSummary[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  useEffect(() => {
    if (campaignId === null) {
      setGroups([]);
      return;
    }
    let alive = true;
    setLoading(true);
    setError(null);
    send('monitoring.groups.list', { campaignId }).then(
      (list) => {
        if (!alive) return;
        setGroups(list.filter((g) => g.status !== 'delete'));
        setLoading(false);
      },
      (e: unknown) => {
        if (!alive) return;
        setError(ServiceError.from(e).toJSON());
        setLoading(false);
      },
    );
    return () => {
      alive = false;
    };
  }, [campaignId, attempt]);
  return { groups, loading, error };
}
