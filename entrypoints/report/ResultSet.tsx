import { useT } from '@/components/I18n';
import { KeyValueTree } from '@/components/KeyValueTree';
import { BandMark, BandScore, ScoreGauge } from '@/components/ScoreGauge';
import type { AuditFigures, Check } from '@/lib/domain/audit-data';
import { formatMetric } from '@/lib/domain/audit-format';

function ChecksTable({ checks }: { checks: Check[] }) {
  const { t } = useT();
  if (checks.length === 0) return null;
  // Failing first (worst first), then unknown, then passing: what needs work leads.
  const rank = (c: Check) => (c.passed === false ? 0 : c.passed === null ? 1 : 2);
  const sorted = [...checks].sort(
    (a, b) => rank(a) - rank(b) || (a.score ?? 101) - (b.score ?? 101),
  );
  const failing = checks.filter((c) => c.passed === false).length;
  return (
    <table className="data checks">
      <caption>{t('popup.report.checks', { count: checks.length, failing })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('popup.report.result')}</th>
          <th scope="col">{t('popup.report.check')}</th>
          <th scope="col" className="num">
            {t('popup.report.score')}
          </th>
          <th scope="col">{t('popup.report.detail')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((c) => (
          <tr key={c.id} data-passed={String(c.passed)}>
            <td className="nowrap">
              {c.passed === false ? (
                <span className="verdict">
                  <BandMark band="poor" /> {t('popup.report.failed')}
                </span>
              ) : c.passed ? (
                <span className="verdict">
                  <BandMark band="good" /> {t('popup.report.passed')}
                </span>
              ) : (
                <span className="muted">? {t('popup.report.unknown')}</span>
              )}
            </td>
            <th scope="row">
              {c.title}
              {c.title !== c.id && <div className="muted mono small">{c.id}</div>}
            </th>
            <td className="num">
              <BandScore score={c.score} />
            </td>
            <td>{c.detail ?? <span className="muted">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One element of `audit_data`: known shapes rendered properly, anything else as a tree. */
export function ResultSet({ figures }: { figures: AuditFigures }) {
  const { t, number } = useT();
  if (figures.shape === 'empty') return null;
  if (figures.shape === 'unknown') {
    return (
      <div className="stack">
        <p className="muted">{t('popup.report.unknownShape')}</p>
        <KeyValueTree value={figures.raw} openDepth={2} />
      </div>
    );
  }
  if (figures.shape === 'checks') {
    return (
      <div className="stack">
        <ChecksTable checks={figures.checks} />
      </div>
    );
  }
  return (
    <div className="stack">
      {figures.categories.length > 0 && (
        <div className="category-row" role="list" aria-label={t('popup.results.categories')}>
          {figures.categories.map((c) => (
            <div role="listitem" key={c.id} className="category">
              <ScoreGauge score={c.score} size={64} label={c.title} />
            </div>
          ))}
        </div>
      )}
      {figures.metrics.length > 0 && (
        <table className="data metrics">
          <caption>{t('popup.results.metrics')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('popup.report.metric')}</th>
              <th scope="col" className="num">
                {t('popup.report.value')}
              </th>
              <th scope="col" className="num">
                {t('popup.report.score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.metrics.map((m) => (
              <tr key={m.id}>
                <th scope="row">{m.title}</th>
                <td className="num nowrap">{formatMetric(m.value, m.unit, number)}</td>
                <td className="num">
                  <BandScore score={m.score} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ChecksTable checks={figures.checks} />
    </div>
  );
}
