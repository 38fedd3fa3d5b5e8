import { create } from 'zustand';
import type { SerializedError } from '../api/errors';
import {
  emptyFilter,
  type PhraseFilter,
  type PhraseSortKey,
  type SortDirection,
} from '../domain/research-results';
import { emptyDraft, type ResearchDraft } from '../domain/research-draft';
import type { ResearchRun } from '../storage/research';

/* View state of the Research tab only. Durable things (recent runs) live in storage. */

/** Rows shown at first and added by "Show more": a long report stays quick to render. */
export const PAGE_ROWS = 100;

interface ResearchState {
  draft: ResearchDraft;
  /** Set once "Run" was pressed: problems are shown from then on, not while typing. */
  attempted: boolean;
  running: boolean;
  error: SerializedError | null;
  /** The run on screen: the answer just received, or one picked from the recent list. */
  run: ResearchRun | null;
  sortKey: PhraseSortKey;
  sortDir: SortDirection;
  filter: PhraseFilter;
  visibleRows: number;
  /** Selected phrases (their `value`), for "add to monitoring". */
  selected: string[];
  setDraft: (patch: Partial<ResearchDraft>) => void;
  setAttempted: (attempted: boolean) => void;
  setRunning: (running: boolean) => void;
  setError: (error: SerializedError | null) => void;
  showRun: (run: ResearchRun | null) => void;
  sortBy: (key: PhraseSortKey) => void;
  setSort: (key: PhraseSortKey, dir: SortDirection) => void;
  setFilter: (patch: Partial<PhraseFilter>) => void;
  showMore: () => void;
  toggle: (values: string[], on: boolean) => void;
  clearSelection: () => void;
}

export const useResearchStore = create<ResearchState>()((set) => ({
  draft: emptyDraft,
  attempted: false,
  running: false,
  error: null,
  run: null,
  sortKey: 'value',
  sortDir: 'asc',
  filter: emptyFilter,
  visibleRows: PAGE_ROWS,
  selected: [],
  setDraft: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
  setAttempted: (attempted) => set({ attempted }),
  setRunning: (running) => set({ running }),
  setError: (error) => set({ error }),
  // A different run resets what only made sense for the previous one; the same run (a re-run
  // landing) keeps the user's sort, filter and selection.
  showRun: (run) =>
    set((s) =>
      s.run && run && s.run.id === run.id
        ? { run }
        : { run, filter: emptyFilter, visibleRows: PAGE_ROWS, selected: [] },
    ),
  sortBy: (key) =>
    set((s) => ({
      sortKey: key,
      sortDir: s.sortKey === key && s.sortDir === 'asc' ? 'desc' : 'asc',
    })),
  setSort: (sortKey, sortDir) => set({ sortKey, sortDir }),
  setFilter: (patch) => set((s) => ({ filter: { ...s.filter, ...patch }, visibleRows: PAGE_ROWS })),
  showMore: () => set((s) => ({ visibleRows: s.visibleRows + PAGE_ROWS })),
  toggle: (values, on) =>
    set((s) => {
      const next = new Set(s.selected);
      for (const v of values) {
        if (on) next.add(v);
        else next.delete(v);
      }
      return { selected: [...next] };
    }),
  clearSelection: () => set({ selected: [] }),
}));
