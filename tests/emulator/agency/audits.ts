/**
 * The agency's audit runs (audits half of the agency data set, ./index.ts): a year of audits, 5,000
 * runs over 400 pages, among them a page audited every week (50 runs, some made outside
 * Stormlens under titles of their own) and one run of 252 audits (21 pages × 2 devices × 6 types).
 * Stored as the demo runs are (tests/emulator/audits/tree.ts), oldest first so ids grow with time;
 * the children of the ordinary runs share one settings object (they are never changed in place),
 * which keeps 15,000 records small.
 */
import { ALL_AUDIT_TYPES } from '../core/accounts.ts';
import { hashString } from '../core/random.ts';
import type { AuditsState } from '../audits/model.ts';
import { planChildren, storeTree, type ChildPlan, type TreeStore } from '../audits/tree.ts';

const DAY = 86_400_000;

export const AGENCY_RUNS = 5000;
export const AGENCY_PAGES = 400;

/** The page audited every week for a year: 50 runs, every fifth (from the newest) made outside Stormlens. */
export const WEEKLY_PAGE = {
  url: 'https://www.kowalski-rowery.example/',
  runs: 50,
  /** Titles of the runs made in SEMSTORM's web app or by a colleague, in turn. */
  elsewhere: ['Weekly check — Kowalski', 'Audit'],
} as const;

/** The largest run the popup launches, made two days ago: 21 pages × 2 devices × 6 types. */
export const BIG_RUN = {
  title: 'Big Shop — every page, every type',
  pages: 21,
  audits: 21 * 2 * ALL_AUDIT_TYPES.length,
  url: (i: number) => `https://www.bigshop.example/category/${i + 1}`,
} as const;

/** Page `i` of the 400 (the weekly page and the big run's 21 are among them). */
export function agencyPage(i: number): string {
  if (i === 0) return WEEKLY_PAGE.url;
  if (i <= BIG_RUN.pages) return BIG_RUN.url(i - 1);
  return `https://www.client-${i % 60}.example/page-${i}`;
}

export const stormlensTitle = (url: string) => `Stormlens — ${url}`;

interface RunPlan {
  at: number;
  title: string;
  children: ChildPlan[];
}

export function addAgencyRuns(
  audits: AuditsState,
  init: { seed: number; now: number; uid: number; nextId: (sequence: string) => number },
): void {
  const { seed, now } = init;
  const both = planChildren(['https://x.example/'], ['desktop', 'mobile'], { lighthouse: {} });
  const ordinary = (url: string) => both.map((child) => ({ ...child, url }));
  const plans: RunPlan[] = [];

  for (let week = 0; week < WEEKLY_PAGE.runs; week++) {
    // The newest (yesterday's) among them: a run made elsewhere that the account's newest runs show.
    const made = week % 5 === 0 ? WEEKLY_PAGE.elsewhere[(week / 5) % 2] : null;
    plans.push({
      at: now - (week * 7 + 1) * DAY - 3_600_000 * (week % 5),
      title: made ?? stormlensTitle(WEEKLY_PAGE.url),
      children: ordinary(WEEKLY_PAGE.url),
    });
  }
  const types = Object.fromEntries(ALL_AUDIT_TYPES.map((type) => [type, {}]));
  const bigPages = Array.from({ length: BIG_RUN.pages }, (_, i) => BIG_RUN.url(i));
  plans.push({
    at: now - 2 * DAY,
    title: BIG_RUN.title,
    children: planChildren(bigPages, ['desktop', 'mobile'], types),
  });
  // The rest over every other page (each at least once), at times spread over the year.
  const rest = AGENCY_RUNS - plans.length;
  for (let r = 0; r < rest; r++) {
    const url = agencyPage(1 + (r % (AGENCY_PAGES - 1)));
    const hash = hashString(`${seed}:agency-run:${r}`);
    plans.push({
      at: now - (1 + (hash % 364)) * DAY - (hash % 86_000) * 1000,
      title: hash % 6 === 0 ? `Audit of ${new URL(url).hostname}` : stormlensTitle(url),
      children: ordinary(url),
    });
  }

  plans.sort((a, b) => a.at - b.at);
  const store: TreeStore = { nextId: init.nextId, now: () => now, state: { audits } };
  for (const plan of plans) {
    storeTree(
      store,
      init.uid,
      {
        title: plan.title,
        type: 'advanced',
        keyword: null,
        keywordOptions: null,
        children: plan.children,
      },
      plan.at,
    );
  }
}
