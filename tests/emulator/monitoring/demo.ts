/**
 * `createMonitoringState`: the demo campaigns of demo-data.ts as state records, placed relative
 * to the moment the state is seeded. The demo account sees three campaigns of its own (one
 * stopped) and one shared by the teammate; `www.example.org` deliberately has no campaign.
 */
import type { Account } from '../core/accounts.ts';
import { DAY_MS } from './dates.ts';
import { DEMO_CAMPAIGNS } from './demo-data.ts';
import { keywordMetrics } from './metrics.ts';
import type { EntityKind, Member, MonitoringState } from './model.ts';

export interface MonitoringInit {
  seed: number;
  now: number;
  accounts: Account[];
}

/** Ids start where a real account's would plausibly be; never reused after delete. */
export const FIRST_IDS: Record<EntityKind, number> = {
  campaign: 31_400,
  group: 120_500,
  keyword: 4_812_000,
};

export function nextId(state: MonitoringState, kind: EntityKind): number {
  state.nextIds[kind] += 1;
  return state.nextIds[kind];
}

export function createMonitoringState({ seed, now, accounts }: MonitoringInit): MonitoringState {
  const state: MonitoringState = {
    seed,
    nextIds: { ...FIRST_IDS },
    campaigns: {},
    groups: {},
    keywords: {},
    lastSetAccess: {},
  };
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
  const daysAgo = (days: number) => now - days * DAY_MS;
  for (const [index, demo] of DEMO_CAMPAIGNS.entries()) {
    const owner = byEmail.get(demo.owner);
    if (!owner) continue; // an account set without that e-mail: skip its campaigns
    const members: Record<string, Member> = {};
    for (const [mail, permission] of Object.entries(demo.shared ?? {})) {
      members[mail] = { permission, invited: !byEmail.has(mail) };
    }
    const created = daysAgo(230 - index * 3);
    const campaign = {
      id: nextId(state, 'campaign'),
      ownerId: owner.id,
      title: demo.title,
      domain: demo.domain,
      type: 'seo' as const,
      status: demo.status ?? 'active',
      data: demo.data ?? {},
      bookmark: demo.bookmark ?? false,
      created,
      changed: demo.status ? daysAgo(12) : daysAgo(40),
      members,
    };
    state.campaigns[campaign.id] = campaign;
    for (const demoGroup of demo.groups) {
      const group = {
        id: nextId(state, 'group'),
        campaignId: campaign.id,
        title: demoGroup.title,
        status: demoGroup.status ?? 'active',
        engine: demoGroup.engine,
        country: demoGroup.country,
        location: demoGroup.location ?? '',
        devices: [...demoGroup.devices],
        created: created + DAY_MS,
        changed: demoGroup.status ? daysAgo(30) : created + DAY_MS,
      };
      state.groups[group.id] = group;
      for (const entry of demoGroup.keywords) {
        const keyword = typeof entry === 'string' ? { title: entry } : entry;
        const added = daysAgo(keyword.addedDaysAgo ?? 200);
        const record = {
          id: nextId(state, 'keyword'),
          groupId: group.id,
          title: keyword.title,
          status: keyword.status ?? 'active',
          ...keywordMetrics(seed, keyword.title),
          created: added,
          changed: keyword.status ? daysAgo(25) : added,
        };
        state.keywords[record.id] = record;
      }
    }
  }
  return state;
}
