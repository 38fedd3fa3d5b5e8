import type { RunPoint } from '@/lib/domain/audit-trend';
import type { HistoryRun } from '@/lib/storage/audits';

/** History runs as the trend module's points: one per child, dated by itself or its parent. */
export function historyPoints(runs: HistoryRun[]): RunPoint[] {
  return runs.flatMap((run) =>
    run.children.map((c) => ({
      id: c.id,
      parentId: run.parent.id,
      device: c.device,
      auditType: c.auditType,
      status: c.status,
      score: c.score,
      created: c.created ?? run.parent.created,
    })),
  );
}
