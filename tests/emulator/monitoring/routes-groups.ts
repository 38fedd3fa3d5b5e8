/**
 * Group create, retrieve, update, list, create-multiple and update-multiple (rows 32–34, 39–41).
 */
import type { Hono } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { badRequest, fail, forbidden, notFound, ok } from '../core/envelope.ts';
import { critical } from '../core/lock.ts';
import { asPositiveInt, isRecord, paginate, readPager } from '../core/params.ts';
import { campaignFor, canEdit, groupFor, READONLY_TEXT } from './access.ts';
import { createGroup, isFailure, updateGroup } from './group-ops.ts';
import {
  API,
  bodyOf,
  callerOf,
  missing,
  PAGE_SIZES,
  pathId,
  stateOf,
  unixSeconds,
} from './http.ts';
import { groupCost } from './limits.ts';

const BASE = `${API}/monitoring-group`;

export function registerGroups(app: Hono<AppEnv>, ctx: EmulatorContext) {
  app.post(BASE, (c) => {
    const body = bodyOf(c);
    if (body.campaign_id === undefined) return badRequest(c, missing('campaign_id'));
    const view = campaignFor(stateOf(ctx), callerOf(c), asPositiveInt(body.campaign_id));
    if (!view) return notFound(c);
    if (!canEdit(view.access)) return forbidden(c, READONLY_TEXT);
    const group = createGroup(stateOf(ctx), view.campaign, body, ctx.now());
    if (isFailure(group)) return fail(c, group.status, group.text);
    return ok(c, { id: String(group.id) });
  });

  app.get(`${BASE}/:group_id`, (c) => {
    const state = stateOf(ctx);
    const view = groupFor(state, callerOf(c), pathId(c, 'group_id'));
    if (!view) return notFound(c);
    const { group } = view;
    return ok(c, {
      id: group.id,
      title: group.title,
      status: group.status,
      created_time: unixSeconds(group.created),
      changed_time: unixSeconds(group.changed),
      keywords: Object.values(state.keywords)
        .filter((keyword) => keyword.groupId === group.id)
        .map((keyword) => keyword.id),
      ...(ctx.settings.groupForm === 'sdk'
        ? // SDK GroupRetrieve: one engine/country pair and one location, each in a list.
          {
            engines: [{ engine: group.engine, country: group.country }],
            locations: [group.location],
          }
        : { engine: group.engine, country: group.country, location: group.location }),
      devices: group.devices,
    });
  });

  app.put(`${BASE}/:group_id`, (c) => {
    const id = pathId(c, 'group_id');
    return critical(c, ctx, [`group:${id}`], () => {
      const result = updateGroup(
        stateOf(ctx),
        callerOf(c),
        ctx.state.accounts,
        id,
        bodyOf(c),
        ctx.now(),
      );
      return result === true ? ok(c, true) : fail(c, result.status, result.text);
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
    const groups = Object.values(state.groups)
      .filter((group) => group.campaignId === view.campaign.id)
      .sort((a, b) => a.id - b.id);
    return ok(c, {
      count: groups.length,
      groups: paginate(groups, pager).map((group) => ({
        id: group.id,
        title: group.title,
        keywords_count: groupCost(state, group),
        status: group.status,
        engine: group.engine,
        country: group.country,
        location: group.location,
        devices: group.devices,
      })),
    });
  });

  app.post(`${BASE}/create-multiple`, (c) => {
    const body = bodyOf(c);
    if (body.campaign_id === undefined) return badRequest(c, missing('campaign_id'));
    const view = campaignFor(stateOf(ctx), callerOf(c), asPositiveInt(body.campaign_id));
    if (!view) return notFound(c);
    if (!canEdit(view.access)) return forbidden(c, READONLY_TEXT);
    const groups = body.groups;
    const entries = Array.isArray(groups)
      ? groups.map((g, i) => [i, g] as const)
      : isRecord(groups)
        ? Object.entries(groups)
        : [];
    if (entries.length === 0)
      return badRequest(c, 'Missing required field: groups (a list or a keyed map of groups).');
    const now = ctx.now();
    const outcome = entries.map(([key, raw]) => {
      const group = createGroup(stateOf(ctx), view.campaign, raw, now);
      return [key, isFailure(group) ? group.text : String(group.id)] as const;
    });
    // A list in gives a list out; a keyed map keeps its keys (as the PHP service encodes them).
    const id = Array.isArray(groups)
      ? outcome.map(([, value]) => value)
      : Object.fromEntries(outcome);
    return ok(c, { id });
  });

  app.post(`${BASE}/update-multiple`, (c) => {
    const groups = bodyOf(c).groups;
    if (!isRecord(groups) || Object.keys(groups).length === 0) {
      return badRequest(c, 'Missing required field: groups (an object keyed by group id).');
    }
    const now = ctx.now();
    const outcome: Record<string, true | string> = {};
    for (const [key, raw] of Object.entries(groups)) {
      // Each group is its own critical section: a held one fails alone.
      const release = ctx.locks.tryAcquire([`group:${key}`]);
      if (!release) {
        outcome[key] = 'Another transaction is in progress for this entry. Try again later.';
        continue;
      }
      try {
        const result = updateGroup(
          stateOf(ctx),
          callerOf(c),
          ctx.state.accounts,
          asPositiveInt(key),
          raw,
          now,
        );
        outcome[key] = result === true ? true : result.text;
      } finally {
        release();
      }
    }
    return ok(c, { id: outcome });
  });
}
