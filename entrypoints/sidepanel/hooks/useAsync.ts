import { useCallback, useEffect, useRef, useState } from 'react';
import { ServiceError, type SerializedError } from '@/lib/api/errors';

export interface AsyncState<T> {
  data: T | null;
  error: SerializedError | null;
  loading: boolean;
  /** Load again (after a change, or the user's retry). */
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load). Keeps the last data while a reload
 * runs, so the table does not blank on a range change, and drops answers of superseded keys.
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<{
    data: T | null;
    error: SerializedError | null;
    loading: boolean;
    key: string | null;
  }>({
    data: null,
    error: null,
    loading: key !== null,
    key: null,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setState({ data: null, error: null, loading: false, key: null });
      return;
    }
    let alive = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    loadRef.current().then(
      (data) => alive && setState({ data, error: null, loading: false, key }),
      (error: unknown) =>
        alive &&
        setState((s) => ({ ...s, error: ServiceError.from(error).toJSON(), loading: false })),
    );
    return () => {
      alive = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
