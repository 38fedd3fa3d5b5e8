import { createContext, useContext } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import type { DomainCampaign, PositionsReport } from '@/lib/messaging/protocol/monitoring';
import type { RangeState } from '@/lib/stores/sidepanel';
import type { FollowedTab } from './hooks/useFollowedTab';

/** What every view of the panel reads: the followed tab, its campaigns, the range's report. */
export interface PanelData {
  followed: FollowedTab | null;
  /** The tab's host without `www.`; null for non-web tabs. */
  host: string | null;
  campaigns: DomainCampaign[] | null;
  campaignsError: SerializedError | null;
  campaignsLoading: boolean;
  campaign: DomainCampaign | null;
  /** Reload the campaigns of the domain (after a create, rename or status change). */
  refreshCampaigns: () => void;
  range: RangeState | null;
  report: PositionsReport | null;
  reportError: SerializedError | null;
  reportLoading: boolean;
  /** Load the report again (after a management action, or to complete partial data). */
  reloadReport: () => void;
}

export const PanelContext = createContext<PanelData | null>(null);

export function usePanel(): PanelData {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel() outside <PanelContext.Provider>');
  return value;
}
