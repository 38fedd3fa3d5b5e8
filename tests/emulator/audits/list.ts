import type { EmulatorContext } from '../core/context.ts';
import { asPositiveInt, isRecord } from '../core/params.ts';
import type { AuditRecord, AuditStatus } from './model.ts';
import { childrenOf, scoreOf, statusOf } from './lifecycle.ts';

/**
 * List audits (../shared/spec/audits.md §4): parents, or the children of `parent_id`; filters on
 * title part, audit types, devices and statuses; sorting on created, device, audit_type, status or
 * the score. A parent matches a type or device filter when one of its children does.
 */
type ListResult = { items: AuditRecord[] } | { notFound: true } | { error: string };

const SORT_FIELDS = [
  'created',
  'device',
  'audit_type',
  'status',
  'result_overall',
  'results_overall',
];

function strings(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return null;
  const list = Array.isArray(value) ? value : [value];
  return list.map(String);
}

export function listAudits(
  ctx: EmulatorContext,
  uid: number,
  body: Record<string, unknown>,
): ListResult {
  const own = ctx.state.audits.audits.filter((a) => a.uid === uid);
  let items: AuditRecord[];
  if (body.parent_id !== undefined && body.parent_id !== null && body.parent_id !== '') {
    const parentId = asPositiveInt(body.parent_id);
    if (!own.some((a) => a.id === parentId && a.parentId === 0)) return { notFound: true };
    items = own.filter((a) => a.parentId === parentId);
  } else {
    items = own.filter((a) => a.parentId === 0);
  }

  const filters = isRecord(body.filters) ? body.filters : {};
  const title = typeof filters.title === 'string' ? filters.title.trim().toLowerCase() : '';
  const types = strings(filters.audit_type);
  const devices = strings(filters.device);
  const statuses = strings(filters.status);
  const subjects = (audit: AuditRecord) =>
    audit.parentId === 0 ? childrenOf(ctx, audit.id) : [audit];
  items = items.filter((audit) => {
    if (title && !audit.title.toLowerCase().includes(title)) return false;
    if (types && !subjects(audit).some((a) => types.includes(a.auditType ?? ''))) return false;
    if (devices && !subjects(audit).some((a) => devices.includes(a.device ?? ''))) return false;
    if (statuses && !statuses.includes(statusOf(ctx, audit))) return false;
    return true;
  });

  const sorting = isRecord(body.sorting) ? body.sorting : {};
  const field = sorting.field === undefined ? 'created' : String(sorting.field);
  if (!SORT_FIELDS.includes(field)) {
    return {
      error: `Invalid sorting.field "${field}": use created, device, audit_type, status or result_overall.`,
    };
  }
  const direction = sorting.sort === undefined ? 'desc' : String(sorting.sort).toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') {
    return { error: `Invalid sorting.sort "${String(sorting.sort)}": use asc or desc.` };
  }
  const order: Record<AuditStatus, number> = { wait: 0, inprogress: 1, ready: 2, error: 3 };
  const key = (audit: AuditRecord): number | string => {
    switch (field) {
      case 'device':
        return audit.device ?? '';
      case 'audit_type':
        return audit.auditType ?? '';
      case 'status':
        return order[statusOf(ctx, audit)];
      case 'created':
        return audit.createdAt;
      default:
        return scoreOf(ctx, audit) ?? -1;
    }
  };
  const sign = direction === 'asc' ? 1 : -1;
  items = [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const cmp = ka < kb ? -1 : ka > kb ? 1 : 0;
    return cmp !== 0 ? sign * cmp : sign * (a.id - b.id);
  });
  return { items };
}
