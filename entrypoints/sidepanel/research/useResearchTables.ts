import { useCallback, useEffect, useState } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import { ServiceError } from '@/lib/api/errors';
import type { ResearchTables } from '@/lib/domain/research';
import { send } from '@/lib/messaging/client';

export interface TablesState {
  tables: ResearchTables | null;
  error: SerializedError | null;
  loading: boolean;
  /** Ask again; `fresh` skips the background's day-long cache. */
  reload: (fresh?: boolean) => void;
}

/** The lookup tables for the form, from the background (cached there, so this is quick). */
export function useResearchTables(): TablesState {
  const [tables, setTables] = useState<ResearchTables | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const [loading, setLoading] = useState(true);
  const [request, setRequest] = useState({ n: 0, fresh: false });

  useEffect(() => {
    let alive = true;
    setLoading(true);
    send('research.tables', { fresh: request.fresh }).then(
      (t) => {
        if (!alive) return;
        setTables(t);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!alive) return;
        setError(ServiceError.from(e).toJSON());
        setLoading(false);
      },
    );
    return () => {
      alive = false;
    };
  }, [request]);

  const reload = useCallback((fresh = false) => setRequest((r) => ({ n: r.n + 1, fresh })), []);
  return { tables, error, loading, reload };
}
