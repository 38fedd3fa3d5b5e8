import { z } from 'zod/mini';

/** The states of an audit (../shared/spec/audits.md `status`), in the order a run moves through. */
export const auditStatuses = ['wait', 'inprogress', 'ready', 'error'] as const;
export type AuditStatus = (typeof auditStatuses)[number];

/* PURE: pages import the list without pulling zod into their bundles (zod is side-effect free). */
export const auditStatusSchema = /* @__PURE__ */ z.enum(auditStatuses);

export function isAuditStatus(value: unknown): value is AuditStatus {
  return auditStatuses.some((s) => s === value);
}

/** "Finished" (../shared/spec/service-notes.md): `ready` or `error` — what clone and refresh wait for. */
export function isFinishedAudit(status: AuditStatus): boolean {
  return status === 'ready' || status === 'error';
}
