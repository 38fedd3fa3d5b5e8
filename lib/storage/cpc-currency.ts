import * as z from 'zod/mini';
import { defineStoredItem } from './item';

/**
 * The currency of the account's CPC figures, as the user chose it in the research tab from the
 * currencies table (lib/domain/cpc.ts says why it labels and never converts). Null: not chosen,
 * CPC is shown as a bare number. Pages change it with `setValue`; every open page follows.
 */
export const cpcCurrency = defineStoredItem<string | null>('local:cpcCurrency', {
  fallback: null,
  version: 1,
  schema: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(12))),
});
