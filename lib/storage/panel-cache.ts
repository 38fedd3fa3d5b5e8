import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';
import { isObj } from '@/lib/domain/plain-object';
import { defineStoredItem, storedKey } from './item';

/*
 * What the side panel last showed, kept so it opens at once (stale-while-revalidate): the campaigns
 * of a domain, and per campaign and range the positions report, the overview and keyword details.
 * The page that asks writes (lib/monitoring/panel.ts: after each service answer, and stage by stage
 * while a report is built); pages read and watch. Bounded: past MAX_BYTES or MAX_CAMPAIGNS, the campaigns fetched longest ago
 * are dropped whole. Under the `cache:` prefix so `clearCache()` (lib/storage/cache.ts) forgets it
 * with the rest of the account's data; the version is part of every key, so a new format never
 * reads an old one (and the index evicts the old keys).
 */
// 2: positions reports carry their view (type, competitors, filters), URL history and rivals.
export const PANEL_CACHE_VERSION = 2;
const PREFIX = `cache:panel.v${PANEL_CACHE_VERSION}:`;

/** storage.local holds 10 MB; the panel may use 4 of them. */
export const MAX_BYTES = 4 * 1024 * 1024;
export const MAX_CAMPAIGNS = 12;
/** Domain entries are small; the newest 50 are kept. */
export const MAX_DOMAINS = 50;

export type PanelEntryKind = 'domain' | 'positions' | 'overview' | 'details';

export interface PanelEntry<T> {
  /** When the service's answer arrived (ms since epoch). */
  at: number;
  value: T;
  /** False while the background is still filling in (first rows before groups and statuses). */
  complete: boolean;
  /** Parts of a split report received so far (big campaigns: lib/monitoring/report-split.ts). */
  progress: { done: number; total: number } | null;
}

interface IndexRow {
  campaignId: number | null;
  at: number;
  bytes: number;
}

const index = defineStoredItem<Record<string, IndexRow>>(`local:${PREFIX}index`, {
  fallback: {},
  version: 1,
  schema: z.record(
    z.string(),
    z.object({ campaignId: z.nullable(z.number()), at: z.number(), bytes: z.number() }),
  ),
});

/** A range as the panel names it: a preset (days + gap) stays one entry as the days roll on. */
export interface RangeKeyInput {
  datemin: string;
  datemax: string;
  gap: string;
  presetDays?: number | null;
}

export function rangeKey(range: RangeKeyInput): string {
  return range.presetDays
    ? `p${range.presetDays}.${range.gap}`
    : `${range.datemin}.${range.datemax}.${range.gap}`;
}

/** What a positions report shows beyond its range (lib/messaging/protocol/monitoring/positions.ts). */
export interface ViewKeyInput {
  type?: string;
  competitors?: readonly string[];
  filters?: { keyword?: string; groupName?: string; statuses?: readonly string[] } | null;
}

/** The view part of a report's key: each type, set of competitors and filters is its own entry. */
export function viewKey(view: ViewKeyInput): string {
  const f = view.filters;
  const filters = f
    ? [f.keyword ?? '', f.groupName ?? '', [...(f.statuses ?? [])].sort().join('+')]
    : [];
  return [
    view.type ?? 'organic',
    (view.competitors ?? []).join('+'),
    filters.some(Boolean) ? encodeURIComponent(filters.join('|')) : '',
  ].join('~');
}

/** The key of a positions report: campaign, range and view. */
export function positionsKey(scope: { campaignId: number } & RangeKeyInput & ViewKeyInput) {
  return panelKey('positions', scope.campaignId, rangeKey(scope), viewKey(scope));
}

/** The key of keyword details for a selection of keywords (in the order chosen). */
export function detailsManyKey(
  campaignId: number,
  keywordIds: readonly number[],
  type: string,
  range: RangeKeyInput,
) {
  return panelKey('details', campaignId, keywordIds.join('+'), type, rangeKey(range));
}

/** The overview's devices and engine as part of its key (every device, every engine: `all.0`). */
export function overviewScopeKey(f: { devices?: readonly string[]; engine?: number }): string {
  return `${f.devices?.length ? [...f.devices].sort().join('+') : 'all'}.${f.engine ?? 0}`;
}

/** The storage key (without area) of one entry. */
export function panelKey(kind: PanelEntryKind, ...scope: (string | number)[]): string {
  return `${PREFIX}${kind}:${scope.join(':')}`;
}

/** Keys of a campaign's stored entries of one kind, newest first (the results page's positions). */
export async function panelKeysOf(campaignId: number, kind: PanelEntryKind): Promise<string[]> {
  const prefix = panelKey(kind, campaignId, '');
  return Object.entries(await index.getValue())
    .filter(([key, row]) => row.campaignId === campaignId && key.startsWith(prefix))
    .sort(([, a], [, b]) => b.at - a.at)
    .map(([key]) => key);
}

const local = (key: string) => `local:${key}` as const;

/** An entry as stored, its value checked by `value` (./panel-schemas.ts). */
function entrySchema<T>(value: z.ZodMiniType<T>): z.ZodMiniType<PanelEntry<T>> {
  return z.object({
    at: z.number(),
    value,
    complete: z.boolean(),
    progress: z.nullable(z.object({ done: z.number(), total: z.number() })),
  }) as z.ZodMiniType<PanelEntry<T>>;
}

