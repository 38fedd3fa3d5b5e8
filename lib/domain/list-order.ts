/*
 * How the service's lists are ordered and paged (../shared/spec/audits.md, list audits and list
 * profiles: `sort`, `items_per_page`; ../shared/spec/monitoring.md for the monitoring lists). The
 * one definition: the client checks against it, the stores keep its types and the pages offer it.
 */
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** Fields the audit list sorts by (`sorting.field`), in the order the popup offers them. */
export const auditSortFields = [
  'created',
  'result_overall',
  'status',
  'audit_type',
  'device',
] as const;
export type AuditSortField = (typeof auditSortFields)[number];

/** Page sizes the audit and profile lists accept. */
export const auditPageSizes = [10, 25, 50] as const;
export type AuditPageSize = (typeof auditPageSizes)[number];

/** Page sizes the monitoring lists accept. */
export const monitoringPageSizes = [1, 5, 10, 25, 50, 100, 500, 1000] as const;

/** The member of `list` equal to `value` — a form control's or a stored value, typed; null when none. */
export function oneOf<T>(list: readonly T[], value: unknown): T | null {
  return list.find((item) => item === value) ?? null;
}
