import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { readPanelEntry, watchPanelEntry, type PanelEntry } from '@/lib/storage/panel-cache';
import { bootEntry } from '../boot';

export interface PanelEntryState<T> {
  data: T | null;
  /** When the shown data came from the service (ms), null before any. */
  at: number | null;
  /** False while the background still fills the entry in (statuses, parts of a big report). */
  complete: boolean;
  progress: PanelEntry<T>['progress'];
  error: SerializedError | null;
  /** A request is running (there may be stored data on screen meanwhile). */
  loading: boolean;
  /** Ask the service again now, whatever is stored (after a change, or the user's retry). */
  reload: () => void;
}

interface State<T> {
  key: string | null;
  entry: PanelEntry<T> | null;
  error: SerializedError | null;
  loading: boolean;
}

/**
 * Stale-while-revalidate over the panel cache (lib/storage/panel-cache.ts): paints what is stored
 * under `key` at once (checked by `schema`: an unreadable entry is dropped and counts as none), asks the background (`load`) only when nothing is stored or `isFresh` says
 * it can have changed, and follows the entry while the background fills it in, so the view
 * updates in place. The previous key's data stays while a new key loads (a range change does not
 * blank the table); answers for a superseded key are dropped.
 */
export function usePanelEntry<T>(
  key: string | null,
  schema: z.ZodMiniType<T>,
  load: () => Promise<T>,
  isFresh: (entry: PanelEntry<T>) => boolean,
): PanelEntryState<T> {
  // What the panel read at start-up (../boot.ts) paints in the first frame.
  const [state, setState] = useState<State<T>>(() => {
    const booted = key === null ? null : bootEntry<T>(key);
    return { key: booted ? key : null, entry: booted, error: null, loading: key !== null };
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const schemaRef = useRef(schema);
  const freshRef = useRef(isFresh);
  useEffect(() => {
    loadRef.current = load;
    schemaRef.current = schema;
    freshRef.current = isFresh;
  });
  const forced = useRef(false);

  useEffect(() => {
    if (key === null) {
      setState({ key: null, entry: null, error: null, loading: false });
      return;
    }
    let alive = true;
    const show = (entry: PanelEntry<T>) =>
      alive && setState((s) => ({ ...s, key, entry, error: null }));
    const unwatch = watchPanelEntry(key, schemaRef.current, (entry) => entry && show(entry));
    const fetch = () => {
      const startedAt = Date.now();
      setState((s) => ({ ...s, loading: true, error: null }));
      loadRef.current().then(
        (value) =>
          alive &&
          setState((s) => ({
            ...s,
            key,
            loading: false,
            // The entry this request stored usually arrived first (with its real time).
            entry:
              s.key === key && s.entry?.complete && s.entry.at >= startedAt
                ? s.entry
                : { at: Date.now(), value, complete: true, progress: null },
          })),
        (error: unknown) => {
          // Shown on the page and kept in the diagnostics log, as useLoad does.
          void logCaught(`side panel: loading ${key}`, error);
          if (alive) {
            setState((s) => ({ ...s, loading: false, error: ServiceError.from(error).toJSON() }));
          }
        },
      );
    };
    const force = forced.current;
    forced.current = false;
    void readPanelEntry(key, schemaRef.current).then((stored) => {
      if (!alive) return;
      if (stored) show(stored);
      if (force || !stored || !freshRef.current(stored)) fetch();
      else setState((s) => ({ ...s, loading: false }));
    });
    return () => {
      alive = false;
      unwatch();
    };
  }, [key, attempt]);

  const reload = useCallback(() => {
    forced.current = true;
    setAttempt((n) => n + 1);
  }, []);
  const entry = state.entry;
  return {
    data: entry?.value ?? null,
    at: entry?.at ?? null,
    complete: entry?.complete ?? false,
    progress: entry?.progress ?? null,
    error: state.error,
    loading: state.loading,
    reload,
  };
}
