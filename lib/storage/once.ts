import * as z from 'zod/mini';
import { isSerializedError, type SerializedError } from '../api/errors';
import { defineStoredItem } from './item';
import type { CloneAnswer, LaunchAnswer, RefreshAnswer } from '../messaging/protocol/audits';
import type { Device } from '../domain/device';
import type { SpendSource } from '../domain/spending';

/*
 * The requests that spend audit tokens, by the request id the page made when the user acted.
 * Only the background writes this item (entrypoints/background/once/): it records the intent
 * before anything is sent to the service, and the outcome after, so a repeat of the same request
 * — the page resending after the worker stopped, or the worker restarting mid-call — is answered
 * from here and never sent to the service a second time. Plain types: the popup may import them.
 */

/** Audit tokens left as an answer reported them, and when it was received. */
export interface TokenBalance {
  left: number;
  at: number;
}

/** A launch: what was sent, and the parents that already had its title before it was sent. */
export interface LaunchIntent {
  /** The page's key (normalizeUrl) for the tracker. */
  url: string;
  /**
   * The service title, ending with the click's mark (lib/domain/audit-title.ts): the runs that
   * carry it are this click's, and only they are found again when the answer was lost.
   */
  title: string;
  devices: Device[];
  /** The types launched with their default settings; empty for a profile launch. */
  types: string[];
  profileId: number | null;
  /**
   * Parent ids that had this title before the create was sent: none, unless another click's mark
   * was the same (28 random bits) — then they are never counted as this click's.
   */
  before: number[];
  /** Pages in the run (absent: 1, launches recorded before several pages were possible). */
  pages?: number;
  /** Keyword audits: the phrases, one run each (their children are not known in advance). */
  keywords?: string[];
  /** Where it began, for the spending record (absent: the popup, launches recorded before). */
  source?: SpendSource;
}

export interface CloneIntent {
  sourceId: number;
  /** The clone's full service title, ending with the click's mark; the clone is found by it. */
  title: string;
  url: string;
  devices: Device[];
  types: string[];
  profileId: number | null;
  before: number[];
}

export interface RefreshIntent {
  id: number;
  /** The audit as the service showed it just before the refresh was sent. */
  before: { status: string; updated: number | null };
  /**
   * The tokens left before it was sent, as Stormlens can account for them
   * (entrypoints/background/once/ledger.ts `balanceNow`); null when it cannot. Absent in older entries.
   */
  balance?: TokenBalance | null;
}

/** Each token-spending command with its stored intent and its answer to the page. */
export interface OnceTypes {
  'audits.launch': { intent: LaunchIntent; answer: LaunchAnswer };
  'audits.refresh': { intent: RefreshIntent; answer: RefreshAnswer };
  'audits.clone': { intent: CloneIntent; answer: CloneAnswer };
}
export type OnceCommand = keyof OnceTypes;

interface Outcome {
  /**
   * pending: recorded and (maybe) sent, outcome not known yet; done: the service did it (the
   * answer is kept); failed: the service refused it or it never reached the service (nothing
   * spent).
   */
  state: 'pending' | 'done' | 'failed';
  startedAt: number;
  settledAt: number | null;
  error: SerializedError | null;
}

export type HandledRequest = {
  [C in OnceCommand]: Outcome & {
    command: C;
    intent: OnceTypes[C]['intent'];
    answer: OnceTypes[C]['answer'] | null;
  };
}[OnceCommand];

/** How many settled requests are remembered (pending ones are always kept). */
export const MAX_HANDLED = 200;

/** Handled requests by request id. */
export const handledRequests = defineStoredItem<Record<string, HandledRequest>>(
  'local:handledRequests',
  { fallback: {}, version: 1, schema: z.record(z.string(), z.custom<HandledRequest>(isHandled)) },
);

/** The fields the ledger decides by; intent and answer are the background's own, kept as written. */
function isHandled(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.command === 'string' &&
    (v.state === 'pending' || v.state === 'done' || v.state === 'failed') &&
    typeof v.startedAt === 'number' &&
    (v.settledAt === null || typeof v.settledAt === 'number') &&
    (v.error === null || isSerializedError(v.error))
  );
}
