import { create } from 'zustand';
import type { AuditStatus } from '@/lib/domain/audit-status';
import type { Device } from '@/lib/domain/device';
import type { RunInputs } from '@/lib/domain/run-settings';
import type { AuditPageSize, AuditSortField, SortOrder } from '@/lib/domain/list-order';

/*
 * View state of the popup only (durable data lives in storage). Drafts live here so switching
 * between "This page" and "Recent audits" — or a failed launch — never loses what the user chose.
 */

export type PopupView = 'page' | 'recent';
export type SortField = AuditSortField;
export type PageSize = AuditPageSize;

export interface LaunchDraft {
  /** Null until the user changes them: the preference defaults apply. */
  devices: Device[] | null;
  types: string[] | null;
  /** 'profile' launches with `profileId`; null profileId means "use the default profile". */
  mode: 'types' | 'profile' | null;
  profileId: number | null;
  title: string;
  /** What is audited: this page, several pages of the site (one run), or keywords. */
  target: LaunchTarget;
  /** Other pages of the site ticked among the page's links (target 'pages'). */
  pages: string[];
  /** Addresses pasted one per line (target 'pages'), kept as typed. */
  pasted: string;
  /** Phrases one per line (target 'keywords'), kept as typed. */
  keywords: string;
  engine: number | null;
  country: number | null;
  /** A place for the keyword audits (`keywords_options.location`), as typed; empty: none. */
  location: string;
  /** This run's own settings as typed; null: the profile's or the types' defaults are sent. */
  runInputs: RunInputs | null;
}

export type LaunchTarget = 'page' | 'pages' | 'keywords';

export const emptyLaunch: LaunchDraft = {
  devices: null,
  types: null,
  mode: null,
  profileId: null,
  title: '',
  target: 'page',
  pages: [],
  pasted: '',
  keywords: '',
  engine: null,
  country: null,
  location: '',
  runInputs: null,
};

export interface RecentQuery {
  sorting: { field: SortField; sort: SortOrder };
  pager: { itemsPerPage: PageSize; page: number };
  filters: { title: string; auditType: string[]; device: Device[]; status: AuditStatus[] };
}

interface PopupState {
  view: PopupView;
  launch: LaunchDraft;
  recent: RecentQuery;
  /** Parent ids of the two runs picked for a comparison (oldest pick dropped past two). */
  compare: number[];
  setView: (view: PopupView) => void;
  editLaunch: (patch: Partial<LaunchDraft>) => void;
  setRecent: (patch: Partial<RecentQuery>) => void;
  setRecentFilters: (patch: Partial<RecentQuery['filters']>) => void;
  toggleCompare: (parentId: number) => void;
  clearCompare: () => void;
}

export const initialRecent: RecentQuery = {
  sorting: { field: 'created', sort: 'desc' },
  pager: { itemsPerPage: 10, page: 0 },
  filters: { title: '', auditType: [], device: [], status: [] },
};

export const usePopupStore = create<PopupState>()((set) => ({
  view: 'page',
  launch: emptyLaunch,
  recent: initialRecent,
  compare: [],
  setView: (view) => set({ view }),
  editLaunch: (patch) => set((s) => ({ launch: { ...s.launch, ...patch } })),
  // Changing sorting or filters starts again from the first page.
  setRecent: (patch) =>
    set((s) => ({
      recent: {
        ...s.recent,
        ...patch,
        pager: patch.pager ?? { ...s.recent.pager, page: patch.sorting ? 0 : s.recent.pager.page },
      },
    })),
  setRecentFilters: (patch) =>
    set((s) => ({
      recent: {
        ...s.recent,
        filters: { ...s.recent.filters, ...patch },
        pager: { ...s.recent.pager, page: 0 },
      },
    })),
  toggleCompare: (parentId) =>
    set((s) => ({
      compare: s.compare.includes(parentId)
        ? s.compare.filter((id) => id !== parentId)
        : [...s.compare, parentId].slice(-2),
    })),
  clearCompare: () => set({ compare: [] }),
}));
