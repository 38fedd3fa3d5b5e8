import type { EmulatorContext } from '../core/context.ts';
import { unixString } from '../core/clock.ts';
import type { AuditRecord, AuditStatus } from './model.ts';
import { mainScore } from './scores.ts';
import { lighthouseData } from './lighthouse-data.ts';
import { withExtraCategory, withExtraCheck } from './extra-result.ts';
import { checksData } from './checks-data.ts';

/**
 * Audit status is derived, never stored: a child waits for the first 20 % of the configured
 * duration, runs until its finish point (70–100 % of the duration, staggered between siblings),
 * then is `ready` — or `error` when its host cannot be reached (a host ending in `.invalid`).
 * A parent's status summarises its children. Deriving it from timestamps keeps it right across
 * restarts (`--state-file`) and when `POST /__emulator/clock` moves time on.
 */
const WAIT_SHARE = 0.2;

function finishAt(ctx: EmulatorContext, audit: AuditRecord): number {
  return audit.runStartedAt + ctx.settings.auditDurationMs * (0.7 + 0.3 * audit.stagger);
}

export function isUnreachable(url: string | null): boolean {
  if (!url) return false;
  try {
    return new URL(url).hostname.endsWith('.invalid');
  } catch {
    return true;
  }
}

export function childStatus(ctx: EmulatorContext, audit: AuditRecord): AuditStatus {
  const now = ctx.now();
  if (now < audit.runStartedAt + ctx.settings.auditDurationMs * WAIT_SHARE) return 'wait';
  if (now < finishAt(ctx, audit)) return 'inprogress';
  return isUnreachable(audit.url) ? 'error' : 'ready';
}

function childUpdated(ctx: EmulatorContext, audit: AuditRecord): number {
  const status = childStatus(ctx, audit);
  if (status === 'wait') return audit.runStartedAt;
  if (status === 'inprogress')
    return audit.runStartedAt + ctx.settings.auditDurationMs * WAIT_SHARE;
  return finishAt(ctx, audit);
}

/**
 * Children by parent, per audits array: a create pushes (the length changes) and a delete makes a
 * new array, so an index whose array and length still match is current. Listing, filtering and
 * sorting thousands of runs (the agency data set) asks for every parent's children.
 */
const childIndex = new WeakMap<
  AuditRecord[],
  { length: number; byParent: Map<number, AuditRecord[]> }
>();

export function childrenOf(ctx: EmulatorContext, parentId: number): AuditRecord[] {
  const all = ctx.state.audits.audits;
  let index = childIndex.get(all);
  if (!index || index.length !== all.length) {
    const byParent = new Map<number, AuditRecord[]>();
    for (const audit of all) {
      if (audit.parentId === 0) continue;
      const siblings = byParent.get(audit.parentId);
      if (siblings) siblings.push(audit);
      else byParent.set(audit.parentId, [audit]);
    }
    index = { length: all.length, byParent };
    childIndex.set(all, index);
  }
  return [...(index.byParent.get(parentId) ?? [])];
}

export function statusOf(ctx: EmulatorContext, audit: AuditRecord): AuditStatus {
  if (audit.parentId !== 0) return childStatus(ctx, audit);
  const statuses = childrenOf(ctx, audit.id).map((child) => childStatus(ctx, child));
  if (statuses.length === 0) return 'ready';
  if (statuses.every((s) => s === 'wait')) return 'wait';
  if (statuses.some((s) => s === 'wait' || s === 'inprogress')) return 'inprogress';
  return statuses.includes('ready') ? 'ready' : 'error';
}

export const isFinished = (status: AuditStatus) => status === 'ready' || status === 'error';

/** A ready child's score; a finished parent's is the mean of its ready children. */
export function scoreOf(ctx: EmulatorContext, audit: AuditRecord): number | null {
  if (audit.parentId !== 0) {
    if (childStatus(ctx, audit) !== 'ready' || !audit.url || !audit.device || !audit.auditType) {
      return null;
    }
    const score = mainScore(
      ctx.random,
      audit.url,
      audit.device,
      audit.auditType,
      audit.id * 100 + audit.run,
    );
    return Math.max(0, Math.min(100, score + (audit.scoreShift ?? 0)));
  }
  if (!isFinished(statusOf(ctx, audit))) return null;
  const scores = childrenOf(ctx, audit.id)
    .map((child) => scoreOf(ctx, child))
    .filter((s): s is number => s !== null);
  return scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
}

function updatedOf(ctx: EmulatorContext, audit: AuditRecord): number {
  if (audit.parentId !== 0) return childUpdated(ctx, audit);
  const times = childrenOf(ctx, audit.id).map((child) => childUpdated(ctx, child));
  return Math.max(audit.runStartedAt, ...times);
}

/**
 * The audit object as the service sends it: ids and timestamps as numeric strings, the score as
 * a string or null. `scoreField` is `results_overall` (field table, list) or `result_overall`
 * (the retrieve example): both spellings occur, and clients must accept either.
 */
export function serializeAudit(
  ctx: EmulatorContext,
  audit: AuditRecord,
  scoreField: 'results_overall' | 'result_overall' = 'results_overall',
): Record<string, unknown> {
  const score = scoreOf(ctx, audit);
  return {
    id: String(audit.id),
    uid: String(audit.uid),
    parent_id: String(audit.parentId),
    title: audit.title,
    url: audit.url,
    device: audit.device,
    audit_type: audit.auditType,
    audit_settings: Object.keys(audit.settings).length ? audit.settings : [],
    status: statusOf(ctx, audit),
    created: unixString(audit.createdAt),
    updated: unixString(updatedOf(ctx, audit)),
    type: audit.type,
    [scoreField]: score === null ? null : String(score),
  };
}

/** `audit_data`: `[]` until a child is finished; one result set when ready; the reason on error. */
export function auditData(ctx: EmulatorContext, audit: AuditRecord): unknown[] {
  if (audit.parentId === 0 || !audit.url || !audit.device || !audit.auditType) return [];
  const status = childStatus(ctx, audit);
  if (status === 'error') {
    const host = safeHost(audit.url);
    return [{ error: `The page could not be loaded: DNS lookup failed for ${host}.` }];
  }
  const score = scoreOf(ctx, audit);
  if (score === null) return [];
  const rng = ctx.random(`data:${audit.id}:${audit.run}`);
  const extra = ctx.settings.extraResultName;
  if (audit.auditType === 'lighthouse' || audit.auditType === 'pagespeed') {
    const categories = Array.isArray(audit.settings.categories)
      ? (audit.settings.categories as string[])
      : ['performance', 'accessibility', 'best-practices', 'seo'];
    const data = lighthouseData(rng, score, audit.device, categories);
    return [extra ? withExtraCategory(data, extra, score) : data];
  }
  const data = checksData(rng, audit.auditType, score, audit.settings);
  return [extra ? withExtraCheck(data, extra) : data];
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
