import { useCallback } from 'react';
import { ServiceError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import type { ResearchParams } from '@/lib/storage/research';
import { useResearchStore } from '@/lib/stores/research';

/** Minutes a scheduled retry waits (the service: "retry after a few minutes"). */
export const RETRY_DELAY_MINUTES = 5;

/** Commands of the Research view; failures land in the store's error for the banner. */
export function useResearchActions() {
  const { setRunning, setError, showRun } = useResearchStore.getState();

  const guard = useCallback(
    async (work: () => Promise<void>) => {
      setError(null);
      try {
        await work();
      } catch (error) {
        setError(ServiceError.from(error).toJSON());
      }
    },
    [setError],
  );

  const run = useCallback(
    (params: ResearchParams, replaceId?: string) =>
      guard(async () => {
        setRunning(true);
        try {
          showRun(await send('research.run', { params, replaceId }));
        } finally {
          setRunning(false);
        }
      }),
    [guard, setRunning, showRun],
  );

  const scheduleRetry = useCallback(
    (id: string) =>
      guard(async () => {
        showRun(await send('research.scheduleRetry', { id, delayMinutes: RETRY_DELAY_MINUTES }));
      }),
    [guard, showRun],
  );

  const cancelRetry = useCallback(
    (id: string) =>
      guard(async () => {
        showRun(await send('research.cancelRetry', { id }));
      }),
    [guard, showRun],
  );

  const forget = useCallback(
    (id?: string) =>
      guard(async () => {
        await send('research.forget', { id });
        const current = useResearchStore.getState().run;
        if (!id || current?.id === id) showRun(null);
      }),
    [guard, showRun],
  );

  return { run, scheduleRetry, cancelRetry, forget };
}
