import * as z from 'zod/mini';
import {
  MAX_LIMIT,
  defaultLimits,
  spendSources,
  type SpendEntry,
  type SpendingLimits,
} from '../domain/spending';
import { defineStoredItem } from './item';

/*
 * The spending record and the user's limits (lib/domain/spending.ts). Only the background adds to
 * the record (entrypoints/background/spending/record.ts), bounded by `addSpend`; Options →
 * Spending reads it and edits the limits.
 */

const entrySchema = z.object({
  at: z.number(),
  source: z.enum(spendSources),
  url: z.nullable(z.string()),
  title: z.nullable(z.string()),
  cost: z.number(),
  left: z.nullable(z.number()),
}) satisfies z.ZodMiniType<SpendEntry, unknown>;

/** Every answer that reported a cost, oldest first (bounded: SPEND_MONTHS, MAX_SPENDS). */
export const spendRecord = defineStoredItem<SpendEntry[]>('local:spendRecord', {
  fallback: [],
  version: 1,
  schema: z.array(entrySchema),
});

const limit = z.int().check(z.gte(0)).check(z.lte(MAX_LIMIT));

export const spendingLimitsSchema = z.object({
  monthlyCap: z.nullable(limit),
  confirmOver: limit,
}) satisfies z.ZodMiniType<SpendingLimits, unknown>;

/** The monthly cap of the page watches and the confirmation threshold of launches. */
export const spendingLimits = defineStoredItem<SpendingLimits>('local:spendingLimits', {
  fallback: defaultLimits,
  version: 1,
  schema: spendingLimitsSchema,
});
