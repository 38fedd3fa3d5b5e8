import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useStringsComplete, useT } from '@/components/I18n';
import { useAfterFirstPaint } from '@/components/useAfterFirstPaint';
import { useLoad } from '@/components/useLoad';
import { useStorageItem } from '@/components/useStorageItem';
import type { SerializedError } from '@/lib/api/errors';
import { isAuditableUrl, normalizeUrl } from '@/lib/domain/url';
import type { ConnectionState } from '@/lib/storage/connection';
import { auditHistory, latestResults } from '@/lib/storage/audits';
import type { Preferences } from '@/lib/storage/prefs';
import { bootSnapshot } from '../boot';
import { unlessSaid } from '../connection-problem';
import { send } from '../send';
import { useLaunchOptions } from '../useLaunchOptions';
import { historyWanted } from '../history/history-fresh';
import { LatestRun } from '../runs/LatestRun';
import { TabTarget } from './TabTarget';
import type { CheckNotice, OnDone } from '../runs/answer-text';

/*
 * The launch form, "watch this page" and the history render after the first frame (`rest`): their
 * code loads then too, keeping the popup's first download to what shows the latest score (page
 * budget: README).
 */
const LaunchForm = lazy(() =>
  import('../launch/LaunchForm').then((m) => ({ default: m.LaunchForm })),
);
const WatchPage = lazy(() => import('../watch/WatchPage').then((m) => ({ default: m.WatchPage })));
const History = lazy(() => import('../history/History').then((m) => ({ default: m.History })));
const CheckNotices = lazy(() =>
  import('../runs/CheckNotices').then((m) => ({ default: m.CheckNotices })),
);
// Whether the service can load the page, and why not: with them (./Reach.tsx).
const Reach = lazy(() => import('./Reach').then((m) => ({ default: m.Reach })));
const UnreachableNote = lazy(() => import('./Reach').then((m) => ({ default: m.UnreachableNote })));

interface Props {
  url: string | null;
  connection: ConnectionState;
  /** Audit tokens left: the freshest the popup knows. */
  tokensLeft: number | null;
  prefs: Preferences;
}

/** Everything about the current tab's page: the latest run, a new launch, and the history. */
export function PageView({ url, connection, tokensLeft, prefs }: Props) {
  const { t } = useT();
  const auditable = isAuditableUrl(url);
  const key = normalizeUrl(url);
  const connected = connection.state !== 'unconfigured';
  const boot = bootSnapshot();
  const latest = (useStorageItem(latestResults) ?? boot?.latest)?.[key ?? ''];
  const cachedHistory = (useStorageItem(auditHistory) ?? boot?.history)?.[key ?? ''];
  const options = useLaunchOptions(connected);
  const [notice, setNotice] = useState<string | null>(null);
  const [check, setCheck] = useState<CheckNotice | null>(null);
  const [actionError, setActionError] = useState<SerializedError | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The latest run paints first (no request before the first frame); the rest once its strings
  // (lib/i18n/locales/en/popup.later.json) are in, right after.
  const painted = useAfterFirstPaint();
  const complete = useStringsComplete();
  const rest = painted && complete;
  // Then the service is asked for every run of this URL, unless what is stored is recent and
  // already shows the latest run as it is (../history/history-fresh.ts).
  const wanted = attempt > 0 || historyWanted(cachedHistory, latest);
  // A new run, or one finishing, changes the history: asked again then (when `wanted`). Once
  // the background has stored it, `wanted` turns false and the request in flight is let go.
  const history = useLoad(
    rest && wanted && auditable && url && connected
      ? `${attempt} ${latest?.parentId} ${latest?.running} ${url}`
      : null,
    () => send('audits.history', { url: url ?? '' }),
    'popup: page history',
  );

  // For `npm run bench`: the moment a cached score is on screen.
  const hasScore = Boolean(latest?.children.some((c) => c.score !== null));
  useEffect(() => {
    if (hasScore && performance.getEntriesByName('stormlens:cached-score').length === 0) {
      performance.mark('stormlens:cached-score');
    }
  }, [hasScore]);

  // Said once: what the connection banner above already says is not repeated here.
  const descriptorError = unlessSaid(connection, options.descriptorError);
  const shownHistoryError = unlessSaid(connection, history.error);
  const allowedTypes = options.descriptor ? Object.keys(options.descriptor) : connection.auditTypes;
  // Storage follows deletes and new runs live; the fetched list fills in until storage has it.
  const runs = cachedHistory?.runs ?? history.data ?? [];
  const onDone: OnDone = (message, found) => {
    setNotice(message);
    setCheck(found ?? null);
    setActionError(null);
  };
  const onError = (e: SerializedError | null) => {
    setActionError(e);
    if (e) setNotice(null);
  };

  return (
    <div className="stack page-view">
      <TabTarget url={url} auditable={auditable}>
        <Suspense fallback={null}>
          {rest && <UnreachableNote url={url} baseUrl={connection.baseUrl} />}
        </Suspense>
      </TabTarget>
      {notice && (
        <div className="banner banner-success" role="status" data-testid="action-answer">
          <p>{notice}</p>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('common.dismiss')}
            onClick={() => setNotice(null)}
          >
            ×
          </button>
        </div>
      )}
      {check && (
        <Suspense fallback={null}>
          <CheckNotices check={check} />
        </Suspense>
      )}
      <ErrorBanner error={actionError} onDismiss={() => setActionError(null)} />
      {latest && (
        <LatestRun
          run={latest}
          descriptor={options.descriptor}
          tokensLeft={tokensLeft}
          onDone={onDone}
          onError={onError}
        />
      )}
      {descriptorError?.kind !== shownHistoryError?.kind && (
        <ErrorBanner error={descriptorError} onRetry={options.reload} />
      )}
      <Suspense fallback={null}>
        {/* A page the service cannot load is refused here, before the launch form spends anything. */}
        {rest && (
          <Reach url={url} baseUrl={connection.baseUrl}>
            {(unreachable) => (
              <>
                <LaunchForm
                  url={url ?? ''}
                  allowedTypes={allowedTypes}
                  tokensLeft={tokensLeft}
                  prefs={prefs}
                  options={options}
                  blocked={
                    !auditable
                      ? t('popup.target.launchDisabled')
                      : unreachable
                        ? t('popup.target.launchUnreachable')
                        : null
                  }
                />
                {auditable && !unreachable && connected && url && (
                  <WatchPage url={url} options={options} />
                )}
              </>
            )}
          </Reach>
        )}
        {rest && auditable && (
          <>
            <ErrorBanner error={shownHistoryError} onRetry={() => setAttempt((n) => n + 1)} />
            <History
              runs={runs}
              deletedElsewhere={cachedHistory?.deletedElsewhere ?? 0}
              descriptor={options.descriptor}
              loading={history.loading}
              tokensLeft={tokensLeft}
              onDone={(message, made) => (onDone(message, made), setAttempt((n) => n + 1))}
              onError={onError}
            />
          </>
        )}
      </Suspense>
    </div>
  );
}
