import { positionBuckets } from '@/lib/domain/review/buckets';
import { ctrCurve } from '@/lib/domain/review/visibility';
import type { Compared } from '@/lib/domain/review/days';
import { NoData, Section, useDocument, useHasRankData } from './context';
import { TopMoves } from './TopMoves';
import { VisibilityChart } from './VisibilityChart';
import { Head, num } from './Head';

/** The click-through-rate curve as the review states it: "1: 28%, 2: 15%, …". */
function useCurve(): string {
  const { f } = useDocument();
  return ctrCurve.map((rate, i) => `${f.count(i + 1)}: ${f.percent(rate, 1)}`).join(', ');
}

function VisibilityTable() {
  const { review, choice, f } = useDocument();
  const t = f.t;
  const rows: { domain: string; device: string; v: Compared }[] = [
    {
      domain: t('review.document.competitors.site', { domain: choice.domain }),
      visibility: review.competitors.site.visibility,
    },
    ...review.competitors.competitors.map((c) => ({ domain: c.domain, visibility: c.visibility })),
  ].flatMap(({ domain, visibility }) =>
    Object.entries(visibility).map(([device, v]) => ({ domain, device, v })),
  );
  return (
    <table className="rv-table">
      <Head
        columns={[
          t('review.document.visibility.domain'),
          t('review.document.visibility.device'),
          num(t('review.document.visibility.current')),
          num(t('review.document.visibility.previous')),
          num(t('review.document.visibility.change')),
        ]}
      />
      <tbody>
        {rows.map(({ domain, device, v }) => (
          <tr key={`${domain}|${device}`}>
            <th scope="row">{domain}</th>
            <td>{f.device(device)}</td>
            <td className="rv-num">{f.figure(v.current)}</td>
            <td className="rv-num">{f.figure(v.previous)}</td>
            <td className="rv-num">{f.change(v.change)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Charts() {
  const { review, f } = useDocument();
  const t = f.t;
  const legend = {
    current: t('review.document.visibility.current'),
    previous: t('review.document.visibility.previous'),
  };
  return (
    <div className="rv-charts">
      {review.trends.flatMap((trend) =>
        Object.entries(trend.devices).map(([device, { current, previous }]) => (
          <VisibilityChart
            key={`${trend.domain}|${device}`}
            current={current}
            previous={previous}
            legend={legend}
            scale={(v) => f.figure(v)}
            label={t('review.document.visibility.chart', {
              domain: trend.domain,
              device: f.device(device),
            })}
          />
        )),
      )}
      <p className="rv-note">{t('review.document.visibility.chartGap')}</p>
    </div>
  );
}

function Buckets() {
  const { review, choice, f } = useDocument();
  const t = f.t;
  const devices = Object.keys(review.buckets.end);
  const rows = [
    ...positionBuckets.map((b) => ({ id: b.id, label: `${f.count(b.min)}–${f.count(b.max)}` })),
    { id: 'no-position' as const, label: t('review.document.visibility.noPosition') },
    { id: 'no-data' as const, label: t('review.document.visibility.noDataDay') },
  ];
  return (
    <>
      <h3>{t('review.document.visibility.buckets')}</h3>
      <table className="rv-table">
        <thead>
          <tr>
            <th scope="col">{t('review.document.visibility.bucket')}</th>
            {devices.flatMap((d) => [
              <th key={`${d}s`} scope="col" className="rv-num">
                {f.device(d)}:{' '}
                {t('review.document.visibility.atStart', { date: f.day(choice.period.from) })}
              </th>,
              <th key={`${d}e`} scope="col" className="rv-num">
                {f.device(d)}:{' '}
                {t('review.document.visibility.atEnd', { date: f.day(choice.period.to) })}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {devices.flatMap((d) => [
                <td key={`${d}s`} className="rv-num">
                  {f.count(review.buckets.start[d][row.id])}
                </td>,
                <td key={`${d}e`} className="rv-num">
                  {f.count(review.buckets.end[d][row.id])}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** SEMSTORM's own figure for the campaign, apart from Stormlens's estimates below it. */
function ServiceVisibility() {
  const { campaignVisibility, f } = useDocument();
  if (!campaignVisibility) return null;
  return (
    <p data-testid="rv-service-visibility">
      {f.t('review.document.visibility.service', {
        visibility: f.figure(campaignVisibility.visibility),
        change: f.change(campaignVisibility.visibilityChange),
      })}
    </p>
  );
}

export function Visibility() {
  const { f } = useDocument();
  const curve = useCurve();
  return (
    <Section id="visibility" title={f.t('review.document.sections.visibility')}>
      {!useHasRankData() ? (
        <NoData />
      ) : (
        <>
          <ServiceVisibility />
          <p className="rv-note">{f.t('review.document.visibility.estimate', { curve })}</p>
          <VisibilityTable />
          <Charts />
          <Buckets />
          <TopMoves />
        </>
      )}
    </Section>
  );
}

export { useCurve };
