import { z } from 'zod/mini';
import { isRecord, values } from './common';

/**
 * `audit_data` as a list of result sets, each exactly as sent: `[]` before results, an array of
 * result sets, a keyed object of them, or a single result object (recognised by its own members).
 * What a result set holds (Lighthouse-like or a check list, ../shared/spec/service-notes.md) is
 * read in one place, lib/domain/audit-data.ts, by the background's headline and the report page
 * alike; the client only delivers the list.
 */
export const auditDataList = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): unknown[] => {
    if (value == null || value === '' || value === false) return [];
    if (isRecord(value) && (value.categories !== undefined || value.checks !== undefined)) {
      return [value];
    }
    return values(value);
  }),
);
