import type { Api } from '@/lib/api';
import type { Priority } from '@/lib/api/limiter';
import type { bulkActions } from '@/lib/api/monitoring/bulk';
import { getApi } from '../api';
import type { Action, MonitoringPort } from './port';

/** The four bulk status calls every monitoring entity has (lib/api/monitoring/bulk.ts). */
type BulkApi = ReturnType<typeof bulkActions>;
const bulkOf = (api: BulkApi) => (action: Action, ids: number[]) =>
  (action === 'delete' ? api.remove : api[action])(ids);

/** The port over the real client. Built per command (the client itself is memoised by getApi). */
export function portOver(api: Api): MonitoringPort {
  const { campaigns, groups, keywords, tables } = api.monitoring;
  return {
    campaigns: {
      list: (p) =>
        campaigns.list({
          types: p.types,
          statuses: p.statuses,
          page: p.page,
          itemsPerPage: p.perPage,
        }),
      retrieve: (id) => campaigns.retrieve(id),
      create: (p) =>
        campaigns.create({
          domain: p.domain,
          title: p.title,
          type: p.type,
          data: p.data.include_subdomains
            ? { includeSubdomains: p.data.include_subdomains }
            : undefined,
        }),
      update: (id, p) => campaigns.update(id, p),
      bulk: bulkOf(campaigns),
      overview: (p) =>
        campaigns.overview({ datemin: p.datemin, datemax: p.datemax, gap: p.gap, page: p.page }),
      data: (p) =>
        campaigns.data({
          id: p.id,
          datemin: p.datemin,
          datemax: p.datemax,
          gap: p.gap,
          groupIds: p.groupIds,
        }),
      getAccess: () => campaigns.getAccess(),
      setAccess: (campaignId, change) =>
        campaigns.setAccess({
          [String(campaignId)]: {
            ...(change.set.length ? { set: change.set } : {}),
            ...(change.remove.length ? { remove: change.remove } : {}),
          },
        }),
    },
    groups: {
      retrieve: (id) => groups.retrieve(id),
      list: (campaignId, page, perPage) => groups.list({ campaignId, page, itemsPerPage: perPage }),
      create: (campaignId, group) => groups.create({ campaignId, ...group }),
      createMultiple: (campaignId, drafts) => groups.createMultiple({ campaignId, groups: drafts }),
      update: (id, patch) => groups.update(id, patch),
      updateMultiple: (patches) => groups.updateMultiple({ groups: patches }),
      bulk: bulkOf(groups),
    },
    keywords: {
      list: (p) =>
        keywords.list({
          campaignId: p.campaignId,
          page: p.page,
          itemsPerPage: p.perPage,
          statuses: p.statuses,
          keyword: p.keyword,
          groupName: p.groupName,
        }),
      create: (groupId, list) => keywords.create({ groupId, keywords: list }),
      bulk: bulkOf(keywords),
      changeGroup: (groupId, ids) => keywords.changeGroup({ groupId, ids }),
      details: (p) =>
        keywords.details({
          ids: p.ids,
          type: p.type,
          datemin: p.datemin,
          datemax: p.datemax,
          gap: p.gap,
        }),
    },
    tables: {
      engines: () => tables.engines(),
      devices: () => tables.devices(),
    },
  };
}

/** `later`: calls that fill in behind what the user is looking at (lib/api/limiter.ts). */
export async function servicePort(priority: Priority = 'now'): Promise<MonitoringPort> {
  return portOver(await getApi(priority));
}
