import { useCallback, useEffect, useRef, useState } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { createTranslator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import { send } from '@/lib/messaging/client';
import { asError } from '@/lib/messaging/as-error';
import { remotePort } from '@/lib/monitoring/remote';
import { reviewTranslator } from '../document/strings';
import type { Start } from '../setup/SetupForm';
import { gather, type GatherProgress, type Gathered } from './gather';
import { Cancelled, Recorder } from './recorder';

export type Gathering =
  | { phase: 'idle' }
  | { phase: 'running'; start: Start; progress: GatherProgress | null }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: SerializedError }
  | { phase: 'done'; start: Start; gathered: Gathered };

/**
 * Runs one gathering at a time. Cancel aborts it: no request is sent after (the one on its way
 * is answered and dropped), and a tab closed meanwhile has its queued reads dropped by the
 * background. Every failure reaches the page (and the diagnostics log), never swallowed.
 */
export function useGathering() {
  const [state, setState] = useState<Gathering>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(async (start: Start) => {
    abort.current?.abort();
    const controller = (abort.current = new AbortController());
    const recorder = new Recorder(controller.signal, start.prior);
    const current = () => abort.current === controller;
    setState({ phase: 'running', start, progress: null });
    const say = reviewTranslator(start.choice.language);
    try {
      // The errors' sentences in the review's language, which may not be the page's.
      const { error: sayError } = createTranslator(
        start.choice.language,
        await loadMessages(start.choice.language, []),
      );
      const gathered = await gather(
        {
          choice: start.choice,
          groupIds: start.groupIds,
          groupTitles: start.groupTitles,
          stored: start.stored,
          announced: start.cost.total,
        },
        {
          port: await remotePort('later'),
          retrieve: (id) => send('audits.retrieve', { id, later: true }),
          recorder,
          sayGap: (kind, values) => say.t(`review.tab.gaps.${kind}`, values),
          sayError,
          onProgress: (progress) => current() && setState({ phase: 'running', start, progress }),
        },
      );
      if (current()) setState({ phase: 'done', start, gathered });
    } catch (error) {
      if (!current()) return;
      if (error instanceof Cancelled || controller.signal.aborted)
        return setState({ phase: 'cancelled' });
      void logCaught('review: gathering', error);
      setState({ phase: 'failed', error: asError(error) });
    }
  }, []);

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState({ phase: 'cancelled' });
  }, []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, cancel, reset };
}
