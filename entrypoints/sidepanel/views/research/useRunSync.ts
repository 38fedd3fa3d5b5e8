import { useEffect } from 'react';
import { recentResearch } from '@/lib/storage/research';
import { useResearchStore } from '@/lib/stores/research';

/**
 * Keeps the run on screen current with storage: a scheduled re-run (fired by an alarm in the
 * background, maybe while this panel was closed) lands there, not in a reply to this page.
 */
export function useRunSync(): void {
  useEffect(
    () =>
      recentResearch.watch((runs) => {
        const { run: current, showRun } = useResearchStore.getState();
        if (!current) return;
        const stored = runs.find((r) => r.id === current.id);
        if (!stored) return;
        if (stored.at > current.at) showRun(stored);
        else if (
          stored.retryAt !== current.retryAt ||
          JSON.stringify(stored.retryError) !== JSON.stringify(current.retryError)
        ) {
          // Same results (keep the full, untruncated copy on screen); only the retry state moved.
          showRun({ ...current, retryAt: stored.retryAt, retryError: stored.retryError });
        }
      }),
    [],
  );
}
