import { isAuditType } from '@/lib/domain/audit-types';
import type { RecentQuery } from '@/lib/stores/popup';

/** The list call for a query: parents, or the children of `parentId`; empty filters left out. */
export function listInput(q: RecentQuery, parentId?: number) {
  const f = q.filters;
  return {
    ...(parentId === undefined ? {} : { parentId }),
    sorting: q.sorting,
    pager: parentId === undefined ? q.pager : { itemsPerPage: 50 as const, page: 0 },
    filters: {
      ...(f.title && parentId === undefined ? { title: f.title } : {}),
      // The list filter accepts only the documented types.
      ...(f.auditType.length ? { auditType: f.auditType.filter(isAuditType) } : {}),
      ...(f.device.length ? { device: f.device } : {}),
      ...(f.status.length ? { status: f.status } : {}),
    },
  };
}
