import { toCsv, csvFileName, type CsvCell } from '@/lib/domain/csv';
import { best, change, latest } from '@/lib/domain/positions';
import type { PositionRow } from '@/lib/domain/positions';
import type { Translator } from '@/lib/i18n';
import type { PositionValue, PositionsReport } from '@/lib/messaging/protocol/monitoring/positions';

const cell = (v: PositionValue | undefined): CsvCell => (v === 'out' ? '>100' : (v ?? ''));

/**
 * The positions table as CSV, rows as filtered and sorted on screen: keyword facts, then per device
 * the latest position, change, best and URL, then the position of every period per device.
 * "> 100" marks out of the top 100; an empty cell is a period without data (never 0).
 */
export function positionsCsv(
  report: PositionsReport,
  rows: PositionRow[],
  devices: string[],
  t: Translator['t'],
  /** The account's CPC currency, named in the CPC column's head; the cells stay plain numbers. */
  currency: string | null = null,
): string {
  const byId = new Map(report.keywords.map((k) => [k.id, k]));
  const groups = new Map(report.groups.map((g) => [g.id, g]));
  const header: CsvCell[] = [
    t('sidepanel.csv.keyword'),
    t('sidepanel.csv.group'),
    t('sidepanel.csv.status'),
    t('sidepanel.csv.volume'),
    currency ? t('sidepanel.csv.cpcIn', { currency }) : t('sidepanel.csv.cpc'),
  ];
  for (const d of devices) {
    header.push(
      t('sidepanel.csv.position', { device: d }),
      t('sidepanel.csv.change', { device: d }),
      t('sidepanel.csv.best', { device: d }),
      t('sidepanel.csv.url', { device: d }),
    );
  }
  for (const d of devices) for (const date of report.dates) header.push(`${d} ${date}`);

  const body = rows.map((r) => {
    const k = byId.get(r.id);
    const line: CsvCell[] = [
      r.title,
      groups.get(r.groupId)?.title ?? '',
      r.status ?? '',
      r.volume,
      r.cpc,
    ];
    for (const d of devices) {
      const series = k?.positions[d];
      if (!series) {
        line.push('', '', '', '');
        continue;
      }
      const c = change(series);
      line.push(
        cell(latest(series).value),
        c.kind === 'entered' ? 'new' : c.kind === 'dropped' ? 'lost' : c.delta,
        best(series),
        k?.urls[d] ?? '',
      );
    }
    for (const d of devices)
      for (let i = 0; i < report.dates.length; i++) line.push(cell(k?.positions[d]?.[i] ?? null));
    return line;
  });
  return toCsv([header, ...body]);
}

export function positionsCsvName(report: PositionsReport): string {
  return csvFileName([
    'stormlens-positions',
    report.campaign.domain,
    `${report.datemin}_${report.datemax}`,
    report.gap,
  ]);
}
