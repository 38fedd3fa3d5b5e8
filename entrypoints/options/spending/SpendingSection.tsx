import { downloadText } from '@/components/download';
import { useT } from '@/components/I18n';
import { SPEND_MONTHS, type SpendSource } from '@/lib/domain/spending';
import { spendCsv, spendCsvName } from '@/lib/domain/spending-csv';
import { LimitsForm } from './LimitsForm';
import { ScheduledNeed } from './ScheduledNeed';
import { BySourceTable, ByDayTable } from './SpendTables';
import { useSpending, type Spending } from './useSpending';
import './spending.css';

/**
 * Options → Spending: the audit tokens Stormlens spent this month, by day and by where each launch
 * began, the tokens left as last reported, what the page watches will still need, and the limits
 * the user sets on all of it. Read from the spending record the background keeps.
 */
export function SpendingSection() {
  const { t } = useT();
  const spending = useSpending();
  return (
    <>
      <div className="section-head">
        <h1 id="heading-spending" tabIndex={-1}>
          {t('options.spending.title')}
        </h1>
        <p className="muted">{t('options.spending.intro', { months: SPEND_MONTHS })}</p>
      </div>
      {spending === undefined ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <SpendingBody {...spending} />
      )}
    </>
  );
}

function SpendingBody(spending: Spending) {
  const { t } = useT();
  const { month, record, limits } = spending;
  const exportCsv = () => {
    const words = {
      time: t('options.spending.csvTime'),
      source: t('options.spending.source'),
      page: t('options.spending.page'),
      title: t('options.spending.csvTitle'),
      cost: t('options.spending.tokens'),
      left: t('options.spending.csvLeft'),
      sourceName: (s: SpendSource) => t(`options.spending.sources.${s}`),
    };
    downloadText(spendCsv(record, words), spendCsvName(month.month));
  };
  return (
    <>
      <div className="card stack" data-testid="spend-month">
        <div className="row wrap">
          <h2>{t('options.spending.monthTitle', { month: month.month })}</h2>
          <span className="spacer" />
          <button type="button" className="btn" onClick={exportCsv} disabled={record.length === 0}>
            {t('options.spending.export')}
          </button>
        </div>
        <p className="spend-summary">
          <strong data-testid="spend-total">
            {t('options.spending.spent', { total: month.total })}
          </strong>{' '}
          <span data-testid="spend-left">
            {month.left === null
              ? t('options.spending.leftUnknown')
              : t('options.spending.left', { left: month.left })}
          </span>
        </p>
        <div className="spend-grid">
          <BySourceTable month={month} />
          <ByDayTable month={month} />
        </div>
        <p className="muted small">{t('options.spending.exportHelp')}</p>
      </div>
      <ScheduledNeed {...spending} />
      <LimitsForm limits={limits} />
    </>
  );
}
