import { refusedBeforeActing, ServiceError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { splitMade, type Answered, type MadeByClick, type ReadBackItem } from './read-back';
import {
  checkFailed,
  type CannotTell,
  type ExtraEntityKind,
  type NotNamed,
  type ReceivedTwice,
} from './received-twice';

/*
 * A create checked, not trusted: what the service holds under the names asked is read before the
 * one call and after it, so a create the service carried out twice for one click (a POST the
 * browser sent again on a dropped connection) is seen, and a lost answer is settled by finding
 * what was made — never by sending the create again. What it finds is decided by the click's mark
 * (./click-mark.ts) where the names carry one, never by likeness: see ./read-back.ts.
 */

export interface CheckedCreate<A> {
  kind: ExtraEntityKind;
  /** The names asked (marked titles, or phrases), each once. */
  names: readonly string[];
  /** The click's mark the names carry; null for phrases, which cannot carry one. */
  mark: string | null;
  /** The entities that carry the mark (or one of the phrases), as the service holds them now. */
  read: () => Promise<ReadBackItem[]>;
  /** The one create call. Never repeated. */
  create: () => Promise<A>;
  /** What the answer made or refused, by name asked. */
  answered: (answer: A) => ReadonlyMap<string, Answered>;
  /** Where the diagnostics log says it was received twice (e.g. `monitoring: creating a group`). */
  where: string;
}

export interface CheckedOutcome<A> extends Omit<MadeByClick, 'seen'> {
  /** The service's answer; null when it was lost and what was made was found by reading. */
  answer: A | null;
  /**
   * The reading after the answer failed: what was made beyond it is unknown (never "nothing"); or
   * unmarked entities under a phrase asked were seen that may be another client's.
   */
  cannotTell: CannotTell | null;
}

/**
 * Readings after a lost answer: the service may still be carrying out the call, so it is read a
 * few times over a few seconds before the outcome is called unknown.
 */
export const LOST_ANSWER_WAITS_MS = [0, 1_000, 2_000, 4_000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The lost answer's outcome is unknown: nothing of the click's appeared (yet). */
function unconfirmedCreate(lost: ServiceError): ServiceError {
  return new ServiceError('exception', {
    message:
      'SEMSTORM’s answer did not arrive and nothing new with this name appears on SEMSTORM yet, so it may not have been made. Look at the list before trying again.',
    details: { reason: 'create-unconfirmed', lostKind: lost.kind },
    cause: lost,
  });
}

/** The English line the diagnostics log keeps for a create received twice. */
export function receivedTwiceLine(twice: ReceivedTwice): string {
  const extra = twice.extra.map((e) => `${e.kind} '${e.label}' (id ${e.id})`).join(', ');
  return `SEMSTORM received one click's create ${twice.times} times (a connection reset, sent again by the browser); extra: ${extra || 'none'}`;
}

/**
 * Read what carries the names, send the create once, then read again: the answer's entities are
 * the click's, any other made since is extra (`receivedTwice`, also written to the diagnostics
 * log). A failure that proves the service did nothing is thrown as it is; any other is a lost
 * answer, settled by reading. A reading that fails is said, never taken for "nothing extra": after
 * an answer, the answer stands with `cannotTell`; after a lost one, the next reading is tried,
 * and when the last fails too the failure is thrown with its reason.
 */
export async function createChecked<A>(
  spec: CheckedCreate<A>,
  waits: readonly number[] = LOST_ANSWER_WAITS_MS,
): Promise<CheckedOutcome<A>> {
  const before = new Set((await spec.read()).map((item) => item.id));
  let answer: A | null = null;
  let lost: ServiceError | null = null;
  try {
    answer = await spec.create();
  } catch (error) {
    const failure = ServiceError.from(error);
    if (refusedBeforeActing(failure)) throw failure;
    lost = failure;
  }
  const answered = answer === null ? null : spec.answered(answer);
  let outcome: MadeByClick | null = null;
  let failed: ServiceError | null = null;
  for (const wait of lost ? waits : [0]) {
    if (wait) await pause(wait);
    try {
      outcome = splitMade(spec.kind, spec.names, before, await spec.read(), answered, spec.mark);
      failed = null;
    } catch (error) {
      failed = ServiceError.from(error);
      await logCaught(`${spec.where}: reading back what was made`, failed);
      if (!lost) {
        const cannotTell = { why: 'check-failed', error: failed.toJSON() } as const;
        return { answer, made: new Map(), receivedTwice: null, cannotTell };
      }
      continue;
    }
    if (!lost || found(outcome)) break;
  }
  if (lost && !found(outcome)) {
    throw failed ? checkFailed(failed, { lostKind: lost.kind }) : unconfirmedCreate(lost);
  }
  const { made, receivedTwice, seen } = outcome ?? {
    made: new Map(),
    receivedTwice: null,
    seen: [],
  };
  if (receivedTwice) {
    await logCaught(spec.where, {
      name: 'ReceivedTwice',
      message: receivedTwiceLine(receivedTwice),
    });
  }
  if (seen.length === 0) return { answer, made, receivedTwice, cannotTell: null };
  await logCaught(spec.where, { name: 'CannotTell', message: seenLine(seen) });
  return { answer, made, receivedTwice, cannotTell: { why: 'unmarked', seen } };
}

/** Something of the click's was read back, or something under a phrase it asked for. */
const found = (outcome: MadeByClick | null): outcome is MadeByClick =>
  Boolean(outcome && (outcome.made.size > 0 || outcome.seen.length > 0));

/** The English line the diagnostics log keeps for unmarked entities seen since the click. */
function seenLine(seen: MadeByClick['seen']): string {
  const what = seen.map((e) => `${e.kind} '${e.label}' (id ${e.id})`).join(', ');
  return `unmarked, under an asked-for name since the click, not in the answer (a second receipt or another client's): ${what}`;
}

/**
 * After a marked create, the click's entity takes the user's name; when that call failed it
 * exists under its marked name, which the page says and the diagnostics log keeps — it is the
 * click's own, and is never deleted for it.
 */
export async function notNamed(
  spec: Omit<NotNamed, 'error'> & { where: string },
  error: unknown,
): Promise<NotNamed> {
  const { where, ...entity } = spec;
  const failure = ServiceError.from(error);
  await logCaught(where, {
    name: 'NotNamed',
    message: `${entity.kind} ${entity.id} keeps its marked name '${entity.marked}': naming it '${entity.wanted}' failed: ${failure.message}`,
  });
  return { ...entity, error: failure.toJSON() };
}