/** The entry, or null when none is stored or it was unreadable (dropped, with a log line). */
export function readPanelEntry<T>(
  key: string,
  value: z.ZodMiniType<T>,
): Promise<PanelEntry<T> | null> {
  return storedKey(local(key), entrySchema(value)).getValue();
}

/**
 * What this page wrote, by key, and who in it follows that key. The page that builds a report
 * shows each stage at once, without waiting for storage to send it back and checking the whole
 * report again (2,000 keywords × 90 days: a tenth of a second each time); other pages follow
 * through storage as before.
 */
const written = new Map<string, string[]>();
const followers = new Map<string, Set<(entry: PanelEntry<unknown>) => void>>();
/**
 * Stages of one key this page's followers already have. Not only the last: the storage echo of
 * an earlier stage can arrive after a later stage was shown, and must not bring it back.
 */
const REMEMBERED_STAGES = 16;

/** An entry's arrival, stage and progress: what tells two writes of one key apart. */
const stamp = (entry: Record<string, unknown>) =>
  `${String(entry.at)}|${String(entry.complete)}|${JSON.stringify(entry.progress)}`;

/** The stored form of an entry this page wrote under `key`. */
const isWritten = (key: string, value: unknown): boolean =>
  isObj(value) && (written.get(key)?.includes(stamp(value)) ?? false);

/** Calls `onChange` with every new value of the entry (null when it was evicted or unreadable). */
export function watchPanelEntry<T>(
  key: string,
  value: z.ZodMiniType<T>,
  onChange: (entry: PanelEntry<T> | null) => void,
): () => void {
  // Entries under one key are written with that key's value type (./panel-schemas.ts).
  const follow = onChange as (entry: PanelEntry<unknown>) => void;
  const set = followers.get(key) ?? followers.set(key, new Set()).get(key)!;
  set.add(follow);
  const unwatch = storedKey(local(key), entrySchema(value)).watch(onChange, (stored) =>
    isWritten(key, stored),
  );
  return () => {
    set.delete(follow);
    if (!set.size) followers.delete(key);
    unwatch();
  };
}

/**
 * Once the frame that shows the entry has been painted. Serialising a big report for storage takes
 * a tenth of a second, so the rows it carries are rendered first; but not later than that: a
 * panel closed just after its first rows (a quick look, then away) must keep what it showed, or
 * its reopen has nothing to paint and waits for the service again. A hidden page paints no frame.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') {
      requestAnimationFrame(next);
    } else next();
  });
}

/**
 * Store an entry and evict past the bounds. Followers in this page get it first, and storage is
 * written once they have painted it.
 */
export async function writePanelEntry<T>(
  key: string,
  campaignId: number | null,
  entry: PanelEntry<T>,
): Promise<void> {
  written.set(key, [...(written.get(key) ?? []), stamp({ ...entry })].slice(-REMEMBERED_STAGES));
  for (const follow of followers.get(key) ?? []) follow(entry);
  await afterPaint();
  const bytes = JSON.stringify(entry).length;
  if (bytes > MAX_BYTES) return; // too big to keep: the page still gets the command's answer
  await storage.setItem(local(key), entry);
  await index.update(async (stored) => {
    const rows = { ...stored, [key]: { campaignId, at: entry.at, bytes } };
    const evicted = evictions(rows, key);
    for (const k of evicted) delete rows[k];
    if (evicted.length) await storage.removeItems(evicted.map(local));
    return rows;
  });
}

/**
 * Keys to drop so the rest fits: whole campaigns, least recently fetched first, never the one
 * just written; then the oldest domain entries past MAX_DOMAINS.
 */
export function evictions(rows: Record<string, IndexRow>, keep: string): string[] {
  const campaigns = new Map<number, { at: number; keys: string[]; bytes: number }>();
  const domains: [string, IndexRow][] = [];
  let total = 0;
  for (const [key, row] of Object.entries(rows)) {
    total += row.bytes;
    if (row.campaignId === null) {
      domains.push([key, row]);
      continue;
    }
    const c = campaigns.get(row.campaignId) ?? { at: 0, keys: [], bytes: 0 };
    c.at = Math.max(c.at, row.at);
    c.keys.push(key);
    c.bytes += row.bytes;
    campaigns.set(row.campaignId, c);
  }
  const kept = rows[keep]?.campaignId ?? null;
  const oldestFirst = [...campaigns.entries()]
    .filter(([id]) => id !== kept)
    .sort(([, a], [, b]) => a.at - b.at);
  const out: string[] = [];
  let count = campaigns.size;
  for (const [, c] of oldestFirst) {
    if (total <= MAX_BYTES && count <= MAX_CAMPAIGNS) break;
    out.push(...c.keys);
    total -= c.bytes;
    count -= 1;
  }
  domains.sort(([, a], [, b]) => b.at - a.at);
  out.push(...domains.slice(MAX_DOMAINS).map(([key]) => key));
  return out.filter((key) => key !== keep);
}
