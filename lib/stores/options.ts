import { create } from 'zustand';
import type { AuditType } from '../domain/audit-types';
import type { ProfileDraft } from '../domain/profile-draft';
import type { AuditPageSize, SortOrder } from '@/lib/domain/list-order';

/*
 * View state of the options page, sliced by area. Nothing durable: profiles live in the service,
 * preferences in storage. Drafts are kept per profile so moving between profiles or sections
 * never loses what the user typed.
 */

export type OptionsSection =
  'connection' | 'profiles' | 'preferences' | 'search' | 'spending' | 'transfer' | 'diagnostics';
export const optionsSections: OptionsSection[] = [
  'connection',
  'profiles',
  'preferences',
  'search',
  'spending',
  'transfer',
  'diagnostics',
];

export interface ProfileQuery {
  sort: SortOrder;
  page: number;
  perPage: AuditPageSize;
  title: string;
  types: AuditType[];
}

interface OptionsState {
  section: OptionsSection;
  setSection: (section: OptionsSection) => void;

  query: ProfileQuery;
  /** Change the query; any change but the page itself goes back to the first page. */
  setQuery: (change: Partial<ProfileQuery>) => void;
  /** Bumped after a create, save or delete, so the list asks the service again. */
  listVersion: number;
  reloadList: () => void;

  selectedId: number | null;
  select: (id: number | null) => void;
  drafts: Record<number, ProfileDraft>;
  setDraft: (draft: ProfileDraft) => void;
  dropDraft: (id: number) => void;
}

export const initialQuery: ProfileQuery = {
  sort: 'asc',
  page: 0,
  perPage: 10,
  title: '',
  types: [],
};

export const useOptionsStore = create<OptionsState>()((set) => ({
  section: 'connection',
  setSection: (section) => set({ section }),

  query: initialQuery,
  setQuery: (change) => set((s) => ({ query: { ...s.query, page: 0, ...change } })),
  listVersion: 0,
  reloadList: () => set((s) => ({ listVersion: s.listVersion + 1 })),

  selectedId: null,
  select: (selectedId) => set({ selectedId }),
  drafts: {},
  setDraft: (draft) => set((s) => ({ drafts: { ...s.drafts, [draft.profileId]: draft } })),
  dropDraft: (id) =>
    set((s) => {
      const { [id]: _dropped, ...drafts } = s.drafts;
      return { drafts };
    }),
}));
