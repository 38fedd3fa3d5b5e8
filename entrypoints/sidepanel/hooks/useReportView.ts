import { useMemo } from 'react';
import { useStorageItem } from '@/components/useStorageItem';
import type { RankType } from '@/lib/domain/rank-type';
import type { ReportFilters } from '@/lib/messaging/protocol/monitoring/positions';
import { competitors } from '@/lib/storage/competitors';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { bootCompetitors } from '../boot';

const none: string[] = [];

/**
 * What the positions report shows beyond its range: the rankings switch and service filters
 * (view state) and the campaign's remembered competitors (stored; the start-up read of ../boot.ts
 * until the item's own read, so a stored report paints in the first frame). Null until the stored
 * competitors are read, so the first request is already the right one.
 */
export function useReportView(
  campaignId: number | null,
): { type: RankType; competitors: string[]; filters: ReportFilters | null } | null {
  const stored = useStorageItem(competitors) ?? bootCompetitors();
  const type = useSidepanelStore((s) => s.rankType);
  const filters = useSidepanelStore((s) => s.serviceFilters);
  const list = campaignId === null ? none : (stored?.[String(campaignId)] ?? none);
  return useMemo(
    () => (stored === undefined ? null : { type, competitors: list, filters }),
    [stored, type, list, filters],
  );
}
