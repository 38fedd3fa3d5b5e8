import { useT } from '@/components/I18n';
import { NumHeader } from './SpendTables';
import type { Spending } from './useSpending';

const page = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * What the page watches will still spend before the month ends, the monthly cap against it, and
 * the runs the cap stopped (each also said on its watch in the side panel).
 */
export function ScheduledNeed({ need, scheduled, limits, capSkips }: Spending) {
  const { t } = useT();
  const runs = need.watches.reduce((sum, w) => sum + (w.tokens === null ? 0 : w.runs), 0);
  return (
    <div className="card stack" data-testid="spend-scheduled">
      <h2>{t('options.spending.scheduledTitle')}</h2>
      <p data-testid="spend-cap-used">
        {limits.monthlyCap === null
          ? t('options.spending.capNone', { spent: scheduled })
          : t('options.spending.capUsed', { spent: scheduled, cap: limits.monthlyCap })}
      </p>
      {need.watches.length === 0 ? (
        <p className="muted">{t('options.spending.noWatches')}</p>
      ) : (
        <>
          <p data-testid="spend-need">{t('options.spending.need', { tokens: need.total, runs })}</p>
          {need.unknown > 0 && (
            <p className="muted">{t('options.spending.needUnknown', { count: need.unknown })}</p>
          )}
          <table className="spend-table">
            <caption className="visually-hidden">{t('options.spending.scheduledTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('options.spending.page')}</th>
                <NumHeader>{t('options.spending.runsLeft')}</NumHeader>
                <NumHeader>{t('options.spending.perRun')}</NumHeader>
                <NumHeader>{t('options.spending.tokens')}</NumHeader>
              </tr>
            </thead>
            <tbody>
              {need.watches.map((w) => (
                <tr key={w.watch.id}>
                  <th scope="row" className="long-text">
                    {page(w.watch.url)}
                  </th>
                  <td className="spend-num">{w.runs}</td>
                  <td className="spend-num">{w.perRun ?? '—'}</td>
                  <td className="spend-num">{w.tokens ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {capSkips.length > 0 && (
        <div className="banner banner-warning" role="status" data-testid="spend-cap-skips">
          <strong>{t('options.spending.capSkipsTitle')}</strong>
          <ul>
            {capSkips.map((s) => (
              <li key={s.watchId}>
                {t('options.spending.capSkip', { ...s, page: page(s.url), cap: s.cap ?? 0 })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
