import { createContext, useContext } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import type { DomainCampaign } from '@/lib/messaging/protocol/monitoring/campaigns';
import type { PositionsReport } from '@/lib/messaging/protocol/monitoring/positions';
import type { RangeState } from '@/lib/stores/sidepanel';
import type { FollowedTab } from './followed-tab';

/** What every view of the panel reads: the followed tab, its campaigns, the range's report. */
export interface PanelData {
  followed: FollowedTab | null;
  /** The tab's host without `www.`; null for non-web tabs. */
  host: string | null;
  campaigns: DomainCampaign[] | null;
  campaignsError: SerializedError | null;
  campaignsLoading: boolean;
  campaign: DomainCampaign | null;
  /** The campaign was opened from the campaign browser, not found for the tab's domain. */
  browsing: boolean;
  /** Reload the campaigns of the domain (after a create, rename or status change). */
  refreshCampaigns: () => void;
  range: RangeState | null;
  report: PositionsReport | null;
  reportError: SerializedError | null;
  /** A request for the report is running, or the shown report is still being filled in. */
  reportLoading: boolean;
  /** When the shown report came from the service (ms); it may be from the panel cache. */
  reportAt: number | null;
  /** Parts received so far of a big campaign's report. */
  reportProgress: { done: number; total: number } | null;
  /** Load the report again (after a management action, or to complete partial data). */
  reloadReport: () => void;
  /** The competitors compared with the campaign (remembered per campaign). */
  competitors: string[];
}

export const PanelContext = createContext<PanelData | null>(null);

export function usePanel(): PanelData {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel() outside <PanelContext.Provider>');
  return value;
}
