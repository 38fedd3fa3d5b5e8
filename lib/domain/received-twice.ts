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
