import { storage } from 'wxt/utils/storage';
import type { SerializedError } from '../api/errors';
import type { AuditStatus } from '@/lib/domain/audit-status';
import type { Device } from '@/lib/domain/device';

/* Plain types, no zod: the popup imports this module and must stay small. Only the background
   writes these items (after checking what the service sent); pages read and watch them. Every value
   here is JSON-safe (times are ms since epoch), so it survives storage and the message boundary. */

/** One audit as pages see it: the service's audit object, normalised and JSON-safe. */
export interface AuditSummary {
  id: number;
  /** 0 for a parent audit. */
  parentId: number;
  title: string;
  /** The audited URL; null for a parent audit. */
  url: string | null;
  device: Device | null;
  auditType: string | null;
  status: AuditStatus;
  created: number | null;
  updated: number | null;
  /** Main score 0–100; null until ready. */
  score: number | null;
  /** The owner's id (`uid`: may be a teammate of the account); absent in runs stored earlier. */
  uid?: number | null;
  /** `audit_settings` as the service sent it (a parent: devices, types, URLs or the keyword). */
  settings?: unknown;
}

/** A category score of a Lighthouse-like result (performance, accessibility, …). */
export interface ResultCategory {
  id: string;
  title: string;
  score: number | null;
}

/** A measured metric (FCP, LCP, CLS, …) with its unit (`ms`, `unitless`, …). */
export interface ResultMetric {
  id: string;
  title: string;
  value: number | null;
  unit: string;
  score: number | null;
}

/** One audit rule or check. `detail` is its display value, measured value or message. */
export interface ResultCheck {
  id: string;
  title: string;
  passed: boolean | null;
  score: number | null;
  detail: string | null;
}

/** What the popup shows at a glance for a finished child audit. */
export interface Headline {
  categories: ResultCategory[];
  metrics: ResultMetric[];
  /** The failing audits / checks, worst first, at most 5. */
  failing: ResultCheck[];
  /** How many checks failed in total (failing may be cut to 5). */
  failingCount: number;
  checkCount: number;
}

/** A child audit the tracker follows (one per URL × device × audit type). */
export interface TrackedChild {
  id: number;
  /** The audited page (a run of several pages groups its children by it); absent until listed. */
  url?: string | null;
  /** Null until the first list call tells which device / type this child is. */
  device: Device | null;
  auditType: string | null;
  status: AuditStatus;
  score: number | null;
  /** Headline figures of `audit_data`, once the child is ready and retrieved. */
  headline: Headline | null;
  /** Why the child failed (status `error`, or its results could not be retrieved). */
  error: SerializedError | null;
  /** True once nothing more will be fetched for this child. */
  finished: boolean;
}

/** A launched (or refreshed, or cloned) parent audit the tracker follows. */
export interface TrackedParent {
  parentId: number;
  /** The normalised URL audited (the key of `latestResults`). */
  url: string;
  /** The full title sent to the service, `"<title> — <url>"`. */
  title: string;
  devices: Device[];
  /** Audit types launched; empty when a profile chose them (known after the first poll). */
  types: string[];
  profileId: number | null;
  launchedAt: number;
  cost: number | null;
  children: TrackedChild[];
  /** True when every child is finished; polling stops. */
  done: boolean;
  finishedAt: number | null;
  /** When the next poll of this parent may run (backoff after failures). */
  nextPollAt: number;
  /** Consecutive failed polls (throttling, network); drives the backoff. */
  failures: number;
  /** The last poll failure, shown as a warning while the tracker retries. */
  lastError: SerializedError | null;
  /** Notification already shown for this run. */
  notified: boolean;
}

/** How many finished parents the tracker keeps (the newest); running ones are always kept. */
export const MAX_TRACKED = 40;

/** The tracker's records, keyed by parent id (as a string). */
export const trackedAudits = storage.defineItem<Record<string, TrackedParent>>(
  'local:trackedAudits',
  { fallback: {}, version: 1 },
);

/** The latest run of a URL, so the popup opens on it instantly. */
export interface UrlResults {
  /** Normalised URL (the key). */
  url: string;
  parentId: number;
  title: string;
  launchedAt: number;
  updatedAt: number;
  /** True while any child is still waiting or running. */
  running: boolean;
  children: TrackedChild[];
}

/** How many URLs keep their latest results (least recently updated dropped first). */
export const MAX_RESULT_URLS = 200;

/** Latest results keyed by normalised URL (`lib/domain/url.ts` → `normalizeUrl`). */
export const latestResults = storage.defineItem<Record<string, UrlResults>>('local:latestResults', {
  fallback: {},
  version: 1,
});

/** One earlier run of a URL: the parent and its children with their scores. */
export interface HistoryRun {
  parent: AuditSummary;
  children: AuditSummary[];
}

export interface UrlHistory {
  url: string;
  fetchedAt: number;
  /** Newest first. */
  runs: HistoryRun[];
}

/** How many URLs keep their fetched history. */
export const MAX_HISTORY_URLS = 50;

/** Runs of each URL as last fetched by `audits.history`, keyed by normalised URL. */
export const auditHistory = storage.defineItem<Record<string, UrlHistory>>('local:auditHistory', {
  fallback: {},
  version: 1,
});
