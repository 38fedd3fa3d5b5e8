import { lazy, Suspense } from 'react';
import { useStringsComplete, useT } from '@/components/I18n';
import { StatusPill } from '@/components/StatusPill';
import type { SerializedError } from '@/lib/api/errors';
import { groupByPage } from '@/lib/domain/audit-run';
import { splitAuditTitle } from '@/lib/domain/audit-title';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import type { UrlResults } from '@/lib/storage/audits';
import { ResultGrid } from './ResultGrid';
import type { OnDone } from './answer-text';

// Refresh, clone, delete: loaded right after the first frame, with the launch form and history.
const RunActions = lazy(() => import('./RunActions').then((m) => ({ default: m.RunActions })));
// A run of several pages, one summary row per page: with them too (its strings are later ones).
const PageGroup = lazy(() => import('./PageGroup').then((m) => ({ default: m.PageGroup })));

interface Props {
  run: UrlResults;
  descriptor: SettingsDescriptor | null;
  tokensLeft: number | null;
  onDone: OnDone;
  onError: (error: SerializedError | null) => void;
}

/** The latest run of this URL: progress per child while it runs, the scores once they arrive. */
export function LatestRun({ run, descriptor, tokensLeft, onDone, onError }: Props) {
  const { t, date } = useT();
  // The run's actions speak with lib/i18n/locales/en/popup.later.json: they come with it.
  const complete = useStringsComplete();
  const finished = run.children.filter((c) => c.status === 'ready' || c.status === 'error').length;
  const failed = run.children.filter((c) => c.status === 'error').length;
  const total = run.children.length;
  // A run of several pages: each page's results under its address.
  const pages = groupByPage(run.children);
  return (
    <section
      className="card stack latest"
      aria-labelledby="latest-heading"
      data-parent-id={run.parentId}
      data-running={run.running}
    >
      <div className="row">
        <h2 id="latest-heading">{t('popup.latest.heading')}</h2>
        <span className="spacer" />
        <StatusPill
          status={run.running ? 'inprogress' : failed === total && total > 0 ? 'error' : 'ready'}
        />
      </div>
      <p className="muted small run-meta">
        <span className="clip-text" title={splitAuditTitle(run.title).label}>
          {splitAuditTitle(run.title).label}
        </span>
        <span className="run-meta-date">
          {' · '}
          {date(run.launchedAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      </p>
      {run.running && (
        <div className="progress-line" data-waits-for="audit">
          <progress
            max={Math.max(total, 1)}
            value={finished}
            aria-label={t('popup.latest.progressLabel')}
          />
          <span className="small">{t('popup.latest.progress', { done: finished, total })}</span>
        </div>
      )}
      {run.running && <p className="muted small">{t('popup.latest.closeAnytime')}</p>}
      {pages.size > 1 ? (
        <Suspense fallback={null}>
          {complete && (
            <div className="run-pages" data-testid="run-pages">
              {[...pages].map(([page, children]) => (
                <PageGroup key={page} page={page} audits={children} descriptor={descriptor}>
                  <ResultGrid runs={children} descriptor={descriptor} />
                </PageGroup>
              ))}
            </div>
          )}
        </Suspense>
      ) : (
        <ResultGrid runs={run.children} descriptor={descriptor} />
      )}
      <Suspense fallback={null}>
        {complete && (
          <RunActions
            target={{
              id: run.parentId,
              reportId: run.parentId,
              title: run.title,
              url: run.url,
              size: run.children.length,
              pages: [...pages.keys()],
              finished: !run.running,
              single: false,
            }}
            tokensLeft={tokensLeft}
            onDone={onDone}
            onError={onError}
          />
        )}
      </Suspense>
    </section>
  );
}
