import { z } from 'zod';

/**
 * What the service made beyond what one click asked for, found by reading back after a write:
 * the browser's network stack may send a POST again when a reused connection drops before the
 * answer, and the service then acts twice. `extra` lists what can be deleted (empty for a refresh).
 */
export const extraEntityKinds = ['audit-run', 'profile', 'campaign', 'group', 'keyword'] as const;
export type ExtraEntityKind = (typeof extraEntityKinds)[number];

export const extraEntitySchema = z.object({
  kind: z.enum(extraEntityKinds),
  id: z.number().int(),
  label: z.string(),
  /** The campaign an extra group or keyword belongs to. */
  campaignId: z.number().int().optional(),
});
export type ExtraEntity = z.infer<typeof extraEntitySchema>;

export const receivedTwiceSchema = z.object({
  /** How many times the service acted on the one click (2 or more). */
  times: z.number().int().min(2),
  extra: z.array(extraEntitySchema),
  /** Tokens the extra actions cost, when known. */
  extraCost: z.number().int().nullable(),
});
export type ReceivedTwice = z.infer<typeof receivedTwiceSchema>;
