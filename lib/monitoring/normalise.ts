import type {
  Campaign,
  CampaignListItem,
  GroupListItem,
  MonitoringEngine,
} from '@/lib/api/schemas/monitoring';
import { accessOf } from '@/lib/domain/access-level';
import { campaignTypeOf } from '@/lib/domain/campaign-type';
import { statusOf } from '@/lib/domain/entity-status';
import { withoutMark } from '@/lib/domain/click-mark';
import type { CampaignSummary } from '@/lib/messaging/protocol/monitoring/campaigns';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';

/**
 * `data.include_subdomains` is documented only as "typed array; default: not included": any
 * non-empty array (or a true-ish scalar) means subdomains are included.
 */
export function includesSubdomains(data: Record<string, unknown> | undefined): boolean {
  const v = data?.include_subdomains;
  if (Array.isArray(v))
    return v.length > 0 && v.some((x) => x !== 0 && x !== '0' && x !== false && x !== '');
  return v === true || v === 1 || v === '1';
}

export function summaryOf(
  c: Campaign | CampaignListItem,
  extra: { owner?: string | null; includeSubdomains?: boolean } = {},
): CampaignSummary {
  const access = accessOf(c.access);
  const data = 'data' in c ? c.data : undefined;
  return {
    id: c.id,
    // Read while its create is naming it, a campaign still carries the click's mark.
    title: withoutMark(c.title || c.domain),
    domain: c.domain,
    status: statusOf(c.status),
    access,
    type: campaignTypeOf(c.type),
    includeSubdomains: extra.includeSubdomains ?? includesSubdomains(data),
    shared: access !== 'owner',
    owner: extra.owner ?? null,
  };
}

export function groupSummaryOf(
  g: GroupListItem,
  campaignId: number,
  engines: readonly MonitoringEngine[],
): GroupSummary {
  const engine = engines.find((e) => e.id === g.engine);
  const country = engine?.countries.find((c) => c.id === g.country);
  return {
    id: g.id,
    campaignId,
    title: withoutMark(g.title),
    status: statusOf(g.status),
    engine: g.engine ?? 0,
    engineName: engine?.name ?? null,
    country: g.country ?? 0,
    countryName: country?.name ?? null,
    location: g.location ?? '',
    devices: g.devices.length ? g.devices : ['desktop'],
    keywordsCount: g.keywordsCount,
  };
}
