import type { Account } from '../core/accounts.ts';
import { DEMO_TOKEN } from '../core/accounts.ts';
import type { AuditsState, ProfileRecord } from './model.ts';
import { planChildren, storeTree, keywordResultUrls, type TreeStore } from './tree.ts';

/**
 * Demo audits and profiles for `demo-token`: runs of `https://www.example.com/` pages over the
 * last five weeks (both devices, so the popup's history and trends have something to show),
 * titled by the convention `"Stormlens — <url>"`, one unreachable host that ended in `error`, a
 * keyword audit, and two profiles.
 */
const DAY = 86_400_000;

const PAGES: { url: string; daysAgo: number[]; types: ('lighthouse' | 'content')[] }[] = [
  { url: 'https://www.example.com/', daysAgo: [35, 28, 21, 14, 7, 2], types: ['lighthouse'] },
  { url: 'https://www.example.com/pricing', daysAgo: [30, 16, 3], types: ['lighthouse'] },
  {
    url: 'https://www.example.com/blog/trail-running-shoes',
    daysAgo: [20, 9, 1],
    types: ['lighthouse', 'content'],
  },
  { url: 'https://www.example.com/contact', daysAgo: [12], types: ['lighthouse'] },
];

export function createAuditsState(init: {
  seed: number;
  now: number;
  accounts: Account[];
  nextId: (sequence: string) => number;
}): AuditsState {
  const audits: AuditsState = { audits: [], profiles: [] };
  const demo = init.accounts.find((account) => account.token === DEMO_TOKEN);
  if (!demo) return audits;
  const store: TreeStore = { nextId: init.nextId, now: () => init.now, state: { audits } };

  // Oldest first, so ids grow with time as they would on the real service.
  const runs = PAGES.flatMap((page) => page.daysAgo.map((days) => ({ ...page, days }))).sort(
    (a, b) => b.days - a.days,
  );
  for (const run of runs) {
    const at = init.now - run.days * DAY - (run.url.length % 7) * 3_600_000;
    const settings = Object.fromEntries(run.types.map((type) => [type, {}]));
    storeTree(
      store,
      demo.id,
      {
        title: `Stormlens — ${run.url}`,
        type: 'advanced',
        keyword: null,
        keywordOptions: null,
        children: planChildren([run.url], ['desktop', 'mobile'], settings),
      },
      at,
    );
  }

  const staging = 'https://staging.example.invalid/';
  storeTree(
    store,
    demo.id,
    {
      title: `Stormlens — ${staging}`,
      type: 'advanced',
      keyword: null,
      keywordOptions: null,
      children: planChildren([staging], ['desktop'], { lighthouse: {} }),
    },
    init.now - 4 * DAY,
  );

  const keyword = 'trail running shoes';
  storeTree(
    store,
    demo.id,
    {
      title: 'Keyword: trail running shoes',
      type: 'keyword',
      keyword,
      keywordOptions: { engine: 1, country: 1, location: 'Warszawa' },
      children: planChildren(keywordResultUrls(keyword), ['mobile'], { pagespeed: {} }),
    },
    init.now - 6 * DAY,
  );

  audits.profiles.push(...demoProfiles(demo.id, init.nextId));
  return audits;
}

function demoProfiles(uid: number, nextId: (sequence: string) => number): ProfileRecord[] {
  return [
    {
      id: nextId('profile'),
      uid,
      title: 'Quick mobile check',
      settings: {
        lighthouse: { throttling: 'mobile-slow-4g', categories: ['performance', 'seo'] },
        content: { min_words: 300 },
      },
    },
    {
      id: nextId('profile'),
      uid,
      title: 'Full desktop suite',
      settings: {
        lighthouse: { throttling: 'desktop-dense-4g' },
        webpagetest: { location: 'Frankfurt_EC2:Chrome', runs: 3, connectivity: 'Cable' },
        yellowlab: {},
        sitespeedio: { iterations: 3, browser: 'chrome' },
      },
    },
  ];
}
