import { z } from 'zod';
import {
  asList,
  container,
  entries,
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

export const entityStatuses = ['active', 'stop', 'delete'] as const;
export const campaignTypes = ['seo', 'ads'] as const;
export const accessLevels = ['owner', 'manager', 'readonly'] as const;
export const monitoringDevices = ['desktop', 'mobile'] as const;
export type EntityStatus = (typeof entityStatuses)[number];
export type CampaignType = (typeof campaignTypes)[number];
export type AccessLevel = (typeof accessLevels)[number];

/** `access` in the field table, `access_type` in the example. */
const accessOf = (r: { access?: string | null; access_type?: string | null }) =>
  r.access || r.access_type || null;

export const campaignSchema = z
  .object({
    id,
    title: str,
    domain: str,
    status: str,
    access: optStr.optional(),
    access_type: optStr.optional(),
    type: str,
    created_time: timestamp,
    changed_time: timestamp,
    groups: idList,
    data: raw,
  })
  .transform((c) => ({
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
  }));
export type Campaign = z.output<typeof campaignSchema>;

export const campaignListItemSchema = z
  .object({
    id,
    title: str,
    domain: str,
    status: str,
    type: str,
    access: optStr.optional(),
    access_type: optStr.optional(),
  })
  .transform((c) => ({
    id: c.id,
    title: c.title || c.domain,
    domain: c.domain,
    status: c.status,
    type: c.type,
    access: accessOf(c),
  }));
export type CampaignListItem = z.output<typeof campaignListItemSchema>;

/** `{ count, <items> }`; count falls back to the items' length when absent. */
function counted<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z
    .object({
      count: optNum,
      [key]: z.preprocess(asList, z.array(item)),
    })
    .transform((r) => {
      const list = (r as Record<string, unknown>)[key] as z.output<T>[];
      return { count: (r.count as number | null) ?? list.length, items: list };
    });
}

export const campaignListSchema = counted('campaigns', campaignListItemSchema).transform((r) => ({
  count: r.count,
  campaigns: r.items,
}));
export type CampaignList = z.output<typeof campaignListSchema>;

/**
 * Overview metrics: the documents type them as arrays without showing their shape. A scalar is
 * the value; an array or keyed object is a series whose last element is the value.
 */
const metric = z
  .unknown()
  .optional()
  .transform((value) => {
    if (isRecord(value) || Array.isArray(value)) {
      const series = entries(value).map(([key, v]) => ({
        key,
        value: optNum.parse(isRecord(v) ? v.value : v),
      }));
      return { value: series.length ? series[series.length - 1].value : null, series };
    }
    return { value: optNum.parse(value), series: [] as { key: string; value: number | null }[] };
  });
export type OverviewMetric = z.output<typeof metric>;

const overviewItem = z
  .object({
    id: optNum,
    name: str,
    domain: str,
    status: str,
    keywords_count: metric,
    keywords_count_up: metric,
    keywords_count_no_change: metric,
    keywords_count_down: metric,
    keywords_top10_count: metric,
    visibility: metric,
    visibility_change: metric,
  })
  .transform((o) => ({
    id: o.id,
    name: o.name || o.domain,
    domain: o.domain,
    status: o.status,
    keywordsCount: o.keywords_count,
    keywordsUp: o.keywords_count_up,
    keywordsNoChange: o.keywords_count_no_change,
    keywordsDown: o.keywords_count_down,
    keywordsTop10: o.keywords_top10_count,
    visibility: o.visibility,
    visibilityChange: o.visibility_change,
  }));
export type OverviewItem = z.output<typeof overviewItem> & { id: number };

/** Overview: keyed by campaign id → a list (the key fills a missing `id`). */
export const overviewSchema = container.transform((value, ctx): OverviewItem[] => {
  const out: OverviewItem[] = [];
  for (const [key, item] of entries(value)) {
    const parsed = overviewItem.safeParse(isRecord(item) ? item : {});
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `overview.${key}: unreadable item` });
      return z.NEVER;
    }
    out.push({ ...parsed.data, id: parsed.data.id ?? Number(key) });
  }
  return out;
});

/** Group object (retrieve). */
export const groupSchema = z
  .object({
    id,
    title: str,
    status: str,
    created_time: timestamp,
    changed_time: timestamp,
    keywords: idList,
    engine: optNum,
    country: optNum,
    location: str,
    devices: stringList,
    campaign_id: optNum.optional(),
  })
  .transform((g) => ({
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
  }));
export type Group = z.output<typeof groupSchema>;

