import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStorageItem } from '@/components/useStorageItem';
import { defaultRange } from '@/lib/domain/dates';
import { siteHost } from '@/lib/domain/domain-match';
import { send } from '@/lib/messaging/client';
import { defaultPreferences, preferences } from '@/lib/storage/prefs';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import type { PanelData } from '../context';
import { useAsync } from './useAsync';
import { useFollowedTab } from './useFollowedTab';

/** Partial (throttled) reports are fetched again by themselves after this long, at most twice. */
const PARTIAL_RETRY_MS = 5_000;
const PARTIAL_RETRIES = 2;

/** Everything the views share, loaded in order: tab → domain's campaigns → positions report. */
export function usePanelData(): PanelData & { ready: boolean } {
  const { tab: followed, ready } = useFollowedTab();
  const host = siteHost(followed?.url);
  const prefs = useStorageItem(preferences);
  const range = useSidepanelStore((s) => s.range);
  const campaignId = useSidepanelStore((s) => s.campaignId);
  const { setRange, setCampaign, resetForCampaign } = useSidepanelStore.getState();

  // The opening range comes from the preferences, once they are read (a stored object may lack
  // a field: the default stands in for it, never NaN days).
  useEffect(() => {
    if (!prefs || range) return;
    const days = prefs.rangeDays ?? defaultPreferences.rangeDays;
    setRange({ ...defaultRange(days), gap: prefs.gap ?? defaultPreferences.gap, presetDays: days });
  }, [prefs, range, setRange]);

  const fresh = useRef(false);
  const campaigns = useAsync(host ? `domain:${host}` : null, () => {
    const wantFresh = fresh.current;
    fresh.current = false;
    return send('monitoring.forDomain', { domain: host as string, fresh: wantFresh });
  });
  const { reload: reloadCampaigns } = campaigns;
  const refreshCampaigns = useCallback(() => {
    fresh.current = true;
    reloadCampaigns();
  }, [reloadCampaigns]);
  const list = host ? (campaigns.data?.campaigns ?? null) : null;
  const campaign = list?.find((c) => c.id === campaignId) ?? list?.[0] ?? null;

  // A different site or campaign: the old filters, selection and open keyword no longer apply.
  useEffect(() => {
    resetForCampaign();
  }, [campaign?.id, resetForCampaign]);
  useEffect(() => {
    if (campaignId !== null && list && !list.some((c) => c.id === campaignId)) setCampaign(null);
  }, [list, campaignId, setCampaign]);

  const reportKey =
    campaign && range ? `${campaign.id}|${range.datemin}|${range.datemax}|${range.gap}` : null;
  const report = useAsync(reportKey, () =>
    send('monitoring.positions', {
      campaignId: campaign!.id,
      datemin: range!.datemin,
      datemax: range!.datemax,
      gap: range!.gap,
    }),
  );

  const partial = report.data?.partial ?? false;
  const retries = useMemo(() => ({ key: reportKey, count: 0 }), [reportKey]);
  useEffect(() => {
    if (!partial || report.loading || retries.count >= PARTIAL_RETRIES) return;
    const timer = setTimeout(() => {
      retries.count++;
      report.reload();
    }, PARTIAL_RETRY_MS);
    return () => clearTimeout(timer);
  }, [partial, report, retries]);

  return {
    ready: ready && (!host || !campaigns.loading || campaigns.data !== null),
    followed,
    host,
    campaigns: list,
    campaignsError: campaigns.error,
    campaignsLoading: campaigns.loading,
    campaign,
    refreshCampaigns,
    range,
    report: report.data && report.data.campaign.id === campaign?.id ? report.data : null,
    reportError: report.error,
    reportLoading: report.loading,
    reloadReport: report.reload,
  };
}
