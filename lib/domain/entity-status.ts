import { z } from 'zod/mini';

/**
 * Statuses of monitoring campaigns, groups and keywords (../shared/spec/monitoring.md, `status`)
 * and the bulk calls that move between them (`start`, `stop`, `delete`, `restore`). The one
 * definition: the client, the protocol, the handlers and the side panel import it.
 */
export const entityStatuses = ['active', 'stop', 'delete'] as const;
export type EntityStatus = (typeof entityStatuses)[number];

/** What lists show unless asked for the trash. */
export const liveStatuses = ['active', 'stop'] as const satisfies readonly EntityStatus[];
export type LiveStatus = (typeof liveStatuses)[number];

export const bulkActions = ['start', 'stop', 'delete', 'restore'] as const;
export type BulkAction = (typeof bulkActions)[number];

/* PURE: pages import the lists without pulling zod into their bundles (zod is side-effect free). */
export const entityStatusSchema = /* @__PURE__ */ z.enum(entityStatuses);
export const bulkActionSchema = /* @__PURE__ */ z.enum(bulkActions);
export const liveStatusSchema = /* @__PURE__ */ z.enum(liveStatuses);

export function isEntityStatus(value: unknown): value is EntityStatus {
  return entityStatuses.some((s) => s === value);
}

/** The service's words for a status, as the closed set (unknown → active, the safest reading). */
export function statusOf(value: string | null | undefined): EntityStatus {
  const s = (value ?? '').toLowerCase();
  if (isEntityStatus(s)) return s;
  if (s === 'stopped' || s === 'paused' || s === 'inactive') return 'stop';
  if (s === 'deleted' || s === 'trash') return 'delete';
  return 'active';
}
