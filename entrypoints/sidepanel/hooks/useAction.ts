import { useCallback, useState } from 'react';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';

export interface Outcome {
  title: string;
  results: BulkResult;
  names?: Record<string, string>;
  hint?: string;
}

/** One management action at a time: busy flag, the failure, and the per-id outcome to show. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(
    async <T>(
      call: () => Promise<T>,
      describe?: (value: T) => Outcome | null,
    ): Promise<T | null> => {
      setBusy(true);
      setError(null);
      setOutcome(null);
      try {
        const value = await call();
        if (describe) setOutcome(describe(value));
        return value;
      } catch (err) {
        setError(ServiceError.from(err).toJSON());
        return null;
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return {
    busy,
    error,
    outcome,
    run,
    clearError: () => setError(null),
    clearOutcome: () => setOutcome(null),
  };
}
