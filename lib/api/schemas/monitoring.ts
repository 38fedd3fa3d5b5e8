import { z } from 'zod/mini';
import {
  asList,
  id,
  idList,
  isRecord,
  optNum,
  optStr,
  raw,
  str,
  stringList,
  timestamp,
} from './common';
import { statusOf } from '../../domain/entity-status';

/** `access` in the field table, `access_type` in the example. */
const accessOf = (r: { access?: string | null; access_type?: string | null }) =>
  r.access || r.access_type || null;

export const campaignSchema = z.pipe(
  z.object({
    id,
    title: str,
    domain: str,
    status: str,
    access: z.optional(optStr),
    access_type: z.optional(optStr),
    type: str,
    created_time: timestamp,
    changed_time: timestamp,
    groups: idList,
    data: raw,
  }),
  z.transform((c) => ({
    id: c.id,
    title: c.title || c.domain,
    domain: c.domain,
    status: c.status,
    access: accessOf(c),
    type: c.type,
    created: c.created_time,
    changed: c.changed_time,
    groupIds: c.groups,
    data: isRecord(c.data) ? c.data : {},
  })),
);
export type Campaign = z.output<typeof campaignSchema>;

export const campaignListItemSchema = z.pipe(
  z.object({
    id,
    title: str,
    domain: str,
    status: str,
    type: str,
    access: z.optional(optStr),
    access_type: z.optional(optStr),
  }),
  z.transform((c) => ({
    id: c.id,
    title: c.title || c.domain,
    domain: c.domain,
    status: c.status,
    type: c.type,
    access: accessOf(c),
  })),
);
export type CampaignListItem = z.output<typeof campaignListItemSchema>;

/** `{ count, <key>: items }`; count falls back to the items' length when absent. */
function counted<K extends string, T extends z.ZodMiniType>(key: K, item: T) {
  return z.pipe(
    z.object({
      count: optNum,
      [key]: z.pipe(z.transform(asList), z.array(item)),
    }),
    z.transform((r) => {
      const list = (r as Record<string, unknown>)[key] as z.output<T>[];
      return { count: (r.count as number | null) ?? list.length, [key]: list } as {
        count: number;
      } & Record<K, z.output<T>[]>;
    }),
  );
}

export const campaignListSchema = counted('campaigns', campaignListItemSchema);
export type CampaignList = z.output<typeof campaignListSchema>;

/**
 * "No location": `""` as documented, or the word `empty` the SDK's GroupList and GroupRetrieve
 * examples print in its place. Sending the word back on an update would set a place named so.
 */
const location = z.pipe(
  str,
  z.transform((value) => (value.trim().toLowerCase() === 'empty' ? '' : value)),
);

/**
 * The SDK's GroupRetrieve example sends `engines: [{ engine, country }]` and `locations: [...]`
 * where ../shared/spec/monitoring.md §2 documents `engine`, `country` and `location`: fold the
 * first into the second.
 */
function documentedGroup(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const first = (list: unknown): unknown => {
    const items = asList(list);
    return Array.isArray(items) ? items[0] : undefined;
  };
  const pair = first(value.engines);
  return {
    ...value,
    engine: value.engine ?? (isRecord(pair) ? pair.engine : undefined),
    country: value.country ?? (isRecord(pair) ? pair.country : undefined),
    location: value.location ?? first(value.locations),
  };
}

/** Group object (retrieve). */
export const groupSchema = z.pipe(
  z.transform(documentedGroup),
  z.pipe(
    z.object({
      id,
      title: str,
      status: str,
      created_time: timestamp,
      changed_time: timestamp,
      keywords: idList,
      engine: optNum,
      country: optNum,
      location,
      devices: stringList,
      campaign_id: z.optional(optNum),
    }),
    z.transform((g) => ({
      id: g.id,
      title: g.title,
      status: g.status,
      created: g.created_time,
      changed: g.changed_time,
      keywordIds: g.keywords,
      engine: g.engine,
      country: g.country,
      location: g.location,
      devices: g.devices,
      campaignId: g.campaign_id ?? null,
    })),
  ),
);
export type Group = z.output<typeof groupSchema>;

export const groupListItemSchema = z.pipe(
  z.object({
    id,
    title: str,
    keywords_count: optNum,
    status: str,
    engine: optNum,
    country: optNum,
    location,
    devices: stringList,
  }),
  z.transform((g) => ({
    id: g.id,
    title: g.title,
    keywordsCount: g.keywords_count ?? 0,
    status: g.status,
    engine: g.engine,
    country: g.country,
    location: g.location,
    devices: g.devices,
  })),
);
export type GroupListItem = z.output<typeof groupListItemSchema>;

export const groupListSchema = counted('groups', groupListItemSchema);
export type GroupList = z.output<typeof groupListSchema>;

/* A keyword's status in the closed set (`statusOf`); no group said: 0, no group. */
export const keywordSchema = z.pipe(
  z.object({ id, title: str, status: str, group_id: optNum }),
  z.transform((k) => ({
    id: k.id,
    title: k.title,
    status: statusOf(k.status),
    groupId: k.group_id ?? 0,
  })),
);
export type MonitoredKeyword = z.output<typeof keywordSchema>;

export const keywordListItemSchema = z.pipe(
  z.object({ id, title: str, status: str, group_id: optNum, group_status: str }),
  z.transform((k) => ({
    id: k.id,
    title: k.title,
    status: statusOf(k.status),
    groupId: k.group_id ?? 0,
    groupStatus: k.group_status ? statusOf(k.group_status) : null,
  })),
);
export type KeywordListItem = z.output<typeof keywordListItemSchema>;

export const keywordListSchema = counted('keywords', keywordListItemSchema);
export type KeywordList = z.output<typeof keywordListSchema>;

// Split out for size; re-exported so `schemas/monitoring` stays the one import for monitoring.
export * from './overview';
export * from './access';
export * from './monitoring-tables';
