import type { SerializedError } from '@/lib/api/errors';
import { refusedField } from '@/lib/domain/refused-field';
import type { Translator } from '@/lib/i18n';
import type { BulkFailure, BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import { failureText } from '../BulkResults';
import type { GroupDraft } from './GroupFields';

/** What each group field says, by field: Stormlens's own checks and the service's refusals alike. */
export type GroupProblems = Partial<Record<keyof GroupDraft, string>>;

/** The parameter names the service may give for each group field (lib/domain/refused-field.ts). */
export const groupFieldNames = {
  title: ['title'],
  engine: ['engine'],
  country: ['country'],
  location: ['location'],
  devices: ['devices'],
} as const satisfies Record<keyof GroupDraft, readonly string[]>;

type Words = Pick<Translator, 't' | 'error'>;

/**
 * One group's refusal at the field it names ("Unknown location …": only the service knows its
 * places), or null when it names none of them and is said with the other results.
 */
export function failureAtField(
  failure: BulkFailure,
  words: Words,
): { field: keyof GroupDraft; text: string } | null {
  // A failure the service reported for the item alone is its bad input unless it says otherwise.
  const field = refusedField(
    failure.error ?? { kind: 'request', serviceMessage: failure.message },
    groupFieldNames,
  );
  return field && { field, text: failureText(failure, words) };
}

/** A whole call's refusal (one group, sent alone) at the field it names, or null. */
export function errorAtField(error: SerializedError | null, words: Words): GroupProblems | null {
  const field = refusedField(error, groupFieldNames);
  return field && error && { [field]: words.error(error) };
}

/** The results left to list once the refusals shown at their fields are taken out. */
export function notAtField(results: BulkResult, words: Words): BulkResult {
  return Object.fromEntries(
    Object.entries(results).filter(([, r]) => r.ok || !failureAtField(r, words)),
  );
}
