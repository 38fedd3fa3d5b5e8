/**
 * Keyword create, retrieve, change-group and list (rows 42, 43, 48, 49).
 */
import type { Hono } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { badRequest, bulk, forbidden, notFound, ok, type BulkOutcome } from '../core/envelope.ts';
import { critical } from '../core/lock.ts';
import { asIdList, asPositiveInt, isRecord, paginate, readPager } from '../core/params.ts';
import { campaignFor, canEdit, groupFor, keywordFor, READONLY_TEXT } from './access.ts';
import {
  API,
  bodyOf,
  callerOf,
  missing,
  ownerAccount,
  PAGE_SIZES,
  pathId,
  stateOf,
} from './http.ts';
import { addKeyword, MAX_KEYWORDS_PER_CALL, moveKeyword } from './keyword-ops.ts';
import type { EntityStatus } from './model.ts';

const BASE = `${API}/monitoring-keyword`;

export function registerKeywords(app: Hono<AppEnv>, ctx: EmulatorContext) {
  app.post(BASE, (c) => {
    const body = bodyOf(c);
    if (body.group_id === undefined) return badRequest(c, missing('group_id'));
    const state = stateOf(ctx);
    const view = groupFor(state, callerOf(c), asPositiveInt(body.group_id));
    if (!view) return notFound(c);
    if (!canEdit(view.access)) return forbidden(c, READONLY_TEXT);
    const raw = body.keywords;
    const entries = Array.isArray(raw)
      ? raw.map((k, i) => [i, k] as const)
      : isRecord(raw)
        ? Object.entries(raw)
        : [];
    if (entries.length === 0)
      return badRequest(c, 'Missing required field: keywords (an array of phrases).');
    if (entries.length > MAX_KEYWORDS_PER_CALL) {
      return badRequest(
        c,
        `Too many keywords: at most ${MAX_KEYWORDS_PER_CALL} per request; split them.`,
      );
    }
    const owner = ownerAccount(ctx, view.campaign.ownerId);
    const now = ctx.now();
    const outcome = entries.map(
      ([key, phrase]) => [key, addKeyword(state, view, owner, phrase, now)] as const,
    );
    // A list in gives a list out; a keyed map keeps its keys (as the PHP service encodes them).
    const id = Array.isArray(raw) ? outcome.map(([, value]) => value) : Object.fromEntries(outcome);
    return ok(c, { id });
  });

  app.get(`${BASE}/:keyword_id`, (c) => {
    const view = keywordFor(stateOf(ctx), callerOf(c), pathId(c, 'keyword_id'));
    if (!view) return notFound(c);
    const { keyword } = view;
    return ok(c, {
      id: String(keyword.id),
      title: keyword.title,
      status: keyword.status,
      group_id: String(keyword.groupId),
    });
  });

  app.post(`${BASE}/change-group`, (c) => {
    const body = bodyOf(c);
    if (body.group_id === undefined) return badRequest(c, missing('group_id'));
    const ids = asIdList(body.id);
    if (!ids) return badRequest(c, 'Missing required field: id (an array of keyword ids).');
    const state = stateOf(ctx);
    const target = groupFor(state, callerOf(c), asPositiveInt(body.group_id));
    if (!target) return notFound(c);
    if (!canEdit(target.access)) return forbidden(c, READONLY_TEXT);
    const keys = [`group:${target.group.id}`, ...ids.map((id) => `keyword:${id}`)];
    return critical(c, ctx, keys, () => {
      const outcome: BulkOutcome = {};
      let status: 400 | 403 | 404 | undefined;
      for (const id of ids) {
        const result = moveKeyword(state, callerOf(c), ctx.state.accounts, id, target, ctx.now());
        outcome[id] = result === true ? true : result.text;
        if (result !== true) status ??= result.status;
      }
      return bulk(c, ctx, outcome, status ?? 404);
    });
  });

  app.post(`${BASE}/get-list`, (c) => {
    const body = bodyOf(c);
    if (body.campaign_id === undefined) return badRequest(c, missing('campaign_id'));
    const state = stateOf(ctx);
    const view = campaignFor(state, callerOf(c), asPositiveInt(body.campaign_id));
    if (!view) return notFound(c);
    const pager = readPager(body, PAGE_SIZES);
    if ('error' in pager) return badRequest(c, pager.error);
    const filters = isRecord(body.filters) ? body.filters : {};
    for (const field of ['keyword', 'group_name'] as const) {
      if (filters[field] !== undefined && typeof filters[field] !== 'string') {
        return badRequest(c, `Invalid filters.${field}: a string is expected.`);
      }
    }
    const rawStatus = filters.status ?? ['active', 'stop'];
    const statusList = typeof rawStatus === 'string' ? [rawStatus] : rawStatus;
    if (
      !Array.isArray(statusList) ||
      !statusList.every((s) => s === 'active' || s === 'stop' || s === 'delete')
    ) {
      return badRequest(c, 'Invalid filters.status: an array of active, stop (or delete alone).');
    }
    // With `delete` in the filter only deleted keywords are listed
    // (../shared/spec/monitoring.md §4).
    const statuses: EntityStatus[] = statusList.includes('delete')
      ? ['delete']
      : (statusList as EntityStatus[]);
    const phrase = String(filters.keyword ?? '')
      .trim()
      .toLowerCase();
    const groupName = String(filters.group_name ?? '')
      .trim()
      .toLowerCase();
    const keywords = Object.values(state.keywords)
      .map((keyword) => ({ keyword, group: state.groups[keyword.groupId] }))
      .filter(({ group }) => group?.campaignId === view.campaign.id)
      .filter(({ keyword }) => statuses.includes(keyword.status))
      .filter(({ keyword }) => !phrase || keyword.title.toLowerCase().includes(phrase))
      .filter(({ group }) => !groupName || group.title.toLowerCase().includes(groupName))
      .sort((a, b) => a.keyword.id - b.keyword.id);
    return ok(c, {
      count: keywords.length,
      keywords: paginate(keywords, pager).map(({ keyword, group }) => ({
        id: keyword.id,
        title: keyword.title,
        status: keyword.status,
        group_id: group.id,
        group_status: group.status,
      })),
    });
  });
}
