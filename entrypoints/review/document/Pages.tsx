import type { LabMetricPassRate, PageScore } from '@/lib/domain/review/pages';
import { None, Section, useDocument } from './context';
import { labMetricName } from './summary-sentences';
import { Head, num } from './Head';

function ScoreTable({ rows }: { rows: readonly PageScore[] }) {
  const { f } = useDocument();
  const t = f.t;
  const score = (v: number | null) => (v === null ? t('review.document.dayNoData') : f.count(v));
  return (
    <table className="rv-table">
      <Head
        columns={[
          t('review.document.pages.page'),
          t('review.document.pages.device'),
          num(t('review.document.pages.latest')),
          num(t('review.document.pages.earlier')),
          num(t('review.document.pages.change')),
        ]}
      />
      <tbody>
        {rows.map((p) => (
          <tr key={`${p.url}|${p.device}`}>
            <th scope="row" className="rv-url">
              {p.url}
            </th>
            <td>{f.device(p.device)}</td>
            <td className="rv-num">{score(p.score.current)}</td>
            <td className="rv-num">{score(p.score.previous)}</td>
            <td className="rv-num">{f.change(p.score.change, 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LabTable({ lab }: { lab: readonly LabMetricPassRate[] }) {
  const { f } = useDocument();
  const t = f.t;
  const value = (m: LabMetricPassRate, v: number) =>
    m.unit === 'ms' ? `${f.count(Math.round(v))} ms` : f.position(Math.round(v * 1000) / 1000);
  return (
    <table className="rv-table">
      <Head
        columns={[
          t('review.document.pages.metric'),
          num(t('review.document.pages.threshold')),
          num(t('review.document.pages.passed')),
          num(t('review.document.pages.failed')),
          num(t('review.document.pages.noValue')),
          num(t('review.document.pages.rate')),
          t('review.document.pages.worst'),
        ]}
      />
      <tbody>
        {lab.map((m) => (
          <tr key={m.id}>
            <th scope="row">{labMetricName(f, m.id)}</th>
            <td className="rv-num">{value(m, m.good)}</td>
            <td className="rv-num">{f.count(m.passed)}</td>
            <td className="rv-num">{f.count(m.failed)}</td>
            <td className="rv-num">{f.count(m.noData)}</td>
            <td className="rv-num">{f.percent(m.rate)}</td>
            <td className="rv-url">
              {m.worst
                ? `${m.worst.url} (${f.device(m.worst.device)}, ${value(m, m.worst.value)})`
                : '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The audited pages: latest scores with their trend, lab metrics, failing checks, falls. */
export function Pages() {
  const { review, reading, f } = useDocument();
  const t = f.t;
  const { scores, byDevice, lab, failingChecks, fallen } = review.pages;
  return (
    <Section id="pages" title={t('review.document.sections.pages')}>
      {!reading.pagesComplete && (
        <p className="rv-empty">{t('review.document.pages.indexFilling')}</p>
      )}
      {scores.length === 0 ? (
        reading.pagesComplete && <p className="rv-empty">{t('review.document.pages.noAudits')}</p>
      ) : (
        <>
          <h3>{t('review.document.pages.scores')}</h3>
          {Object.entries(byDevice)
            .filter(([, d]) => d.pages > 0)
            .map(([device, d]) => (
              <p key={device}>
                {t('review.document.pages.byDevice', {
                  device: f.device(device),
                  pages: d.pages,
                  current: f.figure(d.current),
                  previous: f.figure(d.previous),
                })}
              </p>
            ))}
          <ScoreTable rows={scores} />
          <h3>{t('review.document.pages.lab')}</h3>
          <p className="rv-note">{t('review.document.pages.labNote')}</p>
          <LabTable lab={lab} />
          <h3>{t('review.document.pages.failing')}</h3>
          {failingChecks.length === 0 ? (
            <None />
          ) : (
            <table className="rv-table">
              <Head
                columns={[
                  t('review.document.pages.check'),
                  num(t('review.document.pages.failingOn')),
                ]}
              />
              <tbody>
                {failingChecks.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.title || c.id}</th>
                    <td className="rv-num">
                      {t('review.document.pages.failingCount', {
                        failing: c.failing,
                        reported: c.reported,
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>{t('review.document.pages.fallen')}</h3>
          {fallen.length === 0 ? <None /> : <ScoreTable rows={fallen} />}
        </>
      )}
    </Section>
  );
}
