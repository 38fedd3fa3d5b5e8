import type { ReceivedTwice } from '@/lib/domain/received-twice';
import type { CreatedRuns, RefreshAnswer } from '@/lib/messaging/protocol/audits';
import type { CloneIntent, LaunchIntent, RefreshIntent, TokenBalance } from '@/lib/storage/once';
import { pendingUnder } from '../once/ledger';
import { freshParents, runsThatFit } from './find';

/*
 * What the service made beyond one click, read back after the click's create, refresh or clone:
 * the browser's network stack sends a POST again when a reused keep-alive connection drops before
 * any answer (ARCHITECTURE.md, "A write the browser sends twice"), and our code, which sent it
 * once, never sees that. Runs under the title sent are the evidence for a launch or clone; the
 * tokens left are the account's, shared with the web app, colleagues and scheduled runs, so they
 * only support a finding — except for a refresh, which leaves nothing else to read.
 */

/** How long a reported balance is taken as the one the next spend starts from. */
export const BALANCE_FRESH_MS = 10 * 60_000;

/**
 * Tokens that went beyond `cost` between the last known balance and the `left` this answer
 * reported; null when either is unknown, or the balance too old to start from.
 */
export function tokensBeyond(
  balance: TokenBalance | null | undefined,
  cost: number,
  left: number | null,
  now = Date.now(),
): number | null {
  if (!balance || left === null || now - balance.at > BALANCE_FRESH_MS) return null;
  return balance.left - cost - left;
}

/**
 * A refresh paid more than once, by the tokens alone: only whole repeats of its cost count (a
 * spend of another size is somebody else's).
 */
export function refreshTwice(
  intent: RefreshIntent,
  answer: RefreshAnswer,
  now = Date.now(),
): ReceivedTwice | null {
  const beyond = tokensBeyond(intent.balance, answer.cost, answer.left, now);
  if (answer.cost <= 0 || beyond === null || beyond <= 0 || beyond % answer.cost !== 0) return null;
  return { times: 1 + beyond / answer.cost, extra: [], extraCost: beyond };
}

/** The extra runs as the notice names them, with what they cost when all their children are known. */
export function extraRuns(
  title: string,
  own: number,
  extra: CreatedRuns['created'],
): ReceivedTwice | null {
  if (extra.length === 0) return null;
  const known = extra.every((run) => run.childIds.length > 0);
  return {
    times: 1 + Math.ceil(extra.length / Math.max(own, 1)),
    extra: extra.map((run) => ({ kind: 'audit-run', id: run.parentId, label: title })),
    extraCost: known ? extra.reduce((sum, run) => sum + run.childIds.length, 0) : null,
  };
}

/**
 * Runs a launch or clone made beyond its own: new parents under the title sent, not there before
 * it was sent, claimed by no other request, whose children fit what was sent.
 */
export async function createdTwice(
  requestId: string,
  intent: LaunchIntent | CloneIntent,
  raw: CreatedRuns,
): Promise<ReceivedTwice | null> {
  // The tokens show nothing beyond this request's cost: the service made no other run.
  if (tokensBeyond(intent.balance, raw.cost, raw.left) === 0) return null;
  // Another click under the same title, still unsettled: its runs cannot be told from extras.
  if (await pendingUnder(intent.title, requestId)) return null;
  const own = new Set(raw.created.map((run) => run.parentId));
  const others = (await freshParents(intent, requestId)).filter((id) => !own.has(id));
  return extraRuns(intent.title, own.size, await runsThatFit(others, intent));
}
