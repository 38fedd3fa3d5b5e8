/**
 * The report calls: overview (row 28), detailed data (row 29 and its monitoring-keyword alias)
 * and keyword details (row 50). Reports are reads: readonly access is enough. Throttling (503
 * with partial data) comes from the core's fault injection, which halves this answer.
 */
import type { Hono, Context } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { badRequest, notFound, ok, throttled } from '../core/envelope.ts';
import { asIdList, asInt, asPositiveInt, paginate, readPager } from '../core/params.ts';
import { campaignFor, keywordFor, visibleCampaigns } from './access.ts';
import { API, bodyOf, callerOf, missing, PAGE_SIZES, stateOf } from './http.ts';
import { RANK_TYPES, type RankType } from './ranks.ts';
import { readDomain } from './campaign-input.ts';
import { isError } from './campaign-input.ts';
import { detailedData, readFilters, reportSize } from './report-data.ts';
import { DETAILS_TYPES, keywordDetails, type DetailsType } from './report-details.ts';
import { overviewItem } from './report-overview.ts';
import { member, readRange } from './report-params.ts';
import { isDevice, MONITORING_DEVICES, type Device } from './tables.ts';
import { bareUrls } from './urls.ts';

/** Keyword details for more ids than this are refused: split the request. */
export const MAX_DETAILS_IDS = 50;

export function registerReports(app: Hono<AppEnv>, ctx: EmulatorContext) {
  const urls = <T>(report: T): T => (ctx.settings.urlForm === 'bare' ? bareUrls(report) : report);

  app.post(`${API}/monitoring-campaign/get-overview-data`, (c) => {
    const body = bodyOf(c);
    const range = readRange(body, ctx.now());
    if ('error' in range) return badRequest(c, range.error);
    // `device` is an array (../shared/spec/monitoring.md, overview data); unlike the list's
    // `type`, no single string is documented as accepted, so none is.
    const rawDevices = body.device === undefined ? [...MONITORING_DEVICES] : body.device;
    if (!Array.isArray(rawDevices) || rawDevices.length === 0 || !rawDevices.every(isDevice)) {
      return badRequest(c, `Invalid device: an array of ${MONITORING_DEVICES.join(', ')}.`);
    }
    const engine = body.engine === undefined || body.engine === '' ? 0 : asInt(body.engine);
    if (engine === undefined || engine < 0)
      return badRequest(c, 'Invalid engine: an engine id, or 0 for all.');
    const pager = readPager(body, PAGE_SIZES);
    if ('error' in pager) return badRequest(c, pager.error);
    const state = stateOf(ctx);
    const campaigns = visibleCampaigns(state, callerOf(c)).filter(
      ({ campaign }) => campaign.status !== 'delete',
    );
    const filter = { devices: rawDevices as Device[], engine };
    const results: Record<string, unknown> = {};
    for (const { campaign } of paginate(campaigns, pager)) {
      results[campaign.id] = overviewItem(state, campaign, range, filter, ctx.now());
    }
    return ok(c, results);
  });

  const getData = (c: Context<AppEnv>) => {
    const body = bodyOf(c);
    if (body.id === undefined) return badRequest(c, missing('id'));
    const state = stateOf(ctx);
    const view = campaignFor(state, callerOf(c), asPositiveInt(body.id));
    if (!view) return notFound(c);
    const rawDomains =
      body.domains === undefined || body.domains === ''
        ? [view.campaign.domain]
        : typeof body.domains === 'string'
          ? [body.domains]
          : body.domains;
    if (!Array.isArray(rawDomains) || rawDomains.length === 0) {
      return badRequest(c, 'Invalid domains: an array of domains (or one domain as a string).');
    }
    const domains: string[] = [];
    for (const raw of rawDomains) {
      const domain = readDomain(raw);
      if (isError(domain))
        return badRequest(
          c,
          domain.error.replace('Missing required field: domain.', 'Invalid domains: empty domain.'),
        );
      domains.push(domain === view.campaign.domain.toLowerCase() ? view.campaign.domain : domain);
    }
    const type = body.type === undefined ? 'organic' : body.type;
    if (!RANK_TYPES.includes(type as RankType))
      return badRequest(c, `Invalid type: one of ${RANK_TYPES.join(', ')}.`);
    const range = readRange(body, ctx.now());
    if ('error' in range) return badRequest(c, range.error);
    const filters = readFilters(body.filters);
    if ('error' in filters) return badRequest(c, filters.error);
    const limit = ctx.settings.heavyReportLimit;
    if (limit !== null && reportSize(state, view.campaign, range, filters) > limit) {
      return throttled(c, []);
    }
    return ok(
      c,
      urls(
        detailedData(state, {
          campaign: view.campaign,
          domains,
          type: type as RankType,
          range,
          filters,
          now: ctx.now(),
        }),
      ),
    );
  };
  app.post(`${API}/monitoring-campaign/get-data`, getData);
  // The documents' examples fetch group and keyword data here; ../shared/spec/endpoints.md makes it
  // an alias.
  app.post(`${API}/monitoring-keyword/get-data`, getData);

  app.post(`${API}/monitoring-keyword/get-details`, (c) => {
    const body = bodyOf(c);
    const ids = asIdList(body.id);
    if (!ids) return badRequest(c, 'Missing required field: id (an array of keyword ids).');
    if (ids.length > MAX_DETAILS_IDS) {
      return badRequest(c, `Too many keywords: at most ${MAX_DETAILS_IDS} per request; split it.`);
    }
    const type = member(body, 'type') ?? 'heatmap';
    if (!DETAILS_TYPES.includes(type as DetailsType)) {
      return badRequest(c, `Invalid type: one of ${DETAILS_TYPES.join(', ')}.`);
    }
    const range = readRange(body, ctx.now());
    if ('error' in range) return badRequest(c, range.error);
    const state = stateOf(ctx);
    const targets = [];
    for (const id of ids) {
      const view = keywordFor(state, callerOf(c), asPositiveInt(id));
      if (!view) return notFound(c, `No entry for given id: keyword ${id}.`);
      targets.push(view);
    }
    const changeKey = ctx.settings.changeKey;
    const details = keywordDetails(
      state,
      targets,
      type as DetailsType,
      range,
      ctx.now(),
      changeKey,
    );
    return ok(c, urls(details));
  });
}
