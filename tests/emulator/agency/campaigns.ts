/**
 * The agency's campaigns (monitoring half of the agency data set, ./index.ts): added to the demo
 * account's four, so it sees 300 — its own and clients' shared with it, some stopped, some
 * bookmarked, on the three engines — plus one shop tracking 5,000 phrases. Records are the same
 * as the demo data's (tests/emulator/monitoring/model.ts): no member the documents lack.
 */
import type { Account } from '../core/accounts.ts';
import { DAY_MS } from '../monitoring/dates.ts';
import { nextId } from '../monitoring/demo.ts';
import { keywordMetrics } from '../monitoring/metrics.ts';
import type { EntityStatus, MonitoringState } from '../monitoring/model.ts';
import type { Device } from '../monitoring/tables.ts';
import { hashString } from '../core/random.ts';

/** Campaigns the demo account sees with the agency data: the demo's 4 and these. */
export const AGENCY_CAMPAIGNS = 300;
/** Generated ones: the rest besides the demo's four, the client below and the big shop. */
const ADDED = AGENCY_CAMPAIGNS - 4 - 2;

/** The shop of 5,000 phrases: 5 groups of 1,000 on desktop, tracked for 200 days. */
export const BIG_SHOP = {
  domain: 'bigshop.example',
  title: 'Big Shop — catalogue',
  groups: 5,
  keywords: 5000,
  keyword: (group: number, index: number) => `bigshop category ${group} product ${index}`,
} as const;

/**
 * The client a journey looks for among 300: found by a part of its title, stopped, on Bing, and
 * bookmarked; the only campaign with all four.
 */
export const CLIENT = {
  title: 'Kowalski Rowery — sklep',
  titlePart: 'kowalski',
  domain: 'kowalski-rowery.example',
  status: 'stop',
  engine: 2,
  bookmark: true,
} as const;

const BRANDS = [
  'Nordwind',
  'Alpina',
  'Bialy Dom',
  'Cedar',
  'Delta Print',
  'Ember',
  'Fjord',
  'Granit',
  'Harbor',
  'Iskra',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Marlin',
  'Nova Dent',
  'Orzel',
  'Pinecone',
  'Quartz',
  'Rivulet',
  'Sosna',
  'Tundra',
  'Umbra',
  'Vistula',
  'Wawel',
  'Zenit',
];
const KINDS = ['shop', 'blog', 'clinic', 'hotel', 'studio', 'wholesale', 'local', 'brand'];
const PHRASES = [
  'best',
  'cheap',
  'near me',
  'online',
  'reviews',
  'price',
  'how to',
  'opening hours',
];

/** Engine of generated campaign `i`: most on Google, the rest on Bing and DuckDuckGo. */
export const engineOf = (i: number) => [1, 1, 1, 2, 3][i % 5];
/** Every 4th is a client's, shared with the agency; every 7th stopped; every 9th bookmarked. */
export const sharedAt = (i: number) => i % 4 === 3;
export const statusAt = (i: number): EntityStatus => (i % 7 === 6 ? 'stop' : 'active');
export const bookmarkAt = (i: number) => i % 9 === 8;

/** Title and domain of generated campaign `i` (from 0). */
export function agencyCampaign(i: number): {
  title: string;
  domain: string;
  brand: string;
  kind: string;
} {
  const brand = BRANDS[i % BRANDS.length];
  const kind = KINDS[Math.floor(i / BRANDS.length) % KINDS.length];
  const slug = `${brand}-${kind}-${i}`.toLowerCase().replace(/\s+/g, '-');
  return { title: `${brand} ${kind} ${i + 1}`, domain: `${slug}.example`, brand, kind };
}

/** Nine generated campaigns, active and spread over the list, that the agency watches. */
export const WATCHED_GENERATED: readonly number[] = Array.from({ length: 60 }, (_, n) => n * 29)
  .filter((i) => i < ADDED && statusAt(i) === 'active')
  .slice(0, 9);

export function addAgencyCampaigns(
  state: MonitoringState,
  init: { seed: number; now: number; agency: Account; client: Account },
): void {
  const { seed, now, agency, client } = init;
  const add = (campaign: {
    title: string;
    domain: string;
    shared: boolean;
    status: EntityStatus;
    bookmark: boolean;
    created: number;
  }) => {
    const id = nextId(state, 'campaign');
    state.campaigns[id] = {
      id,
      ownerId: campaign.shared ? client.id : agency.id,
      title: campaign.title,
      domain: campaign.domain,
      type: 'seo',
      status: campaign.status,
      data: {},
      bookmark: campaign.bookmark,
      created: campaign.created,
      changed: campaign.status === 'active' ? campaign.created : now - 20 * DAY_MS,
      members: campaign.shared
        ? { [agency.email]: { permission: id % 2 ? 'readonly' : 'manager', invited: false } }
        : {},
    };
    return id;
  };
  const group = (
    campaignId: number,
    title: string,
    engine: number,
    devices: Device[],
    created: number,
    phrases: string[],
  ) => {
    const id = nextId(state, 'group');
    state.groups[id] = {
      id,
      campaignId,
      title,
      status: 'active',
      engine,
      // Poland on Google and DuckDuckGo, the United States on Bing (pairs of tests/emulator/core/engines.ts).
      country: engine === 2 ? 2 : 1,
      location: '',
      devices,
      created,
      changed: created,
    };
    for (const title of phrases) {
      const keyword = nextId(state, 'keyword');
      state.keywords[keyword] = {
        id: keyword,
        groupId: id,
        title,
        status: 'active',
        ...keywordMetrics(seed, title),
        created,
        changed: created,
      };
    }
  };

  for (let i = 0; i < ADDED; i++) {
    const { title, domain, brand, kind } = agencyCampaign(i);
    const created = now - (30 + (hashString(`${seed}:agency:${i}`) % 300)) * DAY_MS;
    const id = add({
      title,
      domain,
      shared: sharedAt(i),
      status: statusAt(i),
      bookmark: bookmarkAt(i),
      created,
    });
    const phrases = PHRASES.slice(0, 3 + (i % 4)).map((p) => `${brand.toLowerCase()} ${kind} ${p}`);
    group(id, 'Main phrases', engineOf(i), ['desktop', 'mobile'], created + DAY_MS, phrases);
  }

  const clientId = add({
    title: CLIENT.title,
    domain: CLIENT.domain,
    shared: true,
    status: CLIENT.status,
    bookmark: CLIENT.bookmark,
    created: now - 90 * DAY_MS,
  });
  group(clientId, 'Rowery', CLIENT.engine, ['desktop'], now - 89 * DAY_MS, [
    'rowery kraków',
    'rower miejski',
    'serwis rowerowy',
  ]);

  const shopId = add({
    title: BIG_SHOP.title,
    domain: BIG_SHOP.domain,
    shared: false,
    status: 'active',
    bookmark: false,
    created: now - 200 * DAY_MS,
  });
  const perGroup = BIG_SHOP.keywords / BIG_SHOP.groups;
  for (let g = 1; g <= BIG_SHOP.groups; g++) {
    const phrases = Array.from({ length: perGroup }, (_, k) => BIG_SHOP.keyword(g, k + 1));
    group(shopId, `Category ${g}`, 1, ['desktop'], now - 200 * DAY_MS, phrases);
  }
}
