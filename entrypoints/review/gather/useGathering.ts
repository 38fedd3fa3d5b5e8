import { useCallback, useEffect, useRef, useState } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import { caught, logCaught } from '@/lib/diagnostics/log';
import { withdraw } from '@/lib/storage/withdrawn';
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

/** No read of this gathering is sent after this: the page's are aborted, the queued ones taken back. */
function stop(gathering: { controller: AbortController; ticket: string } | null): void {
  if (!gathering || gathering.controller.signal.aborted) return;
  gathering.controller.abort();
  void withdraw(gathering.ticket).catch(caught('review: taking back the queued reads'));
}

/**
 * Runs one gathering at a time. Cancel stops it: the read already on its way is answered and
 * dropped, the one queued in the background is taken back by its ticket (lib/storage/withdrawn.ts),
 * and nothing more is asked; a tab closed meanwhile has its queued reads dropped by the
 * background too. Every failure reaches the page (and the diagnostics log), never swallowed.
 */
export function useGathering() {
  const [state, setState] = useState<Gathering>({ phase: 'idle' });
  const running = useRef<{ controller: AbortController; ticket: string } | null>(null);
  useEffect(() => () => stop(running.current), []);

  const run = useCallback(async (start: Start) => {
    stop(running.current);
    const controller = new AbortController();
    // Stopping also takes back the read queued in the background behind its own long work.
    const ticket = crypto.randomUUID();
    running.current = { controller, ticket };
    const recorder = new Recorder(controller.signal, start.prior);
    const current = () => running.current?.controller === controller;
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
          port: await remotePort('later', ticket),
          retrieve: (id) => send('audits.retrieve', { id, later: true, ticket }),
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
    stop(running.current);
    setState({ phase: 'cancelled' });
  }, []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, cancel, reset };
}
