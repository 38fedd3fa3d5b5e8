import { useEffect } from 'react';
import { panelRequest, type PanelRequest } from '@/lib/storage/watch';

/** A request older than this was left by a panel that never opened: ignore it. */
export const REQUEST_MAX_AGE_MS = 10 * 60_000;

/**
 * Calls `onRequested` when a changes notification was clicked (the background stores the request
 * and opens the panel; a browser that cannot open it opens `sidepanel.html?view=changes` in a
 * tab), now or later while the panel is open, and consumes the request.
 */
export function useChangesRequested(onRequested: () => void): void {
  useEffect(() => {
    if (new URLSearchParams(location.search).get('view') === 'changes') onRequested();
    const check = (request: PanelRequest | null) => {
      // Another view's request is its own hook's to consume.
      if (request?.view !== 'changes') return;
      if (Date.now() - request.at < REQUEST_MAX_AGE_MS) onRequested();
      void panelRequest.setValue(null);
    };
    void panelRequest.getValue().then(check);
    return panelRequest.watch(check);
  }, [onRequested]);
}
