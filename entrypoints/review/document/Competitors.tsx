import type { CompetitorFigures, Outranking } from '@/lib/domain/review/competitors';
import { NoData, Section, useDocument, useHasRankData } from './context';
import { Head, num } from './Head';

/** Per device at the period's end: who outranks the site, top-10 shares, visibility change. */
function DeviceTable({ device }: { device: string }) {
  const { review, choice, f } = useDocument();
  const t = f.t;
  const { site, competitors, gainedMost } = review.competitors;
  const gained = gainedMost[device];
  // A competitor the answer has no day for at the period's end outranks nothing we know of.
  const counted = (c: CompetitorFigures, pick: (o: Outranking) => number[]) => {
    const o = c.outranking[device];
    return o && c.top10[device]?.withData
      ? f.count(pick(o).length)
      : t('review.document.dayNoData');
  };
  const share = (s: { inTop10: number; withData: number } | undefined) =>
    s && s.withData
      ? t('review.document.competitors.share', { inTop10: s.inTop10, withData: s.withData })
      : t('review.document.dayNoData');
  return (
    <div className="rv-device">
      <h3>
        {t('review.document.competitors.atEnd', {
          date: f.day(choice.period.to),
          device: f.device(device),
        })}
      </h3>
      <table className="rv-table">
        <Head
          columns={[
            t('review.document.competitors.domain'),
            num(t('review.document.competitors.higher')),
            num(t('review.document.competitors.siteWithout')),
            num(t('review.document.competitors.top10')),
            num(t('review.document.competitors.visibility')),
          ]}
        />
        <tbody>
          <tr>
            <th scope="row">{t('review.document.competitors.site', { domain: choice.domain })}</th>
            <td className="rv-num">–</td>
            <td className="rv-num">–</td>
            <td className="rv-num">{share(site.top10[device])}</td>
            <td className="rv-num">{f.change(site.visibility[device]?.change ?? null)}</td>
          </tr>
          {competitors.map((c) => (
            <tr key={c.domain}>
              <th scope="row">{c.domain}</th>
              <td className="rv-num">{counted(c, (o) => o.higher)}</td>
              <td className="rv-num">{counted(c, (o) => o.siteWithout)}</td>
              <td className="rv-num">{share(c.top10[device])}</td>
              <td className="rv-num">{f.change(c.visibility[device]?.change ?? null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {gained
          ? t('review.document.competitors.gainedMost', {
              domain: gained.domain,
              device: f.device(device),
              change: f.change(gained.change),
            })
          : t('review.document.competitors.nobodyGained', { device: f.device(device) })}
      </p>
    </div>
  );
}

export function Competitors() {
  const { review, f } = useDocument();
  const t = f.t;
  const hasData = useHasRankData();
  return (
    <Section id="competitors" title={t('review.document.sections.competitors')}>
      {review.competitors.competitors.length === 0 ? (
        <p className="rv-empty">{t('review.document.competitors.none')}</p>
      ) : !hasData ? (
        <NoData />
      ) : (
        Object.keys(review.competitors.site.top10).map((d) => <DeviceTable key={d} device={d} />)
      )}
    </Section>
  );
}
