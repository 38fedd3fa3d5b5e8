import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useLoad } from '@/components/useLoad';
import { isDevice } from '@/lib/domain/device';
import { compareRuns, summarise, type Change } from '@/lib/domain/audit-compare';
import { headlineFigures } from '@/lib/domain/audit-data';
import { formatDelta, formatMetric } from '@/lib/domain/audit-format';
import type { ReportAnswer } from '@/lib/messaging/protocol/audits';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import type { HistoryRun } from '@/lib/storage/audits';
import { send } from '../send';
import { typeTitle } from '../useLaunchOptions';

/** Better/worse as drawn arrows in the band colours; the words stay in the text colour (AA). */
function VerdictMark({ verdict }: { verdict: Change['verdict'] }) {
  if (verdict === 'better' || verdict === 'worse') {
    return (
      <svg width="9" height="9" viewBox="0 0 10 10" aria-hidden="true">
        <path
          d={verdict === 'better' ? 'M5 0.5 9.6 9.3H0.4z' : 'M5 9.5 9.6 0.7H0.4z'}
          fill={verdict === 'better' ? 'var(--good)' : 'var(--poor)'}
        />
      </svg>
    );
  }
  return <span aria-hidden="true">{verdict === 'same' ? '=' : '?'}</span>;
}

interface Pairing {
  key: string;
  auditType: string;
  device: string;
  changes: Change[];
}

function pairUp(before: ReportAnswer, after: ReportAnswer): Pairing[] {
  const pairs: Pairing[] = [];
  for (const a of after.children) {
    const b = before.children.find(
      (c) => c.audit.device === a.audit.device && c.audit.auditType === a.audit.auditType,
    );
    if (!b || !a.audit.auditType || !a.audit.device) continue;
    pairs.push({
      key: `${a.audit.auditType}|${a.audit.device}`,
      auditType: a.audit.auditType,
      device: a.audit.device,
      changes: compareRuns(
        { score: b.audit.score, figures: headlineFigures(b.data) },
        { score: a.audit.score, figures: headlineFigures(a.data) },
      ),
    });
  }
  // Same order as the results: by type, desktop before mobile.
  return pairs.sort(
    (x, y) => x.auditType.localeCompare(y.auditType) || x.device.localeCompare(y.device),
  );
}

/** Two runs of this URL side by side: what got better or worse, per score, category and metric. */
export default function Compare({
  runs,
  descriptor,
}: {
  runs: HistoryRun[];
  descriptor: SettingsDescriptor | null;
}) {
  const { t, number, date } = useT();
  const [older, newer] = [...runs].sort(
    (a, b) => (a.parent.created ?? 0) - (b.parent.created ?? 0),
  );
  const compared = useLoad(
    `${older.parent.id}:${newer.parent.id}`,
    () =>
      Promise.all([
        send('audits.report', { id: older.parent.id }),
        send('audits.report', { id: newer.parent.id }),
      ]).then(([b, a]) => pairUp(b, a)),
    'popup: comparing two runs',
  );
  // Another pair of runs blanks the tables: the old pair's figures are not these runs'.
  const pairs = compared.loading || compared.error ? null : compared.data;
  const error = compared.error;

  const when = (r: HistoryRun) =>
    r.parent.created === null ? '—' : date(r.parent.created, { dateStyle: 'medium' });
  const value = (c: Change, v: number | null) =>
    c.unit === null ? (v ?? '—') : formatMetric(v, c.unit, number);

  return (
    <div className="compare stack" aria-live="polite" data-testid="compare">
      <h3>{t('popup.compare.heading', { before: when(older), after: when(newer) })}</h3>
      <ErrorBanner error={error} onRetry={compared.reload} />
      {!pairs && !error && <p className="muted">{t('common.loading')}</p>}
      {pairs?.length === 0 && <p className="muted">{t('popup.compare.nothing')}</p>}
      {pairs?.map((p) => {
        const counts = summarise(p.changes);
        return (
          <table className="data compare-table" key={p.key}>
            <caption>
              {typeTitle(p.auditType, descriptor)} ·{' '}
              {t(`common.devices.${isDevice(p.device) ? p.device : 'desktop'}`)} —{' '}
              {t('popup.compare.summary', { better: counts.better, worse: counts.worse })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('popup.compare.what')}</th>
                <th scope="col" className="num">
                  {t('popup.compare.before')}
                </th>
                <th scope="col" className="num">
                  {t('popup.compare.after')}
                </th>
                <th scope="col" className="num">
                  {t('popup.compare.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.changes.map((c) => (
                <tr key={`${c.kind}:${c.id}`} data-verdict={c.verdict}>
                  <th scope="row">
                    {c.kind === 'overall' ? t('popup.compare.overall') : c.title}
                    {c.kind === 'check' && (
                      <span className="muted small"> · {t('popup.compare.check')}</span>
                    )}
                  </th>
                  <td className="num">
                    {c.kind === 'check'
                      ? t(c.verdict === 'better' ? 'popup.compare.failed' : 'popup.compare.passed')
                      : value(c, c.before)}
                  </td>
                  <td className="num">
                    {c.kind === 'check'
                      ? t(c.verdict === 'better' ? 'popup.compare.passed' : 'popup.compare.failed')
                      : value(c, c.after)}
                  </td>
                  <td className={`num verdict-${c.verdict}`}>
                    <VerdictMark verdict={c.verdict} />{' '}
                    {c.kind === 'check' ? '' : formatDelta(c.delta, c.unit, number)}
                    <span className="visually-hidden">
                      {' '}
                      {t(`popup.compare.verdict.${c.verdict}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
