import { lazy, Suspense, useEffect } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useStringsComplete, useT } from '@/components/I18n';
import { usePresence } from '@/components/usePresence';
import { useStorageItem } from '@/components/useStorageItem';
import { connectionState } from '@/lib/storage/connection';
import { defaultPreferences, preferences } from '@/lib/storage/prefs';
import { usePopupStore, type PopupView } from '@/lib/stores/popup';
import { connectionProblem, recheckConnection } from './connection-problem';
import { openOptions } from './openReport';
import { PageView } from './page/PageView';
import { bootSnapshot } from './boot';
import { preloadMessaging } from './send';
import { useActiveTab } from './useActiveTab';

// Rarely opened: kept out of the first chunk.
const RecentView = lazy(() => import('./recent/RecentView'));
const ConnectCard = lazy(() => import('./ConnectCard').then((m) => ({ default: m.ConnectCard })));

const VIEWS: PopupView[] = ['page', 'recent'];

export function App() {
  const { t } = useT();
  // The recent runs' and the first-run card's strings are in
  // lib/i18n/locales/en/popup.later.json, loaded right after the first frame.
  const complete = useStringsComplete();
  const tab = useActiveTab();
  const boot = bootSnapshot();
  const connection = useStorageItem(connectionState) ?? boot?.connection;
  const prefs = useStorageItem(preferences) ?? boot?.prefs ?? defaultPreferences;
  const view = usePopupStore((s) => s.view);
  const setView = usePopupStore((s) => s.setView);
  // One copy of the count: the background stores what every answer (or Limit error) reports
  // before the page hears of it, so the popup never keeps its own.
  const tokensLeft = connection?.tokensLeft ?? null;

  useEffect(preloadMessaging, []);
  // While the popup is open the background polls running audits every few seconds.
  usePresence();

  const unconfigured = connection?.state === 'unconfigured';
  const problem = connection ? connectionProblem(connection) : null;
  return (
    <div className="popup">
      <header className="popup-header">
        <span className="brand">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="none" stroke="var(--accent)" strokeWidth="3" />
            <path
              d="M7 13l3 3 7-8"
              fill="none"
              stroke="var(--accent)"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {t('common.appName')}
        </span>
        <span className="spacer" />
        {tokensLeft !== null && (
          <span className="tokens" data-testid="tokens-left" title={t('popup.header.tokensTitle')}>
            {t('popup.header.tokens', { count: tokensLeft })}
          </span>
        )}
        <button
          type="button"
          className="btn btn-ghost icon"
          onClick={openOptions}
          aria-label={t('popup.header.options')}
          title={t('popup.header.options')}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1L11 21h4l.4-2.9a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
            />
          </svg>
        </button>
      </header>

      {!connection || tab.loading ? (
        <p className="muted pad">{t('common.loading')}</p>
      ) : unconfigured ? (
        <main className="pad">
          <Suspense fallback={null}>{complete && <ConnectCard />}</Suspense>
        </main>
      ) : (
        <>
          <nav className="tabs" role="tablist" aria-label={t('popup.tabs.label')}>
            {VIEWS.map((v) => (
              <button
                key={v}
                type="button"
                role="tab"
                id={`tab-${v}`}
                aria-selected={view === v}
                aria-controls={`panel-${v}`}
                tabIndex={view === v ? 0 : -1}
                onClick={() => setView(v)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
                  const next = VIEWS[(VIEWS.indexOf(v) + 1) % VIEWS.length];
                  setView(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }}
              >
                {t(v === 'page' ? 'popup.tabs.page' : 'popup.tabs.recent')}
              </button>
            ))}
          </nav>
          <main
            className="pad"
            role="tabpanel"
            id={`panel-${view}`}
            aria-labelledby={`tab-${view}`}
          >
            {problem && (
              <div className="connection-problem">
                <ErrorBanner error={problem} onRetry={recheckConnection} />
              </div>
            )}
            {view === 'page' ? (
              <PageView
                url={tab.url}
                connection={connection}
                tokensLeft={tokensLeft}
                prefs={prefs}
              />
            ) : (
              <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
                {complete ? (
                  <RecentView connection={connection} />
                ) : (
                  <p className="muted">{t('common.loading')}</p>
                )}
              </Suspense>
            )}
          </main>
        </>
      )}
    </div>
  );
}
