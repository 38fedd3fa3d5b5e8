import { sleep } from '@/lib/api/limiter';
import type { CannotTell, CheckFound } from '@/lib/domain/received-twice';
import type { CreatedRuns, RefreshAnswer } from '@/lib/messaging/protocol/audits';
import type { CloneIntent, LaunchIntent, RefreshIntent, TokenBalance } from '@/lib/storage/once';
import { markedParents, runsOf } from './find';

/*
 * What the service made beyond one click, read back after the click's create, refresh or clone:
 * the browser's network stack sends a POST again when a reused keep-alive connection drops before
 * any answer (ARCHITECTURE.md, "A write the browser sends twice"), and our code, which sent it
 * once, never sees that. A launch or clone is told by identity: its runs carry the click's mark
 * (lib/domain/audit-title.ts), so the runs carrying it beyond the click's own are second receipts,
 * and a run of the same page made meanwhile by anyone else is not. A refresh carries no title,
 * and the tokens left are the account's — moved by the web app, colleagues and scheduled runs —
 * so nothing can show a second receipt of it: Stormlens says when it cannot tell, never that it
 * was received twice.
 */

/** How long a reported balance is taken as the one the next spend starts from. */
export const BALANCE_FRESH_MS = 10 * 60_000;

/**
 * Tokens that went beyond `cost` between the balance Stormlens accounts for and the `left` this
 * answer reported; null when either is unknown, or the balance too old to start from.
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
 * A refresh cannot be told twice: when the tokens left fell beyond its cost, a second receipt and
 * any spend elsewhere look the same, and the notice says so; otherwise nothing is said.
 */
export function refreshCheck(
  intent: RefreshIntent,
  answer: RefreshAnswer,
  now = Date.now(),
): CannotTell | null {
  const beyond = tokensBeyond(intent.balance, answer.cost, answer.left, now);
  return beyond !== null && beyond > 0 ? { why: 'shared-tokens', beyond } : null;
}

/** The extra runs as the notice names them, with what they cost when all their children are known. */
export function extraRuns(
  title: string,
  own: number,
  extra: CreatedRuns['created'],
): CheckFound['twice'] {
  if (extra.length === 0) return null;
  const known = extra.every((run) => run.childIds.length > 0);
  return {
    times: 1 + Math.ceil(extra.length / Math.max(own, 1)),
    extra: extra.map((run) => ({ kind: 'audit-run', id: run.parentId, label: title })),
    extraCost: known ? extra.reduce((sum, run) => sum + run.childIds.length, 0) : null,
  };
}

/**
 * Runs a launch or clone made beyond its own: the parents carrying the click's mark other than
 * those it was answered (or found) with, read once every receipt is in (`readFrom`: the end of
 * the detection window after a lost answer, ../once/run.ts).
 */
export async function createdTwice(
  intent: LaunchIntent | CloneIntent,
  raw: CreatedRuns,
  readFrom: number,
): Promise<CheckFound> {
  if (readFrom > Date.now()) await sleep(readFrom - Date.now());
  const own = new Set(raw.created.map((run) => run.parentId));
  const others = (await markedParents(intent)).filter((id) => !own.has(id));
  return { twice: extraRuns(intent.title, own.size, await runsOf(others)), cannotTell: null };
}
