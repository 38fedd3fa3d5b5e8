import { ServiceError, type SerializedError } from '../api/errors';

/**
 * What the service made beyond what one click asked for, found by reading back after a write:
 * the browser's network stack may send a POST again when a reused connection drops before the
 * answer, and the service then acts twice. `extra` lists what can be deleted (empty for a refresh).
 * Plain types: Stormlens builds these itself from what it read back, and nothing parses them.
 */
export const extraEntityKinds = ['audit-run', 'profile', 'campaign', 'group', 'keyword'] as const;
export type ExtraEntityKind = (typeof extraEntityKinds)[number];

export interface ExtraEntity {
  kind: ExtraEntityKind;
  /** A whole number. */
  id: number;
  label: string;
  /** The campaign an extra group or keyword belongs to. */
  campaignId?: number;
}

export interface ReceivedTwice {
  /** How many times the service acted on the one click (2 or more). */
  times: number;
  extra: ExtraEntity[];
  /** Tokens the extra actions cost, when known. */
  extraCost: number | null;
}

/**
 * Why Stormlens cannot say whether the service received one click once. `check-failed`: the
 * read-back itself failed (`error`, also in the diagnostics log), so what was made beyond the
 * click is unknown. `shared-tokens`: a refresh — which carries no title to mark — left `beyond`
 * tokens fewer than Stormlens can account for; a second receipt would show so, and so would a
 * spend in the web app, by a colleague or by a scheduled run, since the tokens are the account's.
 * `unmarked`: keywords — a phrase is what is tracked, so it carries no mark — were made under a
 * phrase asked since the click that the answer did not name (`seen`): a second receipt would show
 * so, and so would a colleague adding the same phrase. Nothing is offered for deletion.
 */
export type CannotTell =
  | { why: 'check-failed'; error: SerializedError }
  | { why: 'shared-tokens'; beyond: number }
  | { why: 'unmarked'; seen: ExtraEntity[] };

/**
 * An entity the click made under its marked name (./click-mark.ts) that did not take the user's
 * name afterwards: it exists on the service as `marked` (never deleted for it), and the page says
 * so with the reason (`error`, also in the diagnostics log).
 */
export interface NotNamed {
  kind: Extract<ExtraEntityKind, 'profile' | 'campaign' | 'group'>;
  id: number;
  /** The name the user asked for. */
  wanted: string;
  /** The name it has on the service. */
  marked: string;
  error: SerializedError;
}

/**
 * What the read-back after a create that spends no token found (a profile, a campaign, groups,
 * keywords: lib/domain/create-checked.ts): more than asked, or that it cannot tell — and, for the
 * marked creates, which of the click's entities kept their marked name (`notNamed`).
 */
export interface CreateReadBack {
  receivedTwice: ReceivedTwice | null;
  cannotTell: CannotTell | null;
  notNamed?: NotNamed[];
}

/**
 * The readings after a lost answer all failed: whether the service received the write, once or
 * more, is unknown. Pages say it with the cause's own sentence (lib/i18n/index.ts): for a request
 * of the exactly-once ledger (`requestId`), which keeps reading, or for a create that spends none.
 */
export function checkFailed(cause: ServiceError, details: Record<string, unknown>): ServiceError {
  return new ServiceError('exception', {
    message: `could not read whether received once: ${cause.message}`,
    details: { ...details, reason: 'check-failed', cause: cause.toJSON() },
  });
}

/**
 * Whether a create's read-back has anything to say: more made than asked, cannot tell, or an
 * entity left under its marked name.
 */
export const saysMore = <T extends CreateReadBack>(found: T | null | undefined): found is T =>
  Boolean(found?.receivedTwice || found?.cannotTell || found?.notNamed?.length);

/** What the read-back after one click's write found: more than asked, or that it cannot tell. */
export interface CheckFound {
  twice: ReceivedTwice | null;
  cannotTell: CannotTell | null;
}
