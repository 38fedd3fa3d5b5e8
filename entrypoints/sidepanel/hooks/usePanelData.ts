import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStorageItem } from '@/components/useStorageItem';
import { defaultRange } from '@/lib/domain/dates';
import { siteHost } from '@/lib/domain/domain-match';
import { send } from '@/lib/messaging/client';
import { defaultPreferences, preferences } from '@/lib/storage/prefs';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import type { PanelData } from '../context';
import { isRankDataFresh } from '@/lib/domain/freshness';
import { panelKey, positionsKey } from '@/lib/storage/panel-cache';
import { domainCampaignsSchema, positionsReportSchema } from '@/lib/storage/panel-schemas';
import { useReportView } from './useReportView';
import { usePanelEntry } from './usePanelEntry';
import { useFollowedTab } from './useFollowedTab';
import { takeEarlyDomain } from '../boot';

/** The campaigns of a domain are asked for again after this long (the list rarely changes). */
const DOMAIN_FRESH_MS = 5 * 60_000;

/** Partial (throttled) reports are fetched again by themselves after this long, at most twice. */
const PARTIAL_RETRY_MS = 5_000;
const PARTIAL_RETRIES = 2;

/**
 * Everything the views share, loaded in order: tab → domain's campaigns → positions report. Both
 * paint from the panel cache at once; the report is asked for again only when the service can
 * have new data (once a day), the campaigns after a few minutes.
 */
export function usePanelData(): PanelData & { ready: boolean } {
  const { tab: followed, ready } = useFollowedTab();
  const host = siteHost(followed?.url);
  const prefs = useStorageItem(preferences);
  const range = useSidepanelStore((s) => s.range);
  const campaignId = useSidepanelStore((s) => s.campaignId);
  const browsed = useSidepanelStore((s) => s.browsed);
  const { setRange, setCampaign, resetForCampaign } = useSidepanelStore.getState();

  // The opening range comes from the preferences, once they are read (a stored object may lack
  // a field: the default stands in for it, never NaN days).
  useEffect(() => {
    if (!prefs || range) return;
    const days = prefs.rangeDays ?? defaultPreferences.rangeDays;
    setRange({ ...defaultRange(days), gap: prefs.gap ?? defaultPreferences.gap, presetDays: days });
  }, [prefs, range, setRange]);

  const fresh = useRef(false);
  const campaigns = usePanelEntry(
    host ? panelKey('domain', host) : null,
    domainCampaignsSchema,
    () => {
      const wantFresh = fresh.current;
      fresh.current = false;
      const early = wantFresh ? null : takeEarlyDomain(host as string);
      return early ?? send('monitoring.forDomain', { domain: host as string, fresh: wantFresh });
    },
    (entry) => Date.now() - entry.at >= 0 && Date.now() - entry.at < DOMAIN_FRESH_MS,
  );
  const { reload: reloadCampaigns } = campaigns;
  const refreshCampaigns = useCallback(() => {
    fresh.current = true;
    reloadCampaigns();
  }, [reloadCampaigns]);
  const stored = campaigns.data;
  const list = host && stored?.domain === host ? stored.campaigns : null;
  const siteCampaign = list?.find((c) => c.id === campaignId) ?? list?.[0] ?? null;
  // One opened from the campaign browser wins until the user goes back to the tab's own.
  const campaign = useMemo(
    () => (browsed ? { ...browsed, match: 'exact' as const } : siteCampaign),
    [browsed, siteCampaign],
  );

  // A different site or campaign: the old filters, selection and open keyword no longer apply.
  useEffect(() => {
    resetForCampaign();
  }, [campaign?.id, resetForCampaign]);
  useEffect(() => {
    if (campaignId !== null && list && !list.some((c) => c.id === campaignId)) setCampaign(null);
  }, [list, campaignId, setCampaign]);

  const view = useReportView(campaign?.id ?? null);
  const scope = campaign && range && view ? { ...range, ...view, campaignId: campaign.id } : null;
  const report = usePanelEntry(
    scope ? positionsKey(scope) : null,
    positionsReportSchema,
    () => send('monitoring.positions', scope!),
    (entry) => entry.complete && !entry.value.partial && isRankDataFresh(entry.at),
  );
  const reportKey = scope ? positionsKey(scope) : null;

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
    ready: ready && (!host || !campaigns.loading || list !== null),
    followed,
    host,
    campaigns: list,
    campaignsError: campaigns.error,
    campaignsLoading: campaigns.loading,
    campaign,
    browsing: browsed !== null,
    refreshCampaigns,
    range,
    report: report.data && report.data.campaign.id === campaign?.id ? report.data : null,
    reportError: report.error,
    // An entry stays incomplete when its fill failed (a groups read that timed out): the error
    // is shown and nothing is being read for it any more, so it is no longer updating.
    reportLoading: report.loading || (!report.complete && report.error === null),
    reportAt: report.at,
    reportProgress: report.progress,
    reloadReport: report.reload,
    competitors: view?.competitors ?? [],
  };
}
