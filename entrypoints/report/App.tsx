import { useEffect } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { ScoreGauge } from '@/components/ScoreGauge';
import { StatusPill } from '@/components/StatusPill';
import { usePresence } from '@/components/usePresence';
import { compareDevices } from '@/lib/domain/device';
import { DEFAULT_AUDIT_LABEL, splitAuditTitle } from '@/lib/domain/audit-title';
import { typeTitle } from '@/lib/domain/audit-types';
import type { AuditSummary } from '@/lib/storage/audits';
import { RunSettingsDetails } from '@/components/RunSettingsDetails';
import { ChildReport, anchorOf } from './ChildReport';
import { ExternalLink } from '@/components/ExternalLink';
import { useDetails, useRun } from './useRunReport';

const linked = () => Number(/^#audit-(\d+)$/.exec(location.hash)?.[1] ?? NaN);

/** `report.html?id=<parentId>`: every result of a run, readable, in a tab of its own. */
export function App() {
  const { t, date } = useT();
  const id = Number(new URLSearchParams(location.search).get('id'));
  // Painted from the list's first page at once; its later pages and each child's results behind it.
  const { run: report, listing, error, retry } = useRun(id);
  usePresence();
  const valid = Number.isInteger(id) && id > 0;
  const title = report ? splitAuditTitle(report.parent.title) : null;

  const label = title?.label;
  const custom = label !== undefined && label !== DEFAULT_AUDIT_LABEL;
  useEffect(() => {
    if (label) document.title = `${label} — ${t('popup.report.docTitle')}`;
  }, [label, t]);

  const children = [...(report?.children ?? [])].sort(
    (a, b) =>
      (a.url ?? '').localeCompare(b.url ?? '') ||
      (a.auditType ?? '').localeCompare(b.auditType ?? '') ||
      compareDevices(a.device ?? '', b.device ?? ''),
  );
  const { details, want } = useDetails(children, listing);
  // A run of several pages (or a keyword's ranking pages) names each child's page too.
  const pages = new Set(children.map((c) => c.url));
  const heading = (c: AuditSummary) =>
    [
      pages.size > 1 ? c.url?.replace(/^https?:\/\//, '') : null,
      typeTitle(c.auditType),
      c.device ? t(`common.devices.${c.device}`) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  // Opened at one audit (`#audit-<id>` from the popup's history): go there once it is drawn —
  // a later page of the list may bring it — and read its results first.
  const loaded = report !== null;
  const drawn = children.some((c) => c.id === linked());
  useEffect(() => {
    if (!loaded || !location.hash) return;
    document.querySelector(location.hash)?.scrollIntoView();
    if (Number.isInteger(linked())) want(linked());
  }, [loaded, drawn, want]);
  const url = title?.url ?? children.find((c) => c.url)?.url ?? null;

  return (
    <div className="report">
      <header className="report-header">
        <div className="stack tight grow">
          <span className="muted small">{t('popup.report.docTitle')}</span>
          <h1 className="report-title" title={(custom ? label : url) ?? undefined}>
            {/* The default label says nothing about the page: the address does. */}
            {(custom ? label : url?.replace(/^https?:\/\//, '')) ??
              label ??
              (!valid
                ? t('popup.report.badId')
                : error
                  ? // Not loading any more (a run deleted elsewhere, say): the banner says why.
                    t('popup.report.auditId', { id: String(id) })
                  : t('common.loading'))}
          </h1>
          {url && <ExternalLink url={url} className="report-url" />}
          {report && (
            <div className="row wrap small muted">
              <StatusPill status={report.parent.status} />
              <span>{t('popup.report.auditId', { id: String(report.parent.id) })}</span>
              {report.parent.uid !== null && report.parent.uid !== undefined && (
                <span data-testid="report-owner">
                  · {t('popup.run.owner')} #{report.parent.uid}
                </span>
              )}
              {report.parent.created !== null && (
                <span>
                  · {date(report.parent.created, { dateStyle: 'long', timeStyle: 'short' })}
                </span>
              )}
            </div>
          )}
        </div>
      </header>
      <main className="report-main stack">
        {!valid && <p className="banner banner-error">{t('popup.report.badIdHelp')}</p>}
        <ErrorBanner error={error} onRetry={retry} />
        {valid && !report && !error && <p className="muted">{t('common.loading')}</p>}
        {report && children.length === 0 && <p className="muted">{t('popup.report.noChildren')}</p>}
        {report && <RunSettingsDetails settings={report.parent.settings} />}
        {children.length > 0 && (
          <nav className="card summary" aria-label={t('popup.report.summary')}>
            {children.map((c) => (
              <a
                key={c.id}
                href={`#${anchorOf(c.id)}`}
                className="summary-item"
                data-audit-id={c.id}
                onClick={() => want(c.id)}
              >
                <ScoreGauge score={c.score} size={56} showBand />
                <span>{heading(c)}</span>
              </a>
            ))}
          </nav>
        )}
        {children.map((c) => (
          <ChildReport
            key={c.id}
            summary={c}
            detail={details[c.id]}
            heading={heading(c)}
            onRetry={() => want(c.id)}
          />
        ))}
      </main>
    </div>
  );
}
