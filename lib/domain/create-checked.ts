import { refusedBeforeActing, ServiceError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { splitMade, type Answered, type MadeByClick, type ReadBackItem } from './read-back';
import {
  checkFailed,
  type CannotTell,
  type ExtraEntityKind,
  type ReceivedTwice,
} from './received-twice';

/*
 * A create checked, not trusted: what the service holds under the names asked is read before the
 * one call and after it, so a create the service carried out twice for one click (a POST the
 * browser sent again on a dropped connection) is seen, and a lost answer is settled by finding
 * what was made — never by sending the create again.
 */

export interface CheckedCreate<A> {
  kind: ExtraEntityKind;
  /** The names asked (titles, a domain, phrases), each once. */
  names: readonly string[];
  /** The entities that carry one of the names, as the service holds them now. */
  read: () => Promise<ReadBackItem[]>;
  /** The one create call. Never repeated. */
  create: () => Promise<A>;
  /** What the answer made or refused, by name asked. */
  answered: (answer: A) => ReadonlyMap<string, Answered>;
  /** Where the diagnostics log says it was received twice (e.g. `monitoring: creating a group`). */
  where: string;
}

export interface CheckedOutcome<A> extends MadeByClick {
  /** The service's answer; null when it was lost and what was made was found by reading. */
  answer: A | null;
  /** The reading after the answer failed: what was made beyond it is unknown (never "nothing"). */
  cannotTell: CannotTell | null;
}

/**
 * Readings after a lost answer: the service may still be carrying out the call, so it is read a
 * few times over a few seconds before the outcome is called unknown.
 */
export const LOST_ANSWER_WAITS_MS = [0, 1_000, 2_000, 4_000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The lost answer's outcome is unknown: nothing with the names appeared (yet). */
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
      outcome = splitMade(spec.kind, spec.names, before, await spec.read(), answered);
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
    if (!lost || outcome.made.size > 0) break;
  }
  if (lost && (!outcome || outcome.made.size === 0)) {
    throw failed ? checkFailed(failed, { lostKind: lost.kind }) : unconfirmedCreate(lost);
  }
  const result = outcome ?? { made: new Map(), receivedTwice: null };
  if (result.receivedTwice) {
    await logCaught(spec.where, {
      name: 'ReceivedTwice',
      message: receivedTwiceLine(result.receivedTwice),
    });
  }
  return { answer, ...result, cannotTell: null };
}
