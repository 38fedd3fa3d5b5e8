import type { CannotTell, ReceivedTwice } from '@/lib/domain/received-twice';
import type { Translator } from '@/lib/i18n';
import type {
  CloneAnswer,
  Delivery,
  LaunchAnswer,
  RefreshAnswer,
} from '@/lib/messaging/protocol/audits';
import type { TwiceAction } from '@/components/ReceivedTwice';

/*
 * What a launch, refresh or clone answer says to the user: what really happened to the request.
 * An answer lost in the background's own life names its cause (the connection, the time, the
 * service); only a request a stopped background left behind says the background stopped; one the
 * service acted on more than once says so (components/ReceivedTwice.tsx shows what it made), and
 * one Stormlens cannot tell about says that (components/CannotTell.tsx).
 */

type T = Translator['t'];

/**
 * What the read-back found beyond the answer — the service made more than one click asked for, or
 * Stormlens cannot tell — shown under it.
 */
export interface CheckNotice {
  action: TwiceAction | 'refresh';
  twice: ReceivedTwice | null;
  cannotTell: CannotTell | null;
}

/** How an action's answer reaches the page that shows it. */
export type OnDone = (message: string, check?: CheckNotice | null) => void;

/** Why the answer was lost in this background's life; null when it came, or a restart lost it. */
function lostCause(t: T, delivery: Delivery | undefined): string | null {
  if (delivery === 'network') return t('popup.lost.network');
  if (delivery === 'timeout') return t('popup.lost.timeout');
  if (delivery === 'failed') return t('popup.lost.failed');
  return null;
}

export function launchText(t: T, a: LaunchAnswer): string {
  const counts = { count: a.cost, cost: a.cost };
  if (a.twice) return t('popup.launch.doneTwice', { id: String(a.parentId), cost: a.cost });
  const cause = lostCause(t, a.delivery);
  if (cause) return t('popup.launch.doneLost', { ...counts, cause });
  if (a.left === null) return t('popup.launch.doneFound', counts);
  return t('popup.launch.done', { ...counts, left: a.left });
}

export function refreshText(t: T, a: RefreshAnswer): string {
  // The audits run again, one token each (../shared/spec/service-notes.md, "audit cost"): `ids`
  // also holds a refreshed parent, which runs nothing of its own.
  const counts = { count: a.cost, cost: a.cost };
  const cause = lostCause(t, a.delivery);
  if (cause) return t('popup.actions.refreshedLost', { ...counts, cause });
  if (a.left === null) return t('popup.actions.refreshedFound', counts);
  return t('popup.actions.refreshed', { ...counts, left: a.left });
}

export function cloneText(t: T, a: CloneAnswer): string {
  const made = { ids: a.created.map((c) => c.parentId).join(', '), cost: a.cost };
  if (a.twice) return t('popup.actions.clonedTwice', made);
  const cause = lostCause(t, a.delivery);
  if (cause) return t('popup.actions.clonedLost', { ...made, cause });
  if (a.left === null) return t('popup.actions.clonedFound', made);
  return t('popup.actions.cloned', { ...made, left: a.left });
}

/** The notice for an answer, when the service made more than was asked or Stormlens cannot tell. */
export function checkNotice(
  action: CheckNotice['action'],
  a: { twice?: ReceivedTwice | null; cannotTell?: CannotTell | null },
): CheckNotice | null {
  const { twice = null, cannotTell = null } = a;
  return twice || cannotTell ? { action, twice, cannotTell } : null;
}
