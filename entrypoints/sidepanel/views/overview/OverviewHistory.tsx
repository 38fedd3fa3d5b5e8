import { useMemo } from 'react';
import { MetricChart } from '@/components/charts/MetricChart';
import { useT } from '@/components/I18n';
import type { CampaignOverview } from '@/lib/messaging/protocol/monitoring/overview';

/**
 * The history the service sends with the overview (every figure keyed by period): visibility and
 * keywords in the top 10 as a chart, and every figure per period in a table (what the chart shows,
 * readable without it).
 */
export function OverviewHistory({ series }: { series: CampaignOverview['series'] }) {
  const { t, number, date } = useT();
  const chart = useMemo(
    () => [
      { label: t('sidepanel.overview.visibility'), values: series.map((p) => p.visibility) },
      { label: t('sidepanel.overview.top10'), values: series.map((p) => p.top10) },
    ],
    [series, t],
  );
  if (series.length === 0) {
    return <p className="muted">{t('sidepanel.overview.noHistory')}</p>;
  }
  const day = (d: string) =>
    date(Date.parse(`${d}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const cell = (v: number | null) => (v === null ? '–' : number(v, { maximumFractionDigits: 2 }));
  const first = series[0].date;
  const last = series[series.length - 1].date;
  return (
    <section aria-labelledby="sp-ov-history" className="stack" data-testid="overview-history">
      <h3 id="sp-ov-history">{t('sidepanel.overview.history')}</h3>
      <MetricChart
        dates={series.map((p) => p.date)}
        series={chart}
        label={t('sidepanel.overview.historyChart', { from: day(first), to: day(last) })}
      />
      <details>
        <summary>{t('sidepanel.overview.historyTable')}</summary>
        <div className="sp-scroll-x">
          <table className="sp-history-table">
            <thead>
              <tr>
                <th scope="col">{t('sidepanel.overview.period')}</th>
                <th scope="col">{t('sidepanel.overview.visibility')}</th>
                <th scope="col">{t('sidepanel.overview.top10')}</th>
                <th scope="col">{t('sidepanel.overview.up')}</th>
                <th scope="col">{t('sidepanel.overview.down')}</th>
                <th scope="col">{t('sidepanel.overview.keywords')}</th>
              </tr>
            </thead>
            <tbody>
              {series.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{day(p.date)}</th>
                  <td>{cell(p.visibility)}</td>
                  <td>{cell(p.top10)}</td>
                  <td>{cell(p.up)}</td>
                  <td>{cell(p.down)}</td>
                  <td>{cell(p.keywordsCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
