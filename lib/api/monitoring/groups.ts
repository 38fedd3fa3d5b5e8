import { devices } from '@/lib/domain/device';
import type { Http } from '../http';
import { compact, seg } from '../body';
import { bulkIdOutcome } from '../schemas/bulk';
import { confirmed, isRecord, newIdSchema } from '../schemas/common';
import { groupListSchema, groupSchema, type MonitoringEngine } from '../schemas/monitoring';
import {
  assertValid,
  checkEngineCountry,
  checkId,
  checkPager,
  checkSubset,
  checkText,
  collect,
  monitoringPageSizes,
  type Issue,
} from '../validate';
import { issue } from '@/lib/domain/input-issue';
import { bulkCalls } from './bulk';

export interface GroupInput {
  title: string;
  /** Engine id (monitoring engines table). */
  engine: number;
  /** Country id offered by the engine. */
  country: number;
  /** At least one of `desktop`, `mobile`. */
  devices: string[];
  /** Empty or absent: no location. */
  location?: string;
}

/** Rules of a group; `partial` for updates (every field optional). Engines table checks pairs. */
export function groupIssues(
  g: Partial<GroupInput>,
  options: { partial?: boolean; engines?: MonitoringEngine[]; prefix?: string } = {},
): Issue[] {
  const at = (field: string) => `${options.prefix ?? ''}${field}`;
  const need = (value: unknown) => !options.partial || value !== undefined;
  return collect(
    need(g.title) && checkText(g.title, at('title')),
    need(g.engine) && checkId(g.engine, at('engine')),
    need(g.country) && checkId(g.country, at('country')),
    need(g.devices) && checkSubset(g.devices, devices, at('devices'), true),
    g.location !== undefined &&
      typeof g.location !== 'string' &&
      issue(at('location'), 'location-text'),
    checkEngineCountry(options.engines, g.engine, g.country, at('country')),
  );
}

function groupBody(g: Partial<GroupInput>) {
  return compact({
    title: g.title,
    engine: g.engine === undefined ? undefined : Number(g.engine),
    country: g.country === undefined ? undefined : Number(g.country),
    location: g.location,
    devices: g.devices,
  });
}

export function createGroups(http: Http) {
  return {
    /** Create a group in a campaign; returns its id. Pass the engines table to check the pair. */
    async create(
      params: GroupInput & { campaignId: number },
      options: { engines?: MonitoringEngine[] } = {},
    ) {
      assertValid(collect(checkId(params.campaignId, 'campaignId'), groupIssues(params, options)));
      const body = { campaign_id: Number(params.campaignId), ...groupBody(params) };
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-group',
        body,
        schema: newIdSchema,
        idempotent: false,
      });
    },

    /** Retrieve one group. */
    async retrieve(id: number) {
      assertValid(collect(checkId(id)));
      return http.request({
        method: 'GET',
        path: `monitoring/monitoring-group/${seg(id)}`,
        schema: groupSchema,
      });
    },

    /** Change a group; `location: ''` clears it. Changing devices changes keyword usage. */
    async update(
      id: number,
      params: Partial<GroupInput>,
      options: { engines?: MonitoringEngine[] } = {},
    ) {
      assertValid(collect(checkId(id), groupIssues(params, { ...options, partial: true })));
      return http.request({
        method: 'PUT',
        path: `monitoring/monitoring-group/${seg(id)}`,
        body: groupBody(params),
        schema: confirmed,
      });
    },

    ...bulkCalls(http, 'monitoring-group'),

    /** Groups of a campaign with their keyword usage. */
    async list(params: { campaignId: number; itemsPerPage?: number; page?: number }) {
      assertValid(
        collect(checkId(params.campaignId, 'campaignId'), checkPager(params, monitoringPageSizes)),
      );
      const body = compact({
        campaign_id: Number(params.campaignId),
        pager: { items_per_page: params.itemsPerPage, page: params.page },
      });
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-group/get-list',
        body,
        schema: groupListSchema,
      });
    },

    /** Create several groups; outcome keyed as the input (list index or your keys), value the new id. */
    async createMultiple(
      params: { campaignId: number; groups: GroupInput[] | Record<string, GroupInput> },
      options: { engines?: MonitoringEngine[] } = {},
    ) {
      const entries = Object.entries(params.groups ?? {});
      assertValid(
        collect(
          checkId(params.campaignId, 'campaignId'),
          entries.length === 0 && issue('groups', 'groups-empty'),
          entries.flatMap(([key, g]) => groupIssues(g, { ...options, prefix: `groups.${key}.` })),
        ),
      );
      const groups = Array.isArray(params.groups)
        ? params.groups.map(groupBody)
        : Object.fromEntries(entries.map(([k, g]) => [k, groupBody(g)]));
      // The document types campaign_id as a string here (unlike everywhere else).
      const body = { campaign_id: String(params.campaignId), groups };
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-group/create-multiple',
        body,
        schema: bulkIdOutcome,
        idempotent: false,
        bulk: true,
      });
    },

    /** Change several groups, keyed by group id; outcome per group id. */
    async updateMultiple(
      params: { groups: Record<string, Partial<GroupInput>> },
      options: { engines?: MonitoringEngine[] } = {},
    ) {
      const entries = isRecord(params.groups) ? Object.entries(params.groups) : [];
      assertValid(
        collect(
          entries.length === 0 && issue('groups', 'groups-empty'),
          entries.flatMap(([id, g]) =>
            collect(
              checkId(id, 'groups'),
              groupIssues(g, { ...options, partial: true, prefix: `groups.${id}.` }),
            ),
          ),
        ),
      );
      const body = { groups: Object.fromEntries(entries.map(([id, g]) => [id, groupBody(g)])) };
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-group/update-multiple',
        body,
        schema: bulkIdOutcome,
        bulk: true,
      });
    },
  };
}
