import { useCallback, useEffect, useRef, useState } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { asError } from '@/lib/messaging/as-error';

export interface Loaded<T> {
  /** The newest answer; kept while another key or a reload loads, so a table does not blank. */
  data: T | null;
  error: SerializedError | null;
  /** A load is running. Always ends: with an answer, an error, or a key that wants no load. */
  loading: boolean;
  /** Load again (after a change, or the user's retry). */
  reload: () => void;
  /** Show an answer the page got otherwise, e.g. what a save returned, without asking again. */
  replace: (data: T) => void;
}

interface State<T> {
  data: T | null;
  error: SerializedError | null;
  loading: boolean;
}

/**
 * The one way a page loads service data (the house style). Runs `load` whenever `key` changes;
 * `null` says no load is wanted (the data is dropped and any busy indicator ends). The newest key
 * wins: the answer or error of a superseded key, a reload or a closed page never lands. An error
 * reaches the page (`error`) and the diagnostics log, under `where` (e.g. `popup: history`).
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, where: string): Loaded<T> {
  const [state, setState] = useState<State<T>>({ data: null, error: null, loading: key !== null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const whereRef = useRef(where);
  useEffect(() => {
    loadRef.current = load;
    whereRef.current = where;
  });

  useEffect(() => {
    if (key === null) {
      setState((s) =>
        s.data === null && s.error === null && !s.loading
          ? s
          : { data: null, error: null, loading: false },
      );
      return;
    }
    // This run of the effect is the newest until its cleanup: only then may its outcome land.
    let newest = true;
    setState((s) => (s.loading && s.error === null ? s : { ...s, loading: true, error: null }));
    // `load` may throw before its promise exists: that is an error of the load too.
    new Promise<T>((resolve) => resolve(loadRef.current())).then(
      (data) => newest && setState({ data, error: null, loading: false }),
      (error: unknown) => {
        void logCaught(whereRef.current, error);
        if (newest) {
          setState((s) => ({ ...s, error: asError(error), loading: false }));
        }
      },
    );
    return () => {
      newest = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState((s) => ({ ...s, data, error: null })), []);
  return { data: state.data, error: state.error, loading: state.loading, reload, replace };
}
