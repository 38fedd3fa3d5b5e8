import { useT } from '@/components/I18n';
import { spendSources, type MonthSpend } from '@/lib/domain/spending';

/** A column of token counts: right-aligned, like its cells. */
export function NumHeader({ children }: { children: React.ReactNode }) {
  return (
    <th scope="col" className="spend-num">
      {children}
    </th>
  );
}

/** This month's tokens by source: one row per source, the total last. */
export function BySourceTable({ month }: { month: MonthSpend }) {
  const { t } = useT();
  return (
    <table className="spend-table" data-testid="spend-by-source">
      <caption>{t('options.spending.bySource')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('options.spending.source')}</th>
          <NumHeader>{t('options.spending.tokens')}</NumHeader>
        </tr>
      </thead>
      <tbody>
        {spendSources.map((source) => (
          <tr key={source} data-source={source}>
            <th scope="row">{t(`options.spending.sources.${source}`)}</th>
            <td className="spend-num">{month.bySource[source]}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('options.spending.total')}</th>
          <td className="spend-num">{month.total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** This month's tokens by day (UTC) and source, in a scroll box the keyboard can scroll. */
export function ByDayTable({ month }: { month: MonthSpend }) {
  const { t } = useT();
  if (month.days.length === 0) return <p className="muted">{t('options.spending.empty')}</p>;
  return (
    <div
      className="spend-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('options.spending.byDay')}
    >
      <table className="spend-table" data-testid="spend-by-day">
        <caption>{t('options.spending.byDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('options.spending.day')}</th>
            {spendSources.map((source) => (
              <NumHeader key={source}>{t(`options.spending.sources.${source}`)}</NumHeader>
            ))}
            <NumHeader>{t('options.spending.total')}</NumHeader>
          </tr>
        </thead>
        <tbody>
          {month.days.map((row) => (
            <tr key={row.day}>
              <th scope="row" className="spend-day">
                {row.day}
              </th>
              {spendSources.map((source) => (
                <td key={source} className="spend-num">
                  {row.bySource[source] || ''}
                </td>
              ))}
              <td className="spend-num">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
