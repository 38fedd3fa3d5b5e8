import type { SerializedError } from '@/lib/api/errors';
import {
  MAX_HANDLED,
  handledRequests,
  type HandledRequest,
  type OnceCommand,
  type OnceTypes,
  type TokenBalance,
} from '@/lib/storage/once';

type Ledger = Record<string, HandledRequest>;

/*
 * Read-modify-write of the ledger runs one at a time (the stored item's `update`,
 * lib/storage/item.ts), so two requests settling together cannot drop each other's entry.
 */
async function update<T>(change: (ledger: Ledger) => T): Promise<T> {
  const outcome: T[] = [];
  await handledRequests.update((stored) => {
    const ledger = structuredClone(stored);
    outcome[0] = change(ledger);
    return prune(ledger);
  });
  return outcome[0];
}

/** Settled entries beyond MAX_HANDLED are dropped, oldest first; pending ones are always kept. */
export function prune(ledger: Ledger, max = MAX_HANDLED): Ledger {
  const settled = Object.entries(ledger)
    .filter(([, entry]) => entry.state !== 'pending')
    .sort(([, a], [, b]) => (b.settledAt ?? b.startedAt) - (a.settledAt ?? a.startedAt));
  const drop = new Set(settled.slice(max).map(([id]) => id));
  return Object.fromEntries(Object.entries(ledger).filter(([id]) => !drop.has(id)));
}

/** The entry of a request id, or undefined when the background never saw it. */
export async function entryOf(requestId: string): Promise<HandledRequest | undefined> {
  return (await handledRequests.getValue())[requestId];
}

export async function pendingEntries(): Promise<[string, HandledRequest][]> {
  return Object.entries(await handledRequests.getValue()).filter(([, e]) => e.state === 'pending');
}

/** Record the intent before anything is sent. False when the id is already recorded. */
export function begin<C extends OnceCommand>(
  requestId: string,
  command: C,
  intent: OnceTypes[C]['intent'],
  now = Date.now(),
): Promise<boolean> {
  return update((ledger) => {
    if (Object.hasOwn(ledger, requestId)) return false;
    ledger[requestId] = {
      command,
      intent,
      state: 'pending',
      startedAt: now,
      settledAt: null,
      answer: null,
      error: null,
    } as HandledRequest;
    return true;
  });
}

/** The service did it: keep the answer for every repeat. */
export function settleDone<C extends OnceCommand>(
  requestId: string,
  answer: OnceTypes[C]['answer'],
  now = Date.now(),
): Promise<void> {
  return update((ledger) => {
    const entry = ledger[requestId];
    if (entry) Object.assign(entry, { state: 'done', answer, error: null, settledAt: now });
  });
}

/** Nothing was spent (the service refused, or the request never reached it). */
export function settleFailed(
  requestId: string,
  error: SerializedError,
  now = Date.now(),
): Promise<void> {
  return update((ledger) => {
    const entry = ledger[requestId];
    if (entry) Object.assign(entry, { state: 'failed', error, settledAt: now });
  });
}

/**
 * The audit tokens left now, as far as Stormlens can account for them: the newest `left` an answer
 * reported, less what Stormlens's own spends since cost whose answers were lost (found on the
 * service: their cost is known, the tokens left after them are not). Null when no answer reported
 * one, or when a spend since is unsettled or of unknown cost. Spends elsewhere — the web app, a
 * colleague, another computer's scheduled runs — move the account's tokens too, and no answer of
 * Stormlens's shows them: this is never evidence of what the service did, only a reason to say it
 * cannot tell (../audits/twice.ts).
 */
export async function balanceNow(): Promise<TokenBalance | null> {
  const entries = Object.values(await handledRequests.getValue());
  let newest: TokenBalance | null = null;
  let from: HandledRequest | null = null;
  for (const entry of entries) {
    const { answer, settledAt: at } = entry;
    if (typeof answer?.left === 'number' && at !== null && (!newest || at > newest.at)) {
      newest = { left: answer.left, at };
      from = entry;
    }
  }
  if (!newest) return null;
  let left = newest.left;
  for (const entry of entries) {
    if (entry === from || entry.startedAt < newest.at || entry.state === 'failed') continue;
    const extra = entry.answer?.twice ? entry.answer.twice.extraCost : 0;
    if (!entry.answer || extra === null) return null;
    left -= entry.answer.cost + extra;
  }
  return { left, at: newest.at };
}
