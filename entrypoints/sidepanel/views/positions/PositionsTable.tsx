import { useMemo } from 'react';
import { useT } from '@/components/I18n';
import { Sparkline } from '@/components/Sparkline';
import { VirtualTable, type VirtualColumn } from '@/components/VirtualTable';
import { useStorageItem } from '@/components/useStorageItem';
import { formatCpc } from '@/lib/domain/cpc';
import { isDevice } from '@/lib/domain/device';
import { isSamePage } from '@/lib/domain/domain-match';
import { sortKeys, type PositionRow } from '@/lib/domain/positions';
import { oneOf } from '@/lib/domain/list-order';
import { cpcCurrency } from '@/lib/storage/cpc-currency';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { deviceName } from './Filters';
import { changeText, positionLabel, positionText, shortUrl } from './format';
import { rivalColumn } from './rivalColumn';
import type { RankType } from '@/lib/domain/rank-type';

const none: string[] = [];

interface Props {
  rows: PositionRow[];
  /** Devices with a column, in order. */
  devices: string[];
  tabUrl: string | null;
  /** The campaign's host: its own URLs show as paths. */
  ownHost: string | null;
  groupTitles: Map<number, string>;
  /** Competitor domains with a column each (their latest position on the row's device). */
  competitors?: string[];
  rankType?: RankType;
}

export const ROW_HEIGHT = 60;

/**
 * The keyword table: one virtualised row per keyword with its latest position per device, the
 * change and best over the range for the row's device, the ranking URL (★ when it is the page open
 * in the tab) and a trend line. Every figure has words for screen readers, not only arrows.
 */
export function PositionsTable({
  rows,
  devices,
  tabUrl,
  ownHost,
  groupTitles,
  competitors = none,
  rankType = 'organic',
}: Props) {
  const { t, number } = useT();
  const { sortKey, sortDir, selected } = useSidepanelStore();
  const { sortBy, setSort, setFilter, toggleSelected, openStory } = useSidepanelStore.getState();
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const currency = useStorageItem(cpcCurrency) ?? null;

  const columns = useMemo((): VirtualColumn<PositionRow>[] => {
    const cols: VirtualColumn<PositionRow>[] = [
      {
        id: 'select',
        header: <span className="visually-hidden">{t('sidepanel.table.select')}</span>,
        width: '18px',
        render: (r) => (
          <input
            type="checkbox"
            tabIndex={-1}
            checked={selectedSet.has(r.id)}
            aria-label={t('sidepanel.table.selectOne', { keyword: r.title })}
            onClick={(e) => e.stopPropagation()}
            onChange={() => toggleSelected(r.id)}
          />
        ),
      },
      {
        id: 'keyword',
        header: t('sidepanel.table.keyword'),
        width: 'minmax(0, 1fr)',
        sortKey: 'title',
        render: (r) => (
          <KeywordCell
            row={r}
            tabUrl={tabUrl}
            ownHost={ownHost}
            group={groupTitles.get(r.groupId)}
            currency={currency}
          />
        ),
      },
      ...devices.map((d): VirtualColumn<PositionRow> => ({
        id: `pos-${d}`,
        header: t(isDevice(d) ? `sidepanel.table.${d}Short` : 'sidepanel.table.position'),
        label: t('sidepanel.table.positionOn', { device: deviceName(t, d) }),
        width: '42px',
        align: 'end',
        sortKey: `position:${d}`,
        render: (r) => {
          if (!r.devices.includes(d))
            return (
              <span className="muted" title={t('sidepanel.pos.notTracked')}>
                ·
              </span>
            );
          const v = r.latest[d];
          return (
            <span
              className={`sp-pos ${v === 'out' || v === null ? 'muted' : ''}`}
              aria-label={positionLabel(t, v, number, rankType)}
            >
              {positionText(t, v, number, rankType)}
            </span>
          );
        },
      })),
      ...competitors.map((c, i) => rivalColumn(t, number, c, i, rankType)),
      {
        id: 'change',
        header: 'Δ',
        label: t('sidepanel.table.change'),
        width: '38px',
        align: 'end',
        sortKey: 'change',
        render: (r) => {
          const c = changeText(t, r.change, number);
          return (
            <span className={`sp-change tone-${c.tone}`} aria-label={c.label} title={c.label}>
              {c.text}
            </span>
          );
        },
      },
      {
        id: 'trend',
        header: t('sidepanel.table.trend'),
        width: '64px',
        render: (r) => (
          <Sparkline
            values={r.trend}
            width={64}
            height={22}
            invert
            label={t('sidepanel.table.trendLabel', { keyword: r.title })}
          />
        ),
      },
    ];
    return cols;
  }, [
    t,
    number,
    devices,
    competitors,
    rankType,
    selectedSet,
    tabUrl,
    ownHost,
    groupTitles,
    currency,
    toggleSelected,
  ]);

  const onSort = (key: string) => {
    if (key.startsWith('position:')) {
      // A device column sorts by that device's positions: show that device's view of each row.
      const d = key.slice('position:'.length);
      const current = useSidepanelStore.getState();
      if (current.device !== d) {
        setFilter({ device: d });
        setSort('position', 'asc');
      } else sortBy('position');
      return;
    }
    const column = oneOf(sortKeys, key);
    if (column) sortBy(column);
  };
  const device = useSidepanelStore((s) => s.device);
  const sortColumn = sortKey === 'position' ? `position:${device ?? devices[0]}` : sortKey;

  return (
    <VirtualTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      rowHeight={ROW_HEIGHT}
      label={t('sidepanel.table.label')}
      sort={{ key: sortColumn, dir: sortDir }}
      onSort={onSort}
      onActivate={(r) => openStory(r.id)}
      onToggle={(r) => toggleSelected(r.id)}
      isSelected={(r) => selectedSet.has(r.id)}
      rowClassName={(r) => (r.status === 'stop' ? 'sp-row-stopped' : undefined)}
      empty={t('sidepanel.table.empty')}
      className="sp-table"
    />
  );
}

function KeywordCell({
  row,
  tabUrl,
  ownHost,
  group,
  currency,
}: {
  row: PositionRow;
  tabUrl: string | null;
  ownHost: string | null;
  group?: string;
  /** The account's CPC currency as the user chose it (lib/storage/cpc-currency.ts). */
  currency: string | null;
}) {
  const { t, number } = useT();
  const here = isSamePage(row.url, tabUrl);
  const facts = [
    row.volume !== null ? t('sidepanel.table.volume', { n: number(row.volume) }) : null,
    row.cpc !== null ? t('sidepanel.table.cpc', { n: formatCpc(row.cpc, currency, number) }) : null,
    row.best !== null
      ? t('sidepanel.table.best', { n: number(row.best, { maximumFractionDigits: 1 }) })
      : null,
  ].filter(Boolean);
  return (
    <div className="sp-kw">
      <div className="sp-kw-title" title={group ? `${row.title} — ${group}` : row.title}>
        {row.status === 'stop' && <span className="sp-kw-flag">{t('common.status.stop')}</span>}
        {row.title}
      </div>
      <div className="sp-kw-sub">{facts.join(' · ')}</div>
      {row.url && (
        <div className={`sp-kw-url ${here ? 'here' : ''}`} title={row.url}>
          {row.urlChanged && (
            <span className="sp-url-changed" title={t('positions.urlHistory.changedHint')}>
              ↻ <span className="visually-hidden">{t('positions.urlHistory.changedHint')}</span>
            </span>
          )}
          {here ? <strong>★ {t('sidepanel.table.thisPage')}</strong> : shortUrl(row.url, ownHost)}
        </div>
      )}
    </div>
  );
}
