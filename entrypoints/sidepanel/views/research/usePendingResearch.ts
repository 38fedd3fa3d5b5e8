import { useEffect } from 'react';
import { keywordsFromSelection } from '@/lib/domain/research';
import { pendingResearch, type PendingResearch } from '@/lib/storage/research';
import { useResearchStore } from '@/lib/stores/research';

/** A selection older than this was left by a panel that never opened: ignore it. */
export const PENDING_MAX_AGE_MS = 10 * 60_000;

export function isFresh(pending: PendingResearch | null, now = Date.now()): boolean {
  return !!pending && pending.query.trim() !== '' && now - pending.at < PENDING_MAX_AGE_MS;
}

/**
 * Consumes the context menu's "Research '%s'" selection once: prefills the keywords (replacing
 * what was there — the user just asked for this text) and clears the item, now and whenever the
 * menu is used again while the panel is open.
 */
export function usePendingResearch(): void {
  const setDraft = useResearchStore((s) => s.setDraft);
  useEffect(() => {
    const consume = (pending: PendingResearch | null) => {
      if (!pending) return;
      if (isFresh(pending)) {
        setDraft({ keywordsText: keywordsFromSelection(pending.query).join('\n') });
      }
      void pendingResearch.setValue(null);
    };
    void pendingResearch.getValue().then(consume);
    return pendingResearch.watch(consume);
  }, [setDraft]);
}

/**
 * For the side panel's App: calls `onRequested` when the context menu asked for research (now, or
 * later while the panel is open), so it can switch to the Research tab, which then consumes it.
 * `useResearchRequested(() => setTab('research'))`.
 */
export function useResearchRequested(onRequested: () => void): void {
  useEffect(() => {
    const check = (pending: PendingResearch | null) => {
      if (isFresh(pending)) onRequested();
    };
    void pendingResearch.getValue().then(check);
    return pendingResearch.watch(check);
  }, [onRequested]);
}
