import { useT } from '@/components/I18n';
import { KeyValueTree } from '@/components/KeyValueTree';
import { ScoreGauge } from '@/components/ScoreGauge';
import { StatusPill } from '@/components/StatusPill';
import { readAuditData } from '@/lib/domain/audit-data';
import type { RetrieveAnswer } from '@/lib/messaging/protocol/audits';
import { ResultSet } from './ResultSet';
import { RunSettingsDetails } from '@/components/RunSettingsDetails';

export const anchorOf = (id: number) => `audit-${id}`;

/** One child audit (URL × device × type): its score, every result set, and the raw data. */
export function ChildReport({ child, heading }: { child: RetrieveAnswer; heading: string }) {
  const { t, date } = useT();
  const { audit, data } = child;
  const sets = readAuditData(data);
  return (
    <section
      className="card stack child"
      id={anchorOf(audit.id)}
      aria-labelledby={`${anchorOf(audit.id)}-h`}
      data-audit-id={audit.id}
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
      {sets.length === 0 && audit.status !== 'error' && (
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
