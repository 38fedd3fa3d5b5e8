/**
 * Campaign create, retrieve, update and list (rows 20–22 and 27 of ../shared/spec/endpoints.md).
 */
import type { Hono } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { badRequest, forbidden, limitError, notFound, ok } from '../core/envelope.ts';
import { critical } from '../core/lock.ts';
import { asInt, paginate, readPager } from '../core/params.ts';
import { campaignFor, canEdit, READONLY_TEXT, visibleCampaigns } from './access.ts';
import {
  isError,
  readCreateData,
  readDomain,
  readTitle,
  readType,
  readUpdateData,
} from './campaign-input.ts';
import { nextId } from './demo.ts';
import { API, bodyOf, callerOf, PAGE_SIZES, pathId, stateOf, unixSeconds } from './http.ts';
import { limitProblem } from './limits.ts';
import { ENTITY_STATUSES, type CampaignRecord, type EntityStatus } from './model.ts';

const BASE = `${API}/monitoring-campaign`;

export function registerCampaigns(app: Hono<AppEnv>, ctx: EmulatorContext) {
  app.post(BASE, (c) => {
    const body = bodyOf(c);
    const state = stateOf(ctx);
    const account = callerOf(c);
    const domain = readDomain(body.domain);
    if (isError(domain)) return badRequest(c, domain.error);
    const type = readType(body.type);
    if (isError(type)) return badRequest(c, type.error);
    const title = readTitle(body.title, domain);
    if (isError(title)) return badRequest(c, title.error);
    const data = readCreateData(body.data, type);
    if (isError(data)) return badRequest(c, data.error);
    const now = ctx.now();
    const campaign: CampaignRecord = {
      id: state.nextIds.campaign + 1,
      ownerId: account.id,
      title,
      domain,
      type,
      status: 'active',
      data,
      bookmark: false,
      created: now,
      changed: now,
      members: {},
    };
    // Creating needs one free campaign slot (../shared/spec/monitoring.md §8), so it is refused,
    // not stopped.
    const problem = limitProblem(state, account, { campaigns: [campaign] });
    if (problem) return limitError(c, problem);
    campaign.id = nextId(state, 'campaign');
    state.campaigns[campaign.id] = campaign;
    return ok(c, { id: campaign.id });
  });

  app.get(`${BASE}/:campaign_id`, (c) => {
    const view = campaignFor(stateOf(ctx), callerOf(c), pathId(c, 'campaign_id'));
    if (!view) return notFound(c);
    const { campaign, access } = view;
    const groups = Object.values(stateOf(ctx).groups)
      .filter((group) => group.campaignId === campaign.id)
      .map((group) => String(group.id));
    return ok(c, {
      id: campaign.id,
      title: campaign.title,
      domain: campaign.domain,
      status: campaign.status,
      // The document's example spells the member `access_type` (the table says `access`); the
      // list uses `access`, so a client meets both spellings, as it will on the real service.
      access_type: access,
      type: campaign.type,
      created_time: unixSeconds(campaign.created),
      changed_time: unixSeconds(campaign.changed),
      groups,
      // No `data`: the campaign table does not list it (create and update take it, retrieve does
      // not give it back), so whether subdomains are included cannot be read.
    });
  });

  app.put(`${BASE}/:campaign_id`, (c) => {
    const id = pathId(c, 'campaign_id');
    const view = campaignFor(stateOf(ctx), callerOf(c), id);
    if (!view) return notFound(c);
    if (!canEdit(view.access)) return forbidden(c, READONLY_TEXT);
    const body = bodyOf(c);
    const { campaign } = view;
    const domain = body.domain === undefined ? campaign.domain : readDomain(body.domain);
    if (isError(domain)) return badRequest(c, domain.error);
    const title = body.title === undefined ? campaign.title : readTitle(body.title, campaign.title);
    if (isError(title)) return badRequest(c, title.error);
    const data = readUpdateData(body.data, campaign.data);
    if (isError(data)) return badRequest(c, data.error);
    return critical(c, ctx, [`campaign:${campaign.id}`], () => {
      Object.assign(campaign, { domain, title, data, changed: ctx.now() });
      return ok(c, true);
    });
  });

  app.post(`${BASE}/get-list`, (c) => {
    const body = bodyOf(c);
    const filters = (
      body.filters && typeof body.filters === 'object' ? body.filters : {}
    ) as Record<string, unknown>;
    const pager = readPager(body, PAGE_SIZES);
    if ('error' in pager) return badRequest(c, pager.error);
    const rawTypes =
      body.type === undefined ? ['seo'] : typeof body.type === 'string' ? [body.type] : body.type;
    if (!Array.isArray(rawTypes) || !rawTypes.every((t) => t === 'seo' || t === 'ads')) {
      return badRequest(c, 'Invalid type: an array of seo, ads (or one of them as a string).');
    }
    const engine =
      filters.engine === undefined || filters.engine === 'All' ? 'All' : asInt(filters.engine);
    if (engine === undefined)
      return badRequest(c, 'Invalid filters.engine: an engine id or "All".');
    const statuses = filters.status === undefined ? ENTITY_STATUSES : filters.status;
    if (
      !Array.isArray(statuses) ||
      !statuses.every((s) => ENTITY_STATUSES.includes(s as EntityStatus))
    ) {
      return badRequest(c, 'Invalid filters.status: an array of active, stop, delete.');
    }
    const bookmark =
      filters.bookmark === undefined || filters.bookmark === 'All'
        ? 'All'
        : asInt(filters.bookmark);
    if (bookmark !== 'All' && bookmark !== 0 && bookmark !== 1) {
      return badRequest(c, 'Invalid filters.bookmark: 0, 1 or "All".');
    }
    if (filters.title !== undefined && typeof filters.title !== 'string') {
      return badRequest(c, 'Invalid filters.title: a string is expected.');
    }
    const title = ((filters.title as string | undefined) ?? '').trim().toLowerCase();
    const state = stateOf(ctx);
    const matching = visibleCampaigns(state, callerOf(c)).filter(({ campaign }) => {
      if (!rawTypes.includes(campaign.type) || !statuses.includes(campaign.status)) return false;
      if (bookmark !== 'All' && Number(campaign.bookmark) !== bookmark) return false;
      if (title && !campaign.title.toLowerCase().includes(title)) return false;
      if (engine === 'All') return true;
      return Object.values(state.groups).some(
        (g) => g.campaignId === campaign.id && g.engine === engine && g.status !== 'delete',
      );
    });
    return ok(c, {
      count: matching.length,
      campaigns: paginate(matching, pager).map(({ campaign, access }) => ({
        id: campaign.id,
        access,
        status: campaign.status,
        domain: campaign.domain,
        // "the list output may also show `trash`": deleted campaigns are listed with that type.
        type: campaign.status === 'delete' ? 'trash' : campaign.type,
        // No `title`: the documented list item (and the SDK's CampaignList example) has none.
      })),
    });
  });
}
