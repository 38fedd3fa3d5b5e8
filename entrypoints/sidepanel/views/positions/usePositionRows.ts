import { useMemo } from 'react';
import { compareDevices } from '@/lib/domain/device';
import { filterRows, sortRows, toRow, type PositionRow } from '@/lib/domain/positions';
import type { PositionsReport } from '@/lib/messaging/protocol/monitoring/positions';
import { useSidepanelStore } from '@/lib/stores/sidepanel';

/**
 * Every device some group of the report tracks or some keyword has ranks on, desktop first. The
 * rank data names its devices itself, so the position columns come with the first rows, before
 * the groups (read behind them, seconds later at the service's pace) are in.
 */
export function reportDevices(report: PositionsReport | null): string[] {
  if (!report) return [];
  const tracked = report.groups.flatMap((g) => g.devices);
  const ranked = report.keywords.flatMap((k) => Object.keys(k.positions));
  return [...new Set([...tracked, ...ranked])].sort(compareDevices);
}

/** All rows of the report for the chosen device (precomputed once per report and device). */
export function buildRows(report: PositionsReport, device: string | null): PositionRow[] {
  const devicesOf = new Map(report.groups.map((g) => [g.id, g.devices]));
  return report.keywords.map((k) => toRow(k, devicesOf.get(k.groupId) ?? [], device));
}

/** The table's rows: built, filtered and sorted as the store says. */
export function usePositionRows(report: PositionsReport | null): {
  all: PositionRow[];
  visible: PositionRow[];
} {
  const { search, groupId, device, status, sortKey, sortDir } = useSidepanelStore();
  const all = useMemo(() => (report ? buildRows(report, device) : []), [report, device]);
  const visible = useMemo(
    () => sortRows(filterRows(all, { search, groupId, device, status }), sortKey, sortDir),
    [all, search, groupId, device, status, sortKey, sortDir],
  );
  return { all, visible };
}
