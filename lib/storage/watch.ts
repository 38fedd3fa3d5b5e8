import * as z from 'zod/mini';
import { isSerializedError, type SerializedError } from '../api/errors';
import type { KeywordChange } from '../domain/watch-changes';
import { topBands, watchDraftSchema, type Watch } from '../domain/watch';
import { defineStoredItem } from './item';
import { positionValue } from './panel-schemas';

/*
 * Watches and what their daily check found. Only the background writes the watches
 * (through `watch.*` messages), the check ledger and the changes; pages read them and mark changes
 * seen through a message too, so every write goes through one place. Read through zod/mini
 * schemas and written one change at a time (./item.ts); pages import this module.
 */

const storedError = z.nullable(z.custom<SerializedError>(isSerializedError));
const reasonSchema = z.union([
  z.object({ kind: z.enum(['drop', 'rise']), span: z.enum(['day', 'week']), by: z.number() }),
  z.object({ kind: z.enum(['leaveTop', 'enterTop']), top: z.literal(topBands) }),
  z.object({ kind: z.literal('outOfTop100') }),
  z.object({ kind: z.literal('urlChange') }),
  z.object({ kind: z.literal('overtaken'), competitor: z.string(), position: z.number() }),
]);
const keywordChangeShape = {
  id: z.string(),
  campaignId: z.number(),
  domain: z.string(),
  day: z.string(),
  keywordId: z.number(),
  keyword: z.string(),
  groupId: z.number(),
  device: z.string(),
  before: positionValue,
  after: positionValue,
  urlBefore: z.nullable(z.string()),
  urlAfter: z.nullable(z.string()),
  reasons: z.array(reasonSchema),
  watchIds: z.array(z.string()),
};
const keywordChangeSchema = z.object(keywordChangeShape) satisfies z.ZodMiniType<
  KeywordChange,
  unknown
>;
const watchSchema = z.object({
  ...watchDraftSchema.shape,
  id: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
}) satisfies z.ZodMiniType<Watch, unknown>;

export const watches = defineStoredItem<Watch[]>('local:watches', {
  fallback: [],
  version: 1,
  schema: z.array(watchSchema),
});

/** A Changes entry as stored: when the check found it, and whether the user has seen it. */
export interface StoredChange extends KeywordChange {
  foundAt: number;
  seen: boolean;
}

/** The newest changes kept (older ones are dropped first). */
export const MAX_CHANGES = 500;

export const watchChanges = defineStoredItem<StoredChange[]>('local:watchChanges', {
  fallback: [],
  version: 1,
  schema: z.array(
    z.object({ ...keywordChangeShape, foundAt: z.number(), seen: z.boolean() }),
  ) satisfies z.ZodMiniType<StoredChange[], unknown>,
});

/** What the last check of one campaign did: the calls and credits shown in the watch settings. */
export interface CampaignCheck {
  /** The newest day of data checked (ISO); null before the first successful read. */
  day: string | null;
  checkedAt: number;
  calls: number;
  /** `_credits` the service reported for those calls (null when it reported none). */
  credits: number | null;
  creditsLeft: number | null;
  /** Changes found in that check. */
  found: number;
  error: SerializedError | null;
}

/**
 * A check in progress, persisted before the first call and after each campaign, so a worker stop
 * or a browser restart resumes it (the campaigns still pending are read; those done are not read
 * again) and its one notification is sent once.
 */
export interface CheckRun {
  id: string;
  startedAt: number;
  /** Campaign ids still to read, in order. */
  pending: number[];
  /** What the campaigns read so far found (not yet in `watchChanges`). */
  found: KeywordChange[];
  results: Record<string, CampaignCheck>;
}

export interface CheckLedger {
  /** The last check of each campaign, by campaign id: its `day` is the per-day ledger. */
  campaigns: Record<string, CampaignCheck>;
  run: CheckRun | null;
  /** When the next scheduled check is due (ms); checks before it are skipped without a call. */
  nextCheckAt: number;
  /** One per check that found changes, newest last (bounded): whether and how it was told. */
  notices: Notice[];
}

/**
 * shown: the notification was created; held: quiet hours, shown when they end; off: the user
 * turned notifications off (the badge and the Changes view still tell).
 */
export interface Notice {
  runId: string;
  at: number;
  count: number;
  state: 'shown' | 'held' | 'off';
}

export const MAX_NOTICES = 30;

const campaignCheckSchema = z.object({
  day: z.nullable(z.string()),
  checkedAt: z.number(),
  calls: z.number(),
  credits: z.nullable(z.number()),
  creditsLeft: z.nullable(z.number()),
  found: z.number(),
  error: storedError,
}) satisfies z.ZodMiniType<CampaignCheck, unknown>;
const checkLedgerSchema = z.object({
  campaigns: z.record(z.string(), campaignCheckSchema),
  run: z.nullable(
    z.object({
      id: z.string(),
      startedAt: z.number(),
      pending: z.array(z.number()),
      found: z.array(keywordChangeSchema),
      results: z.record(z.string(), campaignCheckSchema),
    }),
  ),
  nextCheckAt: z.number(),
  notices: z.array(
    z.object({
      runId: z.string(),
      at: z.number(),
      count: z.number(),
      state: z.enum(['shown', 'held', 'off']),
    }),
  ),
}) satisfies z.ZodMiniType<CheckLedger, unknown>;

export const checkLedger = defineStoredItem<CheckLedger>('local:watchLedger', {
  fallback: { campaigns: {}, run: null, nextCheckAt: 0, notices: [] },
  version: 1,
  schema: checkLedgerSchema,
});

/** Quiet hours (minutes after local midnight; `from` > `to` spans midnight). Null: none. */
export interface AlertSettings {
  quietHours: { from: number; to: number } | null;
}

export const alertSettings = defineStoredItem<AlertSettings>('local:alertSettings', {
  fallback: { quietHours: null },
  version: 1,
  schema: z.object({ quietHours: z.nullable(z.object({ from: z.number(), to: z.number() })) }),
});

/**
 * A request to open the side panel on a view (a notification click: the Changes view; the results
 * page's "Open in side panel": a keyword's story); the panel consumes the request of its view.
 */
export type PanelRequest =
  | { view: 'changes'; at: number }
  | { view: 'keyword'; campaignId: number; keywordId: number; at: number };

export const panelRequest = defineStoredItem<PanelRequest | null>('local:panelRequest', {
  fallback: null,
  // A version 1 value (the Changes view only) is a valid one of this union.
  version: 1,
  schema: z.nullable(
    z.union([
      z.object({ view: z.literal('changes'), at: z.number() }),
      z.object({
        view: z.literal('keyword'),
        campaignId: z.number(),
        keywordId: z.number(),
        at: z.number(),
      }),
    ]),
  ),
});
