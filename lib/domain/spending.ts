import { isoDay } from './dates';
import { monthOf } from './page-watch-schedule';

/*
 * What Stormlens spent in audit tokens, and the limits the user sets on it. Pure: the background
 * records (entrypoints/background/spending/), Options → Spending reads and sums. Days and months
 * in UTC, as the service counts its monthly tokens (../shared/spec/service-notes.md: "left this
 * month") and as the page-watch schedule does (./page-watch-schedule.ts).
 */

/** Where a spend began: the person's act (popup, shortcut, menu, refresh, clone) or the schedule. */
export const spendSources = ['popup', 'shortcut', 'menu', 'refresh', 'clone', 'scheduled'] as const;
export type SpendSource = (typeof spendSources)[number];

/** Launches a person starts in the browser, with no page open to ask on (the background's). */
export const browserSources = ['shortcut', 'menu'] as const;
export type BrowserSource = (typeof browserSources)[number];

/** The launches a person starts (the launch command's `source`). */
export const launchSources = ['popup', ...browserSources] as const;
export type LaunchSource = (typeof launchSources)[number];

/** One answer that reported what it cost: when, what, from where, and the tokens. */
export interface SpendEntry {
  at: number;
  source: SpendSource;
  /** The page audited (its `normalizeUrl` key); null when not known (a run found by id only). */
  url: string | null;
  /** The run's service title, or the phrases of a keyword launch. */
  title: string | null;
  cost: number;
  /** Tokens left after it, as the service said; null for a run found again (no `left` there). */
  left: number | null;
}

/**
 * The record's bound: the current month and the 12 before it (a year back, for comparison), and
 * never more than MAX_SPENDS entries, the oldest dropped first. At a few dozen launches a day
 * that is months of history in well under a megabyte of storage.
 */
export const SPEND_MONTHS = 13;
export const MAX_SPENDS = 3000;

/** The first month (`YYYY-MM`) the record keeps at `now`. */
export function oldestKeptMonth(now: number, months = SPEND_MONTHS): string {
  const d = new Date(now);
  return monthOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (months - 1), 1));
}

/** The record with `entry` added, bounded: months kept, then the newest MAX_SPENDS. */
export function addSpend(
  record: readonly SpendEntry[],
  entry: SpendEntry,
  now: number,
  max = MAX_SPENDS,
): SpendEntry[] {
  const oldest = oldestKeptMonth(now);
  const kept = [...record, entry]
    .filter((s) => monthOf(s.at) >= oldest)
    .sort((a, b) => a.at - b.at);
  return kept.slice(Math.max(0, kept.length - max));
}

export type BySource = Record<SpendSource, number>;

const noSources = (): BySource => ({
  popup: 0,
  shortcut: 0,
  menu: 0,
  refresh: 0,
  clone: 0,
  scheduled: 0,
});

export interface DaySpend {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  bySource: BySource;
  total: number;
}

export interface MonthSpend {
  month: string;
  /** Days with a spend, oldest first. */
  days: DaySpend[];
  bySource: BySource;
  total: number;
  /** The newest `left` the service reported (this month or before); null when none. */
  left: number | null;
  entries: SpendEntry[];
}

/** The month `now` falls in: its spends by day and by source, and the tokens last known left. */
export function monthSpend(record: readonly SpendEntry[], now: number): MonthSpend {
  const month = monthOf(now);
  const entries = record.filter((s) => monthOf(s.at) === month).sort((a, b) => a.at - b.at);
  const days = new Map<string, DaySpend>();
  const bySource = noSources();
  for (const s of entries) {
    const day = isoDay(new Date(s.at));
    const row = days.get(day) ?? { day, bySource: noSources(), total: 0 };
    row.bySource[s.source] += s.cost;
    row.total += s.cost;
    days.set(day, row);
    bySource[s.source] += s.cost;
  }
  const known = record.filter((s) => s.left !== null && s.at <= now).sort((a, b) => b.at - a.at);
  return {
    month,
    days: [...days.values()],
    bySource,
    total: entries.reduce((sum, s) => sum + s.cost, 0),
    left: known[0]?.left ?? null,
    entries,
  };
}

/** The limits the user sets (Options → Spending). */
export interface SpendingLimits {
  /** Tokens all page watches together may spend in a calendar month; null: no cap. */
  monthlyCap: number | null;
  /** A launch a person starts that costs more than this asks first. */
  confirmOver: number;
}

export const defaultLimits: SpendingLimits = { monthlyCap: null, confirmOver: 10 };

/** The most either limit may be: far above any plan, so only typos are refused. */
export const MAX_LIMIT = 100_000;

/** Whether a launch of `cost` tokens a person started must be confirmed first. */
export function needsConfirm(cost: number, limits: SpendingLimits): boolean {
  return cost > limits.confirmOver;
}

export interface CapCheck {
  allowed: boolean;
  /** What the schedule has spent (or reserved) this month, all page watches together. */
  spent: number;
  cost: number;
  cap: number | null;
}

/** Whether a scheduled run of `cost` tokens keeps all page watches within the monthly cap. */
export function checkCap(cap: number | null, spent: number, cost: number): CapCheck {
  return { allowed: cap === null || spent + cost <= cap, spent, cost, cap };
}
