import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import type { ResearchRun } from '@/lib/storage/research';
import { useResearchStore } from '@/lib/stores/research';
import { RETRY_DELAY_MINUTES, useResearchActions } from './useResearchActions';

/**
 * Gathering failures are never hidden: the service says results may be incomplete and asks for a
 * retry after a few minutes, so offer exactly that (an alarm in the background), or now.
 */
export function GatheringWarning({ run }: { run: ResearchRun }) {
  const { t, date } = useT();
  const running = useResearchStore((s) => s.running);
  const { run: rerun, scheduleRetry, cancelRetry } = useResearchActions();
  return (
    <>
      {run.retryError && (
        <div className="stack rs-gap">
          <p className="muted rs-small-text">{t('research.failures.retryFailed')}</p>
          <ErrorBanner error={run.retryError} />
        </div>
      )}
      {run.gatheringFailures > 0 && (
        <div className="banner banner-warning rs-warning" role="status">
          <div className="stack rs-gap-small">
            <p>
              <strong>{t('research.failures.title', { count: run.gatheringFailures })}</strong>{' '}
              {t('research.failures.body')}
            </p>
            {run.retryAt && (
              <p>
                {t('research.failures.scheduled', {
                  time: date(run.retryAt, { timeStyle: 'short' }),
                })}
              </p>
            )}
            <div className="row rs-wrap">
              {run.retryAt ? (
                <button type="button" className="btn" onClick={() => void cancelRetry(run.id)}>
                  {t('research.failures.cancel')}
                </button>
              ) : (
                <button type="button" className="btn" onClick={() => void scheduleRetry(run.id)}>
                  {t('research.failures.later', { minutes: RETRY_DELAY_MINUTES })}
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost"
                disabled={running}
                onClick={() => void rerun(run.params, run.id)}
              >
                {t('research.failures.now')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
