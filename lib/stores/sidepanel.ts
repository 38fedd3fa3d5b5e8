import { create } from 'zustand';
import type { SortDir, SortKey } from '@/lib/domain/positions';
import type { Gap } from '@/lib/domain/gap';
import type { EntityStatus } from '@/lib/domain/entity-status';
import type { RankType } from '@/lib/domain/rank-type';
import type { ReportFilters } from '@/lib/messaging/protocol/monitoring/positions';
import type { CampaignSummary } from '@/lib/messaging/protocol/monitoring/campaigns';

/**
 * View state of the side panel (zustand, UI only: nothing here must outlive the page). Fetched
 * reports live in the hooks that load them; durable choices (the opening range and gap) are
 * preferences in storage.
 */
export type PanelTab =
  'positions' | 'overview' | 'manage' | 'sharing' | 'campaigns' | 'research' | 'changes';

export interface RangeState {
  datemin: string;
  datemax: string;
  gap: Gap;
  /** The preset that produced the range (days), or null for a custom range. */
  presetDays: number | null;
}

export interface SidepanelState {
  tab: PanelTab;
  /** The campaign chosen for the followed domain (null: the first match). */
  campaignId: number | null;
  /** A campaign opened from the campaign browser, shown whatever the tab (null: the tab's own). */
  browsed: CampaignSummary | null;
  range: RangeState | null;
  search: string;
  groupId: number | null;
  device: string | null;
  status: EntityStatus | null;
  sortKey: SortKey;
  sortDir: SortDir;
  /** Keyword ids ticked in the positions table, for bulk actions. */
  selected: number[];
  /** The keyword whose story (chart + details) is open. */
  storyKeywordId: number | null;
  /** Organic, paid or maps results in the positions report. */
  rankType: RankType;
  /** The service's keyword filters the report is narrowed with (null: none). */
  serviceFilters: ReportFilters | null;
  /** The selected keywords' details are open. */
  selectionDetails: boolean;

  setTab: (tab: PanelTab) => void;
  setCampaign: (id: number | null) => void;
  openCampaign: (campaign: CampaignSummary | null) => void;
  setRange: (range: RangeState) => void;
  setFilter: (
    patch: Partial<Pick<SidepanelState, 'search' | 'groupId' | 'device' | 'status'>>,
  ) => void;
  sortBy: (key: SortKey) => void;
  setSort: (key: SortKey, dir: SortDir) => void;
  toggleSelected: (id: number) => void;
  setSelected: (ids: number[]) => void;
  openStory: (id: number | null) => void;
  setRankType: (type: RankType) => void;
  setServiceFilters: (filters: ReportFilters | null) => void;
  openSelectionDetails: (open: boolean) => void;
  /** A new domain or campaign: filters and selection of the old one no longer apply. */
  resetForCampaign: () => void;
}

/** Sensible first direction per column: best positions and biggest numbers first. */
const firstDir: Record<SortKey, SortDir> = {
  title: 'asc',
  position: 'asc',
  best: 'asc',
  change: 'desc',
  volume: 'desc',
  cpc: 'desc',
};

export const useSidepanelStore = create<SidepanelState>()((set) => ({
  tab: 'positions',
  campaignId: null,
  browsed: null,
  range: null,
  search: '',
  groupId: null,
  device: null,
  status: null,
  sortKey: 'position',
  sortDir: 'asc',
  selected: [],
  storyKeywordId: null,
  rankType: 'organic',
  serviceFilters: null,
  selectionDetails: false,

  setTab: (tab) => set({ tab }),
  setCampaign: (campaignId) => set({ campaignId }),
  openCampaign: (browsed) => set({ browsed }),
  setRange: (range) => set({ range }),
  setFilter: (patch) => set({ ...patch, selected: [] }),
  sortBy: (key) =>
    set((s) =>
      s.sortKey === key
        ? { sortDir: s.sortDir === 'asc' ? 'desc' : 'asc' }
        : { sortKey: key, sortDir: firstDir[key] },
    ),
  setSort: (sortKey, sortDir) => set({ sortKey, sortDir }),
  toggleSelected: (id) =>
    set((s) => ({
      selected: s.selected.includes(id) ? s.selected.filter((x) => x !== id) : [...s.selected, id],
    })),
  setSelected: (selected) => set({ selected }),
  openStory: (storyKeywordId) => set({ storyKeywordId }),
  setRankType: (rankType) => set({ rankType, storyKeywordId: null }),
  setServiceFilters: (serviceFilters) => set({ serviceFilters, selected: [] }),
  openSelectionDetails: (selectionDetails) => set({ selectionDetails }),
  resetForCampaign: () =>
    set({
      search: '',
      groupId: null,
      device: null,
      status: null,
      selected: [],
      storyKeywordId: null,
      serviceFilters: null,
      selectionDetails: false,
    }),
}));
