import * as z from 'zod/mini';
import { isSerializedError, type SerializedError } from '../api/errors';
import { auditStatuses, type AuditStatus } from '@/lib/domain/audit-status';
import { devices, type Device } from '@/lib/domain/device';
import type { Category, Check, Metric } from '@/lib/domain/audit-data';
import { defineStoredItem } from './item';

/* Only the background writes these items (after checking what the service sent); pages read and
   watch them. Every value here is JSON-safe (times are ms since epoch), so it survives storage and
   the message boundary. Read through zod/mini schemas (./item.ts): the popup must stay small. */

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

/** What the popup shows at a glance for a finished child audit. */
export interface Headline {
  categories: Category[];
  metrics: Metric[];
  /** The failing audits / checks, worst first, at most 5. */
  failing: Check[];
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

/** A child the create answer named, before any list call said what it is: waiting. */
export function waitingChild(id: number): TrackedChild {
  return {
    id,
    device: null,
    auditType: null,
    status: 'wait',
    score: null,
    headline: null,
    error: null,
    finished: false,
  };
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

// ---- schemas of the stored values (checked on every read; see ./item.ts) ----------------------

const time = z.nullable(z.number());
const storedError = z.nullable(z.custom<SerializedError>(isSerializedError));
const statusSchema = z.enum(auditStatuses);
/** Headline figures are display-only: their lists must be lists; items are shown defensively. */
const isHeadline = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  ['categories', 'metrics', 'failing'].every((k) =>
    Array.isArray((v as Record<string, unknown>)[k]),
  );
const childSchema = z.object({
  id: z.number(),
  url: z.optional(z.nullable(z.string())),
  device: z.nullable(z.enum(devices)),
  auditType: z.nullable(z.string()),
  status: statusSchema,
  score: z.nullable(z.number()),
  headline: z.nullable(z.custom<Headline>(isHeadline)),
  error: storedError,
  finished: z.boolean(),
}) satisfies z.ZodMiniType<TrackedChild, unknown>;
const trackedParentSchema = z.object({
  parentId: z.number(),
  url: z.string(),
  title: z.string(),
  devices: z.array(z.enum(devices)),
  types: z.array(z.string()),
  profileId: z.nullable(z.number()),
  launchedAt: z.number(),
  cost: z.nullable(z.number()),
  children: z.array(childSchema),
  done: z.boolean(),
  finishedAt: time,
  nextPollAt: z.number(),
  failures: z.number(),
  lastError: storedError,
  notified: z.boolean(),
}) satisfies z.ZodMiniType<TrackedParent, unknown>;
const urlResultsSchema = z.object({
  url: z.string(),
  parentId: z.number(),
  title: z.string(),
  launchedAt: z.number(),
  updatedAt: z.number(),
  running: z.boolean(),
  children: z.array(childSchema),
}) satisfies z.ZodMiniType<UrlResults, unknown>;
export const summarySchema = z.object({
  id: z.number(),
  parentId: z.number(),
  title: z.string(),
  url: z.nullable(z.string()),
  device: z.nullable(z.enum(devices)),
  auditType: z.nullable(z.string()),
  status: statusSchema,
  created: time,
  updated: time,
  score: z.nullable(z.number()),
  uid: z.optional(z.nullable(z.number())),
  settings: z.optional(z.unknown()),
}) satisfies z.ZodMiniType<AuditSummary, unknown>;
export const historyRunSchema = z.object({
  parent: summarySchema,
  children: z.array(summarySchema),
}) satisfies z.ZodMiniType<HistoryRun, unknown>;
const urlHistorySchema = z.object({
  url: z.string(),
  fetchedAt: z.number(),
  runs: z.array(historyRunSchema),
  deletedElsewhere: z.optional(z.number()),
}) satisfies z.ZodMiniType<UrlHistory, unknown>;

/** The tracker's records, keyed by parent id (as a string). */
export const trackedAudits = defineStoredItem<Record<string, TrackedParent>>(
  'local:trackedAudits',
  { fallback: {}, version: 1, schema: z.record(z.string(), trackedParentSchema) },
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
export const latestResults = defineStoredItem<Record<string, UrlResults>>('local:latestResults', {
  fallback: {},
  version: 1,
  schema: z.record(z.string(), urlResultsSchema),
});

/**
 * A run as the audit list shows it: the parent and its children with their scores (no results) —
 * a page's history holds these, and the report paints one first.
 */
export interface HistoryRun {
  parent: AuditSummary;
  children: AuditSummary[];
}

export interface UrlHistory {
  url: string;
  fetchedAt: number;
  /** Newest first. */
  runs: HistoryRun[];
  /**
   * Runs this history showed that the service no longer has, deleted outside Stormlens (the web
   * app, a colleague): the popup says why they left. Runs Stormlens deleted are not counted.
   */
  deletedElsewhere?: number;
}

/** How many URLs keep their fetched history. */
export const MAX_HISTORY_URLS = 50;

/** Runs of each URL as last fetched by `audits.history`, keyed by normalised URL. */
export const auditHistory = defineStoredItem<Record<string, UrlHistory>>('local:auditHistory', {
  fallback: {},
  version: 1,
  schema: z.record(z.string(), urlHistorySchema),
});
