import { useEffect, useRef, useState } from 'react';
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
  // The newest `load` (a closure over this render's inputs) is the one an effect run calls.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    // Nothing wanted: no data, and nothing busy (a load of the key before is let go).
    if (key === null) return setState({ data: null, error: null, loading: false });
    // This run of the effect is the newest until its cleanup: only then may its outcome land.
    let newest = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    // `load` may throw before its promise exists: that is an error of the load too.
    new Promise<T>((resolve) => resolve(loadRef.current())).then(
      (data) => newest && setState({ data, error: null, loading: false }),
      (error: unknown) => {
        void logCaught(where, error);
        if (newest) setState((s) => ({ ...s, error: asError(error), loading: false }));
      },
    );
    return () => {
      newest = false;
    };
  }, [key, attempt, where]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
