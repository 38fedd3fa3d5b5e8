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
 * Parents already claimed by a settled launch or clone (never the answer of another request),
 * other than `except`'s own.
 */
export async function claimedParents(except?: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const [id, entry] of Object.entries(await handledRequests.getValue())) {
    if (id === except) continue;
    if (entry.command === 'audits.launch' && entry.answer) ids.add(entry.answer.parentId);
    if (entry.command === 'audits.clone' && entry.answer) {
      for (const created of entry.answer.created) ids.add(created.parentId);
    }
  }
  return ids;
}

/** Whether a launch or clone other than `except`, still pending, was sent under `title`. */
export async function pendingUnder(title: string, except: string): Promise<boolean> {
  return (await pendingEntries()).some(
    ([id, entry]) =>
      id !== except && entry.command !== 'audits.refresh' && entry.intent.title === title,
  );
}

/**
 * The audit tokens left as the newest answer Stormlens received reported them, and when. Every
 * spend Stormlens makes goes through this ledger, so this is the balance a new spend starts from
 * — unless the web app, a colleague or another device spent since (`left` is the account's).
 */
export async function lastKnownBalance(): Promise<TokenBalance | null> {
  let newest: TokenBalance | null = null;
  for (const entry of Object.values(await handledRequests.getValue())) {
    const left = entry.answer?.left;
    const at = entry.settledAt;
    if (typeof left === 'number' && at !== null && (!newest || at > newest.at)) {
      newest = { left, at };
    }
  }
  return newest;
}
