/**
 * Results pages: the tracked domain at its own position among 60 fictional competitors of the
 * phrase, ordered by their strength on the day (keyword details' heatmap and top50).
 */
import { isMissingDay, positionAt, score, searchKey, siteKey, unit, type Search } from './ranks.ts';

const PREFIXES = [
  'run',
  'stride',
  'trail',
  'pace',
  'sport',
  'fit',
  'marathon',
  'active',
  'kick',
  'track',
];
const SUFFIXES = ['hub', 'depot', 'world', 'point', 'lab', 'zone', 'store', 'club', 'guide', 'mag'];

/**
 * Other sites in results pages. Fictional names under the reserved `.example` TLD, like the
 * demo's own `example.com`, so no real business is shown with invented rankings.
 */
export const COMPETITOR_DOMAINS: readonly string[] = PREFIXES.flatMap((prefix) =>
  SUFFIXES.map((suffix) => `www.${prefix}${suffix}.example`),
);

const pools = new Map<string, string[]>();

/**
 * The 60 other sites competing for a phrase. A pure function of its arguments, memoised (bounded)
 * because every day of a report needs it and ordering 100 hashed names is the costly part.
 */
function rivalPool(seed: number, phrase: string, ownDomain: string): string[] {
  const key = `${seed}|${phrase}|${siteKey(ownDomain)}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = COMPETITOR_DOMAINS.filter((domain) => siteKey(domain) !== siteKey(ownDomain))
      .map((domain) => ({ domain, order: unit(seed, 'pool', phrase, domain) }))
      .sort((a, b) => a.order - b.order)
      .slice(0, 60)
      .map((entry) => entry.domain);
    if (pools.size >= 500) pools.clear();
    pools.set(key, pool);
  }
  return pool;
}

export interface SerpEntry {
  domain: string;
  position: number;
}

/**
 * The organic results page of a search on a day, top `depth` entries: the tracked domain at its
 * own position (when ranked) and 60 competitors of the phrase ordered by their strength around it.
 */
export function serpAt(
  seed: number,
  search: Search,
  ownDomain: string,
  day: number,
  depth = 50,
): SerpEntry[] {
  if (isMissingDay(seed, search, day)) return [];
  const own = positionAt(seed, search, ownDomain, day);
  const phrase = searchKey(search, false);
  const rivals = rivalPool(seed, phrase, ownDomain)
    .map((domain) => ({ domain, strength: score(seed, search, domain, day, 'organic') }))
    .sort((a, b) => a.strength - b.strength);
  const entries: SerpEntry[] = [];
  let position = 1;
  for (const rival of rivals) {
    if (position === own) position++;
    if (position > depth) break;
    entries.push({ domain: rival.domain, position });
    position++;
  }
  if (own !== undefined && own <= depth) {
    entries.push({ domain: ownDomain, position: own });
  }
  return entries.sort((a, b) => a.position - b.position);
}
