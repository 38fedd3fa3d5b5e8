import type { Audit } from '@/lib/api/schemas/audits';
import { failingChecks, headlineFigures } from '@/lib/domain/audit-data';
import { isAuditStatus, type AuditStatus } from '@/lib/domain/audit-status';
import type { AuditSummary, Headline } from '@/lib/storage/audits';
import { isDevice, type Device } from '@/lib/domain/device';
import { isObj } from '@/lib/domain/plain-object';

/** An unknown status is treated as still waiting: the tracker keeps asking rather than give up. */
export function toStatus(value: string | null | undefined): AuditStatus {
  const status = (value ?? '').toLowerCase();
  return isAuditStatus(status) ? status : 'wait';
}

export { isFinishedAudit as isFinishedStatus } from '@/lib/domain/audit-status';

function toDevice(value: string | null): Device | null {
  return isDevice(value) ? value : null;
}

/** The client's audit as pages see it (JSON-safe: dates as ms). */
export function toSummary(audit: Audit): AuditSummary {
  return {
    id: audit.id,
    parentId: audit.parentId ?? 0,
    title: audit.title,
    url: audit.url,
    device: toDevice(audit.device),
    auditType: audit.auditType,
    status: toStatus(audit.status),
    created: audit.created ? audit.created.getTime() : null,
    updated: audit.updated ? audit.updated.getTime() : null,
    score: audit.score,
    uid: audit.uid ?? null,
    settings: audit.settings ?? null,
  };
}

const MAX_FAILING = 5;

/**
 * What the popup shows at a glance, from `audit_data` as sent: categories, metrics and the worst
 * failing checks (lib/domain/audit-data.ts reads the shapes). Null when no shape is recognised —
 * the full report still shows the raw data.
 */
export function toHeadline(rawData: unknown[]): {
  headline: Headline | null;
  score: number | null;
} {
  const figures = headlineFigures(rawData);
  if (figures.shape !== 'lighthouse' && figures.shape !== 'checks') {
    return { headline: null, score: null };
  }
  const failing = failingChecks(figures);
  return {
    score: figures.score,
    headline: {
      categories: figures.shape === 'lighthouse' ? figures.categories : [],
      metrics: figures.shape === 'lighthouse' ? figures.metrics : [],
      failing: failing.slice(0, MAX_FAILING),
      failingCount: failing.length,
      checkCount: figures.checks.length,
    },
  };
}

/** A message the service left in an errored audit's data, if any (`message` / `error`). */
export function errorMessageOf(rawData: unknown[]): string | null {
  for (const element of rawData) {
    if (!isObj(element)) continue;
    for (const key of ['error', 'message', 'error_message']) {
      const value = element[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
      if (isObj(value) && typeof value.message === 'string') return value.message;
    }
  }
  return null;
}
