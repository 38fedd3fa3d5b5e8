/**
 * Campaigns for the benchmark, put straight into the in-process emulator's state (as its demo data
 * is): what a row measures is the client reading them, not the rate-limited calls that would
 * create them. Groups on desktop with the demo campaigns' engine and country, tracked since
 * `daysAgo` days.
 */
import type { Emulator } from '../emulator/server';

const DAY_MS = 86_400_000;

export interface SeededCampaign {
  domain: string;
  title: string;
  groups: number;
  keywordsPerGroup: number;
  /** The title of the keyword `k` (from 1) of the group `g` (from 1). */
  keyword: (g: number, k: number) => string;
  daysAgo: number;
}

/** Adds one campaign of the account with `token`; returns its id. */
export function seedCampaign(emulator: Emulator, token: string, seed: SeededCampaign): number {
  const { ctx } = emulator;
  const state = ctx.state.monitoring;
  const owner = ctx.state.accounts.find((a) => a.token === token);
  if (!owner) throw new Error(`no account with token ${token}`);
  const model = Object.values(state.groups)[0];
  const created = ctx.now() - seed.daysAgo * DAY_MS;
  // `nextIds` holds the last id given (tests/emulator/monitoring/demo.ts): the next one is one more.
  const id = (kind: 'campaign' | 'group' | 'keyword') => ++state.nextIds[kind];
  const campaign = {
    id: id('campaign'),
    ownerId: owner.id,
    title: seed.title,
    domain: seed.domain,
    type: 'seo' as const,
    status: 'active' as const,
    data: {},
    bookmark: false,
    created,
    changed: created,
    members: {},
  };
  state.campaigns[campaign.id] = campaign;
  for (let g = 1; g <= seed.groups; g++) {
    const group = {
      id: id('group'),
      campaignId: campaign.id,
      title: `Category ${g}`,
      status: 'active' as const,
      engine: model.engine,
      country: model.country,
      location: '',
      devices: ['desktop' as const],
      created,
      changed: created,
    };
    state.groups[group.id] = group;
    for (let k = 1; k <= seed.keywordsPerGroup; k++) {
      const keyword = {
        id: id('keyword'),
        groupId: group.id,
        title: seed.keyword(g, k),
        status: 'active' as const,
        volume: 10 + ((k * 37) % 5000),
        cpc: ((k % 300) / 100).toFixed(2),
        created,
        changed: created,
      };
      state.keywords[keyword.id] = keyword;
    }
  }
  return campaign.id;
}
