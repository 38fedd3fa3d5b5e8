/**
 * Detailed data (campaign get-data, also group and keyword data through `filters`):
 * group id → domain → keyword id → { keyword, data: date → engine → device → location →
 * { position, url } }. Days a domain is not ranked (or tracking did not run) have no entry; an
 * empty `data` is `[]`, as the PHP service encodes an empty array.
 */
import { findEngine } from '../core/engines.ts';
import { isRecord } from '../core/params.ts';
import { buckets, dayKey } from './dates.ts';
import type { CampaignRecord, MonitoringState } from './model.ts';
import type { RankType } from './ranks.ts';
import type { ReportRange } from './report-params.ts';
import { bucketPoint, seriesOf } from './series.ts';

export interface DataFilters {
  groupIds?: Set<number>;
  /** Full keyword strings, compared case-insensitively. */
  keywords?: Set<string>;
}

/**
 * Reads the documented filter shapes: `{type:'include', field:'group_nid_mv', op:'entity',
 * value:{<gid>:<gid>}}` (an array of ids is accepted too) and `{type:'include', field:'keyword',
 * op:'equal', value:[...]}`. Anything else is refused: the grammar of other filters is not
 * documented, and silently ignoring a filter would return misleading data.
 */
export function readFilters(raw: unknown): DataFilters | { error: string } {
  if (raw === undefined || raw === null || raw === '') return {};
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : undefined;
  if (!list) return { error: 'Invalid filters: an array of filter objects is expected.' };
  const filters: DataFilters = {};
  for (const filter of list) {
    if (!isRecord(filter) || (filter.type ?? 'include') !== 'include') {
      return { error: 'Invalid filters: only filters of type "include" are supported.' };
    }
    const values = Array.isArray(filter.value)
      ? filter.value
      : isRecord(filter.value)
        ? Object.values(filter.value)
        : [filter.value];
    if (filter.field === 'group_nid_mv' && (filter.op ?? 'entity') === 'entity') {
      const ids = values.map((v) => Number(v)).filter((v) => Number.isInteger(v) && v > 0);
      if (ids.length === 0) return { error: 'Invalid filters: group_nid_mv needs group ids.' };
      filters.groupIds = new Set([...(filters.groupIds ?? []), ...ids]);
    } else if (filter.field === 'keyword' && (filter.op ?? 'equal') === 'equal') {
      const phrases = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
      if (phrases.length === 0) return { error: 'Invalid filters: keyword needs keyword strings.' };
      const set = filters.keywords ?? new Set<string>();
      phrases.forEach((p) => set.add(p.trim().toLowerCase()));
      filters.keywords = set;
    } else {
      return {
        error: `Invalid filters: unsupported field/op ${JSON.stringify(filter.field)}/${JSON.stringify(filter.op)}; use group_nid_mv/entity or keyword/equal.`,
      };
    }
  }
  return filters;
}

export interface DataRequest {
  campaign: CampaignRecord;
  domains: string[];
  type: RankType;
  range: ReportRange;
  filters: DataFilters;
  now: number;
}

type Leaf = { position: number; url: string };
type DateNode = Record<string, Record<string, Record<string, Leaf>>>;

export function detailedData(state: MonitoringState, request: DataRequest) {
  const { campaign, domains, type, range, filters, now } = request;
  const spans = buckets(range.from, range.to, range.gap);
  const result: Record<string, Record<string, Record<string, unknown>>> = {};
  const groups = Object.values(state.groups)
    .filter((g) => g.campaignId === campaign.id && g.status !== 'delete')
    .filter((g) => !filters.groupIds || filters.groupIds.has(g.id))
    .sort((a, b) => a.id - b.id);
  for (const group of groups) {
    const keywords = Object.values(state.keywords)
      .filter((k) => k.groupId === group.id && k.status !== 'delete')
      .filter((k) => !filters.keywords || filters.keywords.has(k.title.toLowerCase()))
      .sort((a, b) => a.id - b.id);
    if (keywords.length === 0) continue;
    // Keyed by the engine's name, as the SDK's CampaignData example shows (`google`), not its id.
    const engineKey = findEngine(group.engine)?.name.toLowerCase() ?? String(group.engine);
    const byDomain: Record<string, Record<string, unknown>> = {};
    for (const domain of domains) {
      const byKeyword: Record<string, unknown> = {};
      for (const keyword of keywords) {
        const data: Record<string, Record<string, DateNode[string]>> = {};
        for (const device of group.devices) {
          const series = seriesOf(
            state.seed,
            { campaign, group, keyword },
            device,
            domain,
            type,
            now,
          );
          for (const bucket of spans) {
            const point = bucketPoint(series, bucket);
            if (!point) continue;
            const date = (data[dayKey(bucket.start)] ??= {});
            const engine = (date[engineKey] ??= {});
            engine[device] = { [group.location]: point };
          }
        }
        byKeyword[keyword.id] = {
          keyword: { title: keyword.title, volume: keyword.volume, cpc: keyword.cpc },
          data: Object.keys(data).length ? sortKeys(data) : [],
        };
      }
      byDomain[domain] = byKeyword;
    }
    result[group.id] = byDomain;
  }
  return result;
}

/** Values a detailed-data request asks for: keywords × periods × devices (heavy-report limit). */
export function reportSize(
  state: MonitoringState,
  campaign: CampaignRecord,
  range: ReportRange,
  filters: DataFilters,
): number {
  const periods = buckets(range.from, range.to, range.gap).length;
  let size = 0;
  for (const group of Object.values(state.groups)) {
    if (group.campaignId !== campaign.id || group.status === 'delete') continue;
    if (filters.groupIds && !filters.groupIds.has(group.id)) continue;
    const keywords = Object.values(state.keywords).filter(
      (k) => k.groupId === group.id && k.status !== 'delete',
    ).length;
    size += keywords * periods * group.devices.length;
  }
  return size;
}

export function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