export const groupListItemSchema = z
  .object({
    id,
    title: str,
    keywords_count: optNum,
    status: str,
    engine: optNum,
    country: optNum,
    location: str,
    devices: stringList,
  })
  .transform((g) => ({
    id: g.id,
    title: g.title,
    keywordsCount: g.keywords_count ?? 0,
    status: g.status,
    engine: g.engine,
    country: g.country,
    location: g.location,
    devices: g.devices,
  }));
export type GroupListItem = z.output<typeof groupListItemSchema>;

export const groupListSchema = counted('groups', groupListItemSchema).transform((r) => ({
  count: r.count,
  groups: r.items,
}));
export type GroupList = z.output<typeof groupListSchema>;

export const keywordSchema = z
  .object({ id, title: str, status: str, group_id: optNum })
  .transform((k) => ({ id: k.id, title: k.title, status: k.status, groupId: k.group_id }));
export type MonitoredKeyword = z.output<typeof keywordSchema>;

export const keywordListItemSchema = z
  .object({ id, title: str, status: str, group_id: optNum, group_status: str })
  .transform((k) => ({
    id: k.id,
    title: k.title,
    status: k.status,
    groupId: k.group_id,
    groupStatus: k.group_status,
  }));
export type KeywordListItem = z.output<typeof keywordListItemSchema>;

export const keywordListSchema = counted('keywords', keywordListItemSchema).transform((r) => ({
  count: r.count,
  keywords: r.items,
}));
export type KeywordList = z.output<typeof keywordListSchema>;

/** Access of campaigns, from either shape the documents show (see `toCampaignAccess`). */
export interface CampaignAccess {
  campaignId: number;
  /** The caller's level, when the answer says it. */
  access: string | null;
  /** The owner's e-mail, when the answer says it. */
  owner: string | null;
  /** Users of a campaign the caller owns or manages, with their levels. */
  users: { mail: string; access: string }[];
}

/**
 * Shape 1: `{ id: { access | access_type, owner } }`; shape 2: `{ id: { mail: level } }`. Both
 * normalised into one record per campaign; a mixed answer fills both parts.
 */
export const accessSchema = container.transform((value): CampaignAccess[] =>
  entries(value).map(([key, item]) => {
    const record = isRecord(item) ? item : {};
    const users: { mail: string; access: string }[] = [];
    for (const [k, v] of Object.entries(record)) {
      if (k.includes('@')) users.push({ mail: k, access: typeof v === 'string' ? v : String(v) });
      else if (isRecord(v) && k.includes('@') === false && typeof v.mail === 'string') {
        users.push({ mail: v.mail, access: String(v.access ?? v.permission ?? '') });
      }
    }
    const level = record.access ?? record.access_type;
    return {
      campaignId: Number(key),
      access: typeof level === 'string' ? level : null,
      owner: typeof record.owner === 'string' ? record.owner : null,
      users,
    };
  }),
);

/** Set-access answer: campaign id → `set` / `remove` → e-mail → success. */
const mailResults = z
  .unknown()
  .optional()
  .transform((value) => {
    const out: Record<string, boolean> = {};
    for (const [mail, ok] of entries(value)) out[mail] = ok === true || ok === 1 || ok === '1';
    return out;
  });
export const setAccessResultSchema = z.preprocess(
  (v) => (Array.isArray(v) && v.length === 0 ? {} : v),
  z.record(
    z.string(),
    z.preprocess(
      (v) => (isRecord(v) ? v : {}),
      z.object({ set: mailResults, remove: mailResults }),
    ),
  ),
);
export type SetAccessResult = z.output<typeof setAccessResultSchema>;

/** Monitoring tables. */
const country = z.object({ id, name: str });
export const monitoringEngineSchema = z.object({
  id,
  name: str,
  countries: z.preprocess(asList, z.array(country)),
});
export type MonitoringEngine = z.output<typeof monitoringEngineSchema>;

export const monitoringTableSchemas = {
  engines: z.preprocess(asList, z.array(monitoringEngineSchema)),
  devices: stringList,
} as const;
export type MonitoringTableName = keyof typeof monitoringTableSchemas;
export type MonitoringTables = {
  [K in MonitoringTableName]: z.output<(typeof monitoringTableSchemas)[K]>;
};

export function monitoringTableSchema<N extends MonitoringTableName>(name: N) {
  return z.preprocess(
    (value) => (isRecord(value) && name in value ? value[name] : value),
    monitoringTableSchemas[name],
  ) as unknown as z.ZodType<MonitoringTables[N]>;
}

/** `{ id }` answers of create calls (id as number or numeric string), or the bare id. */
export const newIdSchema = z
  .union([z.object({ id }), id.transform((value) => ({ id: value }))])
  .transform((r) => ({ id: r.id }));
