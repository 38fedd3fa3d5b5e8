import { storage } from 'wxt/utils/storage';
import type { SerializedError } from '../api/errors';
import type { KeywordChange } from '../domain/watch-changes';
import type { Watch } from '../domain/watch';

/*
 * Watches and what their daily check found (issue 18). Only the background writes the watches
 * (through `watch.*` messages), the check ledger and the changes; pages read them and mark changes
 * seen through a message too, so every write goes through one place. Plain types: pages import
 * them.
 */

export const watches = storage.defineItem<Watch[]>('local:watches', { fallback: [], version: 1 });

/** A Changes entry as stored: when the check found it, and whether the user has seen it. */
export interface StoredChange extends KeywordChange {
  foundAt: number;
  seen: boolean;
}

/** The newest changes kept (older ones are dropped first). */
export const MAX_CHANGES = 500;

export const watchChanges = storage.defineItem<StoredChange[]>('local:watchChanges', {
  fallback: [],
  version: 1,
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

export const checkLedger = storage.defineItem<CheckLedger>('local:watchLedger', {
  fallback: { campaigns: {}, run: null, nextCheckAt: 0, notices: [] },
  version: 1,
});

/** Quiet hours (minutes after local midnight; `from` > `to` spans midnight). Null: none. */
export interface AlertSettings {
  quietHours: { from: number; to: number } | null;
}

export const alertSettings = storage.defineItem<AlertSettings>('local:alertSettings', {
  fallback: { quietHours: null },
  version: 1,
});

/** A request to open the side panel on a view (a notification click); the panel consumes it. */
export const panelRequest = storage.defineItem<{ view: 'changes'; at: number } | null>(
  'local:panelRequest',
  { fallback: null, version: 1 },
);
