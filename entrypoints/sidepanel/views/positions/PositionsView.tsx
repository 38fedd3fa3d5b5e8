import { lazy, Suspense, useMemo } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { siteHost } from '@/lib/domain/domain-match';
import { cpcCurrency } from '@/lib/storage/cpc-currency';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { usePanel } from '../../context';
import { PartialBanner } from '../PartialBanner';
import { ReviewButton } from '../ReviewButton';
import { downloadText } from '@/components/download';
import { positionsCsv, positionsCsvName } from './exportCsv';
import { Filters } from './Filters';
import { PositionsTable } from './PositionsTable';
import { RangeControls } from './RangeControls';
import { ReportAge } from './ReportAge';
import { ReportViewBar } from './ReportViewBar';
import { SelectionBar } from './SelectionBar';
import { SelectionDetails } from './SelectionDetails';
import { ServiceFilters } from './ServiceFilters';
import { reportDevices, usePositionRows } from './usePositionRows';

/* The story brings uPlot: loaded when a keyword is first opened, not with the table. */
const KeywordStory = lazy(() =>
  import('./KeywordStory').then((m) => ({ default: m.KeywordStory })),
);

/** Positions tab: range, filters, the keyword table, bulk actions, and a keyword's story on top. */
export function PositionsView() {
  const { t } = useT();
  const currency = useStorageItem(cpcCurrency);
  const { report, reportError, reportLoading, reportAt, reportProgress, reloadReport } = usePanel();
  const { followed, campaign } = usePanel();
  const storyId = useSidepanelStore((s) => s.storyKeywordId);
  const selected = useSidepanelStore((s) => s.selected);
  const setSelected = useSidepanelStore((s) => s.setSelected);
  const setTab = useSidepanelStore((s) => s.setTab);
  const { visible } = usePositionRows(report);
  const devices = useMemo(() => reportDevices(report), [report]);
  const groupTitles = useMemo(
    () => new Map((report?.groups ?? []).map((g) => [g.id, g.title])),
    [report],
  );
  const names = useMemo(
    () => Object.fromEntries((report?.keywords ?? []).map((k) => [String(k.id), k.title])),
    [report],
  );
  const story = storyId !== null ? report?.keywords.find((k) => k.id === storyId) : undefined;
  const selectionDetails = useSidepanelStore((s) => s.selectionDetails);

  if (selectionDetails && report && selected.length > 0) {
    return <SelectionDetails report={report} devices={devices} />;
  }

  if (story && report) {
    return (
      <Suspense
        fallback={
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        }
      >
        <KeywordStory keyword={story} report={report} />
      </Suspense>
    );
  }

  const allVisibleSelected = visible.length > 0 && visible.every((r) => selected.includes(r.id));
  return (
    <div
      className="stack sp-positions"
      data-report={
        report
          ? `${report.datemin}|${report.datemax}|${report.gap}|${report.partial ? 'partial' : 'full'}`
          : undefined
      }
      data-view={report ? `${report.type}|${report.competitors.join('+')}` : undefined}
    >
      <RangeControls />
      <ReportViewBar />
      {report && <Filters groups={report.groups} devices={devices} />}
      {report && <ServiceFilters />}
      <ErrorBanner error={reportError} onRetry={reloadReport} />
      {report?.partial && <PartialBanner loading={reportLoading} onRetry={reloadReport} />}
      {report && (
        <SelectionBar
          names={names}
          groups={report.groups}
          readonly={campaign?.access === 'readonly'}
          onDone={reloadReport}
        />
      )}
      {report && report.keywords.length === 0 ? (
        <div className="sp-empty card">
          <h2>{t('sidepanel.table.noKeywords')}</h2>
          <p className="muted">{t('sidepanel.table.noKeywordsBody')}</p>
          <p>
            <button type="button" className="btn btn-primary" onClick={() => setTab('manage')}>
              {t('sidepanel.table.goManage')}
            </button>
          </p>
        </div>
      ) : report ? (
        <>
          <div className="row sp-table-bar">
            <label className="row sp-select-all">
              <input
                type="checkbox"
                checked={allVisibleSelected}
                onChange={() => setSelected(allVisibleSelected ? [] : visible.map((r) => r.id))}
              />
              {t('sidepanel.table.count', { count: visible.length, total: report.keywords.length })}
            </label>
            <span className="spacer" />
            <ReportAge at={reportAt} loading={reportLoading} progress={reportProgress} />
            <ReviewButton campaign={report.campaign} />
            <button
              type="button"
              className="btn"
              disabled={visible.length === 0}
              onClick={() =>
                downloadText(
                  positionsCsv(report, visible, devices, t, currency ?? null),
                  positionsCsvName(report),
                )
              }
            >
              ↓ {t('sidepanel.table.export')}
            </button>
          </div>
          <PositionsTable
            rows={visible}
            devices={devices}
            tabUrl={followed?.url ?? null}
            ownHost={siteHost(report.campaign.domain)}
            groupTitles={groupTitles}
            competitors={report.competitors}
            rankType={report.type}
          />
          <p className="field-help">{t('sidepanel.table.legend')}</p>
        </>
      ) : (
        !reportError && (
          <p className="muted" role="status">
            {t('sidepanel.table.loading')}
          </p>
        )
      )}
    </div>
  );
}
