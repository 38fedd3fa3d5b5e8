/**
 * The most each `storage.local` key may hold, in bytes as the browser counts them
 * (`getBytesInUse`): what the item's own bound — a count the code that writes it keeps — allows at
 * the size its entries reach. An agency's account (hundreds of campaigns, thousands of runs) must
 * not grow storage without end: every stored item has a line here (checked by
 * tests/unit/lib/storage/bounds.test.ts), and the benchmark compares a day of use with it. Plain
 * numbers, no imports: the benchmark reads it outside the extension.
 */
const KB = 1024;
const MB = 1024 * KB;

/** One value each: a setting, a state, a pending request. */
const SINGLE = 16 * KB;

/**
 * Cached answers kept at most (lib/storage/cache.ts: a table, a list, one campaign's structure),
 * the least recently used dropped first: about 30 campaigns opened, with their structure and
 * details, beside the lookup tables.
 */
export const MAX_CACHE_ENTRIES = 80;
/** A cached answer used this recently (ms) is never dropped: the user has it open. */
export const CACHE_RECENT_MS = 60_000;

/** Bounds in bytes: of a key, of every key under a prefix, and of all of `storage.local`. */
interface StorageBounds {
  keys: Record<string, number>;
  prefixes: Record<string, number>;
  total: number;
}

export const STORAGE_BOUNDS: StorageBounds = {
  keys: {
    stormlensApiToken: SINGLE,
    connection: SINGLE,
    connectionState: SINGLE,
    dev: SINGLE,
    preferences: SINGLE,
    cpcCurrency: SINGLE,
    alertSettings: SINGLE,
    spendingLimits: SINGLE,
    pendingLaunch: SINGLE,
    pendingResearch: SINGLE,
    panelRequest: SINGLE,
    monitoringLastSetAccess: SINGLE,
    e2eScheduleClockOffset: SINGLE,
    // A flag and MAX_SEARCH_HOSTS (20) host names.
    serpSettings: SINGLE,
    // MAX_TRACKED (40) runs; a run of 252 audits is about 60 KB.
    trackedAudits: 2 * MB,
    // MAX_RESULT_URLS (200) pages, each its latest run's audits of that page (at most 12).
    latestResults: 1 * MB,
    // MAX_HISTORY_URLS (50) pages × MAX_RUNS_PER_PAGE (50) runs from the index of runs by page,
    // each a parent and its audits of that page (2 for most runs, about 1.3 KB).
    auditHistory: 4 * MB,
    // The index fill's place: a list page of 50 parents, the runs filed unfinished.
    'cache:runIndexState': 128 * KB,
    // The re-check's filed parent ids not listed yet: at most 19,200 (32 shards of 600).
    'cache:runIndexCheck': 256 * KB,
    // MAX_CACHE_ENTRIES keys and times.
    'cache:.lastUse': 16 * KB,
    // MAX_RUN_PAGES (2,000) runs, most of one page, a few of up to 21.
    'cache:auditRunPages': 1 * MB,
    // MAX_CAMPAIGN_FACTS (1,000) campaigns: a title and what Stormlens sent.
    'cache:campaignFacts': 512 * KB,
    // MAX_COMPETITOR_CAMPAIGNS campaigns × MAX_COMPETITORS (3) domains.
    competitors: 128 * KB,
    // MAX_WATCHES watches and MAX_PAGE_WATCHES page watches, each a few hundred bytes.
    watches: 256 * KB,
    pageWatches: 256 * KB,
    // One entry per watched campaign or page, MAX_NOTICES (30) notices.
    watchLedger: 256 * KB,
    pageWatchLedger: 256 * KB,
    // MAX_CHANGES (500) and MAX_PAGE_CHANGES (200) changes.
    watchChanges: 512 * KB,
    pageChanges: 256 * KB,
    // MAX_HANDLED (200) requests, MAX_PLAN_SITES (200) sites.
    handledRequests: 512 * KB,
    launchPlans: 256 * KB,
    // SPEND_MONTHS of MAX_SPENDS entries.
    spendRecord: 512 * KB,
    // MAX_RECENT_RUNS (15) runs × MAX_STORED_PHRASES (1,000) phrases.
    recentResearch: 3 * MB,
    // MAX_LOG_ENTRIES (300) lines of at most 500 characters of message.
    diagnosticsLog: 512 * KB,
  },
  /** Keys under a prefix: the most each one may hold. */
  prefixes: {
    // The side panel's reports (lib/storage/panel-cache.ts MAX_BYTES, 4 MB in all).
    'cache:panel.': 4 * MB,
    // A shard of the index of runs by page (lib/storage/run-index.ts): MAX_RUNS_PER_SHARD (600)
    // runs of about 160 bytes (a few of 12 audits).
    'cache:runIndex.': 256 * KB,
    // A cached answer (lib/storage/cache.ts): a list, a table, one campaign's structure.
    'cache:': 2 * MB,
  },
  /** All of `storage.local`: the sum the bounds above allow in a day of real use. */
  total: 32 * MB,
};

/** The bound of one key (a version key `<key>$` counts as a single value). */
export function storageBound(key: string): number {
  if (key.endsWith('$')) return SINGLE;
  const exact = STORAGE_BOUNDS.keys[key];
  if (exact !== undefined) return exact;
  const prefix = Object.keys(STORAGE_BOUNDS.prefixes)
    .filter((p) => key.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? 0 : STORAGE_BOUNDS.prefixes[prefix];
}
