import type { Context, Hono } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { asPositiveInt, bodyObject, paginate, readPager } from '../core/params.ts';
import { badRequest, forbidden, limitError, notFound, ok } from '../core/envelope.ts';
import type { AuditRecord } from './model.ts';
import { auditData, childrenOf, isFinished, serializeAudit, statusOf } from './lifecycle.ts';
import { createAudit, NO_AUDIT_ACCESS, notEnoughTokens } from './create.ts';
import { storeTree, treeMap } from './tree.ts';
import { descriptorFor } from './descriptor.ts';
import { listAudits } from './list.ts';

const BASE = '/api-v3/audits/audit';

/** An audit of the caller by id (path or body), or undefined (→ 404 "No entry for given id."). */
export function ownAudit(ctx: EmulatorContext, uid: number, raw: unknown): AuditRecord | undefined {
  const id = asPositiveInt(raw);
  return ctx.state.audits.audits.find((a) => a.id === id && a.uid === uid);
}

function retrieve(c: Context<AppEnv>, ctx: EmulatorContext) {
  const audit = ownAudit(ctx, c.get('account').id, c.req.param('id'));
  if (!audit) return notFound(c);
  return ok(c, {
    audit_info: serializeAudit(ctx, audit, 'result_overall'),
    audit_data: auditData(ctx, audit),
  });
}

function remove(c: Context<AppEnv>, ctx: EmulatorContext) {
  const audit = ownAudit(ctx, c.get('account').id, c.req.param('id'));
  if (!audit) return notFound(c);
  const gone = new Set([audit.id, ...childrenOf(ctx, audit.id).map((child) => child.id)]);
  ctx.state.audits.audits = ctx.state.audits.audits.filter((a) => !gone.has(a.id));
  return ok(c, true);
}

/** Refresh: run the audit again (a parent reruns every child); one token per child run. */
function refresh(c: Context<AppEnv>, ctx: EmulatorContext) {
  const account = c.get('account');
  if (!account.canAudit) return forbidden(c, NO_AUDIT_ACCESS);
  const body = bodyObject(c.get('body'));
  if (body.id === undefined || body.id === null || body.id === '') {
    return badRequest(c, 'id is required: the audit to refresh.');
  }
  const audit = ownAudit(ctx, account.id, body.id);
  if (!audit) return notFound(c);
  const runs = audit.parentId === 0 ? childrenOf(ctx, audit.id) : [audit];
  const cost = runs.length;
  if (cost > account.auditTokensLeft)
    return limitError(c, notEnoughTokens(cost, account.auditTokensLeft));
  account.auditTokensLeft -= cost;
  const now = ctx.now();
  for (const record of [audit, ...(audit.parentId === 0 ? runs : [])]) {
    record.runStartedAt = now;
    record.run += 1;
  }
  const ids = [audit, ...(audit.parentId === 0 ? runs : [])].map((a) => a.id);
  return ok(c, {
    cost,
    left: account.auditTokensLeft,
    refresh: Object.fromEntries(ids.map((id) => [String(id), id])),
  });
}

/** Clone: a finished parent audit under a new title, run again; one token per child. */
function clone(c: Context<AppEnv>, ctx: EmulatorContext) {
  const account = c.get('account');
  if (!account.canAudit) return forbidden(c, NO_AUDIT_ACCESS);
  const body = bodyObject(c.get('body'));
  if (body.id === undefined || body.id === null || body.id === '') {
    return badRequest(c, 'id is required: the parent audit to clone.');
  }
  if (typeof body.title !== 'string' || body.title.trim() === '') {
    return badRequest(c, 'title is required: the title of the clone.');
  }
  const audit = ownAudit(ctx, account.id, body.id);
  if (!audit) return notFound(c);
  if (audit.parentId !== 0) {
    return badRequest(c, 'A single audit cannot be cloned: clone its parent audit instead.');
  }
  if (!isFinished(statusOf(ctx, audit))) {
    return badRequest(c, 'The audit is not finished yet: clone it once it is ready.');
  }
  const children = childrenOf(ctx, audit.id);
  const cost = children.length;
  if (cost > account.auditTokensLeft) {
    return badRequest(c, notEnoughTokens(cost, account.auditTokensLeft));
  }
  account.auditTokensLeft -= cost;
  const tree = storeTree(ctx, account.id, {
    title: body.title.trim(),
    type: audit.type,
    keyword: audit.keyword,
    keywordOptions: audit.keywordOptions,
    children: children.map((child) => ({
      url: child.url ?? '',
      device: child.device ?? 'desktop',
      auditType: child.auditType ?? 'lighthouse',
      settings: child.settings,
    })),
  });
  return ok(c, { cost, left: account.auditTokensLeft, clone: treeMap([tree]) });
}

function settings(c: Context<AppEnv>) {
  return ok(
    c,
    descriptorFor(c.get('account').auditTypes, { ranges: c.get('settings').descriptorRanges }),
  );
}

function list(c: Context<AppEnv>, ctx: EmulatorContext) {
  const body = bodyObject(c.get('body'));
  const pager = readPager(body, [10, 25, 50]);
  if ('error' in pager) return badRequest(c, pager.error);
  const result = listAudits(ctx, c.get('account').id, body);
  if ('notFound' in result) return notFound(c, 'No entry for given parent_id.');
  if ('error' in result) return badRequest(c, result.error);
  return ok(
    c,
    paginate(result.items, pager).map((audit) => serializeAudit(ctx, audit)),
  );
}

export function registerAuditRoutes(app: Hono<AppEnv>, ctx: EmulatorContext): void {
  // Fixed paths before `/:id`, so `list` or `refresh` are never read as an id.
  app.post(`${BASE}/refresh`, (c) => refresh(c, ctx));
  app.post(`${BASE}/clone`, (c) => clone(c, ctx));
  app.post(`${BASE}/list`, (c) => list(c, ctx));
  app.post(`${BASE}/settings`, (c) => settings(c));
  app.post(BASE, (c) => createAudit(c, ctx));
  app.get(`${BASE}/:id`, (c) => retrieve(c, ctx));
  app.delete(`${BASE}/:id`, (c) => remove(c, ctx));
}
