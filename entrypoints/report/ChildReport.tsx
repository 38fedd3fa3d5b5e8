import { useT } from '@/components/I18n';
import { KeyValueTree } from '@/components/KeyValueTree';
import { ScoreGauge } from '@/components/ScoreGauge';
import { StatusPill } from '@/components/StatusPill';
import { readAuditData } from '@/lib/domain/audit-data';
import { ErrorBanner } from '@/components/ErrorBanner';
import { isFinishedAudit } from '@/lib/domain/audit-status';
import type { AuditSummary } from '@/lib/storage/audits';
import { ResultSet } from './ResultSet';
import { RunSettingsDetails } from '@/components/RunSettingsDetails';
import type { Detail } from './useRunReport';

export const anchorOf = (id: number) => `audit-${id}`;

interface Props {
  /** The child as the list shows it: drawn at once. */
  summary: AuditSummary;
  /** Its results once read (useDetails). */
  detail: Detail | undefined;
  heading: string;
  onRetry: () => void;
}

/**
 * One child audit (URL × device × type): its score and status from the list at once, then every
 * result set and the raw data once its results are read.
 */
export function ChildReport({ summary, detail, heading, onRetry }: Props) {
  const { t, date } = useT();
  const answer = detail && 'answer' in detail ? detail.answer : null;
  const audit = answer?.audit ?? summary;
  const data = answer?.data ?? [];
  const sets = readAuditData(data);
  const reading = isFinishedAudit(summary.status) && !detail;
  return (
    <section
      className="card stack child"
      id={anchorOf(audit.id)}
      aria-labelledby={`${anchorOf(audit.id)}-h`}
      data-audit-id={audit.id}
      data-read={answer ? 'true' : 'false'}
    >
      <div className="child-head">
        <ScoreGauge score={audit.score} size={88} />
        <div className="stack tight grow">
          <h2 id={`${anchorOf(audit.id)}-h`}>{heading}</h2>
          <div className="row wrap">
            <StatusPill status={audit.status} />
            <span className="muted small">
              {t('popup.report.auditId', { id: String(audit.id) })}
              {audit.updated !== null &&
                ` · ${t('popup.report.updated', { when: date(audit.updated, { dateStyle: 'medium', timeStyle: 'short' }) })}`}
            </span>
          </div>
        </div>
      </div>
      {audit.status === 'error' && (
        <p className="banner banner-error" role="status">
          {t('popup.report.auditFailed')}
        </p>
      )}
      {detail && 'error' in detail && <ErrorBanner error={detail.error} onRetry={onRetry} />}
      {reading && (
        <p className="muted" data-testid="child-reading">
          {t('popup.report.reading')}
        </p>
      )}
      {!reading &&
        !(detail && 'error' in detail) &&
        sets.length === 0 &&
        audit.status !== 'error' && (
          <p className="muted">
            {audit.status === 'ready' ? t('popup.report.noData') : t('popup.report.notYet')}
          </p>
        )}
      {sets.map((figures, i) => (
        <div key={i} className="stack">
          {sets.length > 1 && <h3>{t('popup.report.resultSet', { n: i + 1 })}</h3>}
          <ResultSet figures={figures} />
        </div>
      ))}
      <RunSettingsDetails settings={audit.settings} />
      {data.length > 0 && (
        <details className="raw">
          <summary>{t('popup.report.raw')}</summary>
          <KeyValueTree value={data.length === 1 ? data[0] : data} openDepth={1} />
        </details>
      )}
    </section>
  );
}
