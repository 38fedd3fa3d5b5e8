import { useCallback, useState } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import { useLoad } from '@/components/useLoad';
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
  const [request, setRequest] = useState({ n: 0, fresh: false });
  const loaded = useLoad(
    `research-tables:${request.n}`,
    () => send('research.tables', { fresh: request.fresh }),
    'research: the lookup tables',
  );
  const reload = useCallback((fresh = false) => setRequest((r) => ({ n: r.n + 1, fresh })), []);
  return { tables: loaded.data, error: loaded.error, loading: loaded.loading, reload };
}
