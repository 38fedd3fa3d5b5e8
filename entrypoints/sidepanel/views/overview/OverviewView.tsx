import { useMemo, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { summarise, type PositionRow } from '@/lib/domain/positions';
import { send } from '@/lib/messaging/client';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { usePanel } from '../../context';
import { isRankDataFresh } from '@/lib/domain/freshness';
import { overviewScopeKey, panelKey, rangeKey } from '@/lib/storage/panel-cache';
import { campaignOverviewSchema } from '@/lib/storage/panel-schemas';
import { usePanelEntry } from '../../hooks/usePanelEntry';
import { PartialBanner } from '../PartialBanner';
import { changeText, positionText } from '../positions/format';
import { RangeControls } from '../positions/RangeControls';
import { buildRows } from '../positions/usePositionRows';
import { OverviewHistory } from './OverviewHistory';
import { OverviewScope, type OverviewScopeValue } from './OverviewScope';

/**
 * The campaign over the range: the service's overview (up, down, unchanged, top 10, visibility and
 * its change) beside the same counts from the table, and the biggest movers.
 */
export function OverviewView() {
  const { t, number } = useT();
  const { campaign, range, report, reportError, reloadReport } = usePanel();
  const openStory = useSidepanelStore((s) => s.openStory);
  const setTab = useSidepanelStore((s) => s.setTab);
  const [filter, setFilter] = useState<OverviewScopeValue>({ device: null, engine: null });
  const scope =
    campaign && range
      ? {
          ...range,
          campaignId: campaign.id,
          ...(filter.device ? { devices: [filter.device] } : {}),
          ...(filter.engine ? { engine: filter.engine } : {}),
        }
      : null;
  const overview = usePanelEntry(
    scope ? panelKey('overview', scope.campaignId, rangeKey(scope), overviewScopeKey(scope)) : null,
    campaignOverviewSchema,
    () => send('monitoring.overview', scope!),
    (entry) => !entry.value.partial && isRankDataFresh(entry.at),
  );
  const rows = useMemo(() => (report ? buildRows(report, null) : []), [report]);
  const local = useMemo(() => summarise(rows), [rows]);
  const o = overview.data;

  const movers = (dir: 1 | -1): PositionRow[] =>
    rows
      .filter((r) => (dir > 0 ? r.change.score > 0 : r.change.score < 0))
      .sort((a, b) => dir * (b.change.score - a.change.score))
      .slice(0, 5);

  const open = (id: number) => {
    openStory(id);
    setTab('positions');
  };

  const stat = (
    key: string,
    label: string,
    value: number | null | undefined,
    icon: string,
    tone: string,
  ) => (
    <div className={`sp-stat card tone-border-${tone}`} data-stat={key}>
      <span className="sp-stat-label">
        <span aria-hidden="true">{icon}</span> {label}
      </span>
      <span className="sp-stat-value">
        {value === null || value === undefined ? '–' : number(value, { maximumFractionDigits: 2 })}
      </span>
    </div>
  );
  const vChange = o?.visibilityChange ?? null;

  return (
    <div className="stack">
      <RangeControls />
      <OverviewScope value={filter} onChange={setFilter} groups={report?.groups ?? []} />
      <ErrorBanner error={overview.error} onRetry={overview.reload} />
      {o?.partial && <PartialBanner loading={overview.loading} onRetry={overview.reload} />}
      <section aria-labelledby="sp-ov-service" className="stack">
        <h2 id="sp-ov-service">{t('sidepanel.overview.title')}</h2>
        <div className="sp-stats">
          {stat('up', t('sidepanel.overview.up'), o?.up ?? (report ? local.up : null), '▲', 'good')}
          {stat(
            'down',
            t('sidepanel.overview.down'),
            o?.down ?? (report ? local.down : null),
            '▼',
            'poor',
          )}
          {stat(
            'unchanged',
            t('sidepanel.overview.unchanged'),
            o?.unchanged ?? (report ? local.unchanged : null),
            '=',
            'muted',
          )}
          {stat(
            'top10',
            t('sidepanel.overview.top10'),
            o?.top10 ?? (report ? local.top10 : null),
            '★',
            'accent',
          )}
        </div>
        <div className="sp-visibility card">
          <div>
            <span className="sp-stat-label">{t('sidepanel.overview.visibility')}</span>
            <span className="sp-stat-value">
              {o?.visibility === null || o?.visibility === undefined
                ? '–'
                : number(o.visibility, { maximumFractionDigits: 2 })}
            </span>
          </div>
          <div
            className={
              vChange === null
                ? 'muted'
                : vChange > 0
                  ? 'tone-good'
                  : vChange < 0
                    ? 'tone-poor'
                    : 'muted'
            }
          >
            {vChange === null
              ? t('sidepanel.overview.noChange')
              : vChange > 0
                ? `▲ ${t('sidepanel.overview.visibilityUp', { n: number(vChange, { maximumFractionDigits: 2 }) })}`
                : vChange < 0
                  ? `▼ ${t('sidepanel.overview.visibilityDown', { n: number(-vChange, { maximumFractionDigits: 2 }) })}`
                  : `= ${t('sidepanel.overview.visibilitySame')}`}
          </div>
        </div>
        {overview.loading && !o && (
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        )}
        <p className="field-help">{t('sidepanel.overview.serviceNote')}</p>
        {o && <OverviewHistory series={o.series ?? []} />}
      </section>
      <ErrorBanner error={reportError} onRetry={reloadReport} />
      {report && (
        <section aria-labelledby="sp-ov-table" className="stack">
          <h2 id="sp-ov-table">{t('sidepanel.overview.fromTable', { count: local.keywords })}</h2>
          <ul className="sp-facts">
            <li>{t('sidepanel.overview.facts.top3', { count: local.top3 })}</li>
            <li>{t('sidepanel.overview.facts.entered', { count: local.entered })}</li>
            <li>{t('sidepanel.overview.facts.dropped', { count: local.dropped })}</li>
            <li>{t('sidepanel.overview.facts.noData', { count: local.noData })}</li>
          </ul>
          <div className="sp-movers">
            {([1, -1] as const).map((dir) => (
              <div key={dir} className="card">
                <h3>
                  {dir > 0 ? t('sidepanel.overview.gainers') : t('sidepanel.overview.losers')}
                </h3>
                {movers(dir).length === 0 ? (
                  <p className="muted">{t('sidepanel.overview.noMovers')}</p>
                ) : (
                  <ol className="sp-mover-list">
                    {movers(dir).map((r) => {
                      const c = changeText(t, r.change, number);
                      return (
                        <li key={r.id}>
                          <button type="button" className="sp-link" onClick={() => open(r.id)}>
                            {r.title}
                          </button>
                          <span className={`tone-${c.tone}`} aria-label={c.label}>
                            {c.text}
                          </span>
                          <span className="muted">
                            {positionText(t, r.device ? r.latest[r.device] : null, number)}
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                )}
              </div>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
