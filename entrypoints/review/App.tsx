import { useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { usePresence } from '@/components/usePresence';
import { isoDay } from '@/lib/domain/dates';
import { GatherProgress } from './gather/GatherProgress';
import { useGathering } from './gather/useGathering';
import { readReviewLink } from './link';
import { ReviewShown } from './ReviewShown';
import type { SetupDraft } from './setup/draft';
import { SetupForm } from './setup/SetupForm';
import { useSetupData } from './setup/useSetupData';

/**
 * `review.html?campaign=<id>&domain=<domain>&title=<title>`: a site review in a tab of its own —
 * the setup, the gathering at the service's pace, then the review to save or print.
 */
export function App() {
  const { t } = useT();
  const [link] = useState(() => readReviewLink(location.search));
  // The user's calendar day, read once: a review set up before midnight keeps its periods.
  const [today] = useState(() => isoDay(new Date()));
  const setup = useSetupData(link);
  const { state, run, cancel, reset } = useGathering();
  const [draft, setDraft] = useState<SetupDraft | null>(null);
  usePresence();
  useEffect(() => {
    if (link) document.title = t('review.tab.docTitle', { title: link.title });
  }, [link, t]);

  if (state.phase === 'done') {
    return <ReviewShown start={state.start} gathered={state.gathered} onBack={reset} />;
  }
  return (
    <div className="rt-page">
      <header className="rt-header stack tight">
        <span className="muted small">{t('review.tab.heading')}</span>
        <h1>{link?.title ?? t('review.tab.heading')}</h1>
        {link && link.title !== link.domain && <p className="muted">{link.domain}</p>}
      </header>
      <main className="stack">
        {!link && <p className="banner banner-error">{t('review.tab.badLink')}</p>}
        <ErrorBanner error={setup.error} onRetry={setup.reload} />
        {link && !setup.data && !setup.error && (
          <p className="muted" role="status">
            {t('review.tab.setup.loading')}
          </p>
        )}
        {state.phase === 'running' ? (
          <GatherProgress
            choice={state.start.choice}
            announced={state.start.cost.total}
            progress={state.progress}
            onCancel={cancel}
          />
        ) : (
          <>
            {state.phase === 'cancelled' && (
              <p className="banner" role="status">
                {t('review.tab.progress.cancelled')}
              </p>
            )}
            {state.phase === 'failed' && (
              <div className="stack">
                <p className="banner banner-error">{t('review.tab.progress.failed')}</p>
                <ErrorBanner error={state.error} onDismiss={reset} />
              </div>
            )}
            {link && setup.data && (
              <SetupForm
                link={link}
                data={setup.data}
                today={today}
                initial={draft}
                onStart={(start, kept) => {
                  setDraft(kept);
                  void run(start);
                }}
              />
            )}
          </>
        )}
      </main>
    </div>
  );
}
