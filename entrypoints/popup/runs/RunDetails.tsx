import './runs.css';
import { useState } from 'react';
import { useT } from '@/components/I18n';
import { RunSettingsDetails } from '@/components/RunSettingsDetails';
import { BandScore } from '@/components/ScoreGauge';
import { StatusPill } from '@/components/StatusPill';
import type { SerializedError } from '@/lib/api/errors';
import { groupByPage, isFinishedAudit, runSettingsSummary } from '@/lib/domain/audit-run';
import { splitAuditTitle } from '@/lib/domain/audit-title';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import type { AuditSummary, HistoryRun } from '@/lib/storage/audits';
import { typeTitle } from '../useLaunchOptions';
import { PageGroup } from './PageGroup';
import { RunActions } from './RunActions';
import type { OnDone } from './answer-text';

interface Props {
  run: HistoryRun;
  descriptor: SettingsDescriptor | null;
  tokensLeft: number | null;
  onDone: OnDone;
  onError: (error: SerializedError | null) => void;
}

/** One audit of a run: where, what, its score, and its own actions behind a disclosure. */
function ChildRow({
  child,
  run,
  descriptor,
  tokensLeft,
  onDone,
  onError,
}: Props & {
  child: AuditSummary;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const device = child.device ? t(`common.devices.${child.device}`) : '—';
  const name = `${typeTitle(child.auditType, descriptor)} · ${device}`;
  return (
    <li className="child-row" data-audit-id={child.id}>
      <div className="row">
        <span className="grow small">{name}</span>
        {child.status !== 'ready' && <StatusPill status={child.status} />}
        <BandScore score={child.score} />
        <button
          type="button"
          className="btn btn-ghost small"
          aria-expanded={open}
          aria-label={t('popup.run.childActions', { name })}
          onClick={() => setOpen((v) => !v)}
        >
          {t('popup.run.actions')}
        </button>
      </div>
      {open && (
        <RunActions
          target={{
            id: child.id,
            reportId: run.parent.id,
            title: run.parent.title,
            url: child.url,
            size: 1,
            pages: child.url ? [child.url] : [],
            finished: isFinishedAudit(child.status),
            single: true,
          }}
          tokensLeft={tokensLeft}
          onDone={onDone}
          onError={onError}
        />
      )}
    </li>
  );
}

/**
 * An earlier run opened from the history: what was asked (the service's `audit_settings` and the
 * owner `uid`), the actions on the whole run, and every audit of it grouped by page.
 */
export function RunDetails(props: Props) {
  const { t } = useT();
  const { run, tokensLeft, onDone, onError } = props;
  const summary = runSettingsSummary(run.parent.settings);
  const pages = groupByPage(run.children);
  // The history of a page holds that page's audits; the run's other pages come from its settings.
  const others = summary.urls.filter((u) => !pages.has(u));
  return (
    <div className="run-details stack" data-testid="run-details">
      <dl className="run-facts small">
        {summary.keyword !== null && (
          <>
            <dt>{t('popup.run.keyword')}</dt>
            <dd>
              {summary.keyword}
              {summary.engine !== null &&
                ` · ${t('popup.run.market', { engine: summary.engine, country: summary.country ?? '—' })}`}
            </dd>
          </>
        )}
        <dt>{t('popup.run.pages')}</dt>
        <dd data-testid="run-page-count">{Math.max(pages.size, summary.urls.length)}</dd>
        <dt>{t('popup.run.audits')}</dt>
        <dd>{run.children.length}</dd>
        {run.parent.uid !== null && run.parent.uid !== undefined && (
          <>
            <dt>{t('popup.run.owner')}</dt>
            <dd>#{run.parent.uid}</dd>
          </>
        )}
      </dl>
      <RunSettingsDetails settings={run.parent.settings} />
      <RunActions
        target={{
          id: run.parent.id,
          reportId: run.parent.id,
          title: run.parent.title,
          url: splitAuditTitle(run.parent.title).url,
          size: run.children.length,
          pages: [...pages.keys(), ...others],
          finished: run.children.every((c) => isFinishedAudit(c.status)),
          single: false,
        }}
        tokensLeft={tokensLeft}
        onDone={onDone}
        onError={onError}
      />
      {others.length > 0 && (
        <details className="run-other-pages small">
          <summary>{t('popup.run.otherPages', { count: others.length })}</summary>
          <ul>
            {others.map((u) => (
              <li key={u} className="ellipsis">
                {u}
              </li>
            ))}
          </ul>
        </details>
      )}
      {[...pages].map(([page, children]) => {
        const rows = (
          <ul className="child-rows">
            {children.map((child) => (
              <ChildRow key={child.id} child={child} {...props} />
            ))}
          </ul>
        );
        // Several pages: a summary row each, opened one at a time.
        return pages.size > 1 ? (
          <PageGroup key={page} page={page} audits={children} descriptor={props.descriptor}>
            {rows}
          </PageGroup>
        ) : (
          <section key={page} className="run-page" aria-label={page || t('popup.run.noPage')}>
            {rows}
          </section>
        );
      })}
    </div>
  );
}
