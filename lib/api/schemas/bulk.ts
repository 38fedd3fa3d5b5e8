import { z } from 'zod/mini';
import { dict } from '@/lib/domain/plain-object';
import { container, entries, isRecord } from './common';

/**
 * One id's outcome of a bulk call. `value` is what the service returned for it (e.g. a new id);
 * `message` the service's words for a failure, '' when it gave none (pages say so in their language).
 */
export type BulkItem = { ok: true; value?: unknown } | { ok: false; message: string };
export type BulkOutcome = Record<string, BulkItem>;

/**
 * The two forms of a bulk result (../shared/spec/service-notes.md):
 * - the documented map of id → `true` (examples: `1`, or a new id) or an error message;
 * - statuses inside an error envelope: `{ statuses: { id: 1 | "" }, message: "(404) …" }`,
 *   1 success and the empty string failure, the envelope's message saying why.
 */
export function toBulkOutcome(payload: unknown): BulkOutcome {
  if (isRecord(payload) && isRecord(payload.statuses)) {
    const message = typeof payload.message === 'string' ? stripStatus(payload.message) : '';
    const outcome = dict<BulkItem>(); // keyed by what the service sent: own keys only
    for (const [key, status] of Object.entries(payload.statuses)) {
      outcome[key] = isSuccess(status)
        ? { ok: true }
        : {
            ok: false,
            message: typeof status === 'string' && status ? status : message,
          };
    }
    return outcome;
  }
  const outcome = dict<BulkItem>();
  for (const [key, value] of entries(payload)) outcome[key] = itemOf(value);
  return outcome;
}

function stripStatus(message: string): string {
  return message.replace(/^\s*\(\d{3}\)\s*/, '').trim();
}

function isSuccess(status: unknown): boolean {
  return status === 1 || status === '1' || status === true;
}

function itemOf(value: unknown): BulkItem {
  if (value === true || value === 1 || value === '1') return { ok: true };
  if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value };
  if (typeof value === 'string') {
    // A numeric string is a new entity's id (create keywords, create multiple groups).
    if (/^\d+$/.test(value.trim())) return { ok: true, value: Number(value) };
    return { ok: false, message: stripStatus(value) };
  }
  if (value === false || value == null) return { ok: false, message: '' };
  if (isRecord(value)) {
    // Tolerate `{ id: 12 }` / `{ error: "…" }` / `{ message: "…" }` element objects.
    if (typeof value.error === 'string') return { ok: false, message: stripStatus(value.error) };
    if (isRecord(value.error) && typeof value.error.message === 'string') {
      return { ok: false, message: stripStatus(value.error.message) };
    }
    if ('id' in value) return { ok: true, value: Number(value.id) || value.id };
    return { ok: true, value };
  }
  return { ok: true, value };
}

export const bulkOutcome = z.pipe(container, z.transform(toBulkOutcome));

/** The `id` member of create-multiple / create-keywords outputs, or the bare map. */
export const bulkIdOutcome = z.pipe(
  container,
  z.transform((payload) =>
    toBulkOutcome(
      isRecord(payload) && (isRecord(payload.id) || Array.isArray(payload.id))
        ? payload.id
        : payload,
    ),
  ),
);
