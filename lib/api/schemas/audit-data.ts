import { z } from 'zod/mini';
import { isRecord, optNum, str, values } from './common';

/**
 * `audit_data` elements (../shared/spec/service-notes.md, "audit_data per type"). Lighthouse-like
 * results (lighthouse, pagespeed) and check lists (the other types) are typed; anything else is
 * kept raw so the UI can show a key/value tree. Every element also keeps `raw`, the element exactly
 * as sent.
 */

const category = z.object({ title: str, score: optNum });
const metric = z.object({ title: str, value: optNum, unit: str, score: optNum });
const lighthouseAudit = z.object({
  id: str,
  title: str,
  passed: z.pipe(z.transform(toBool), z.nullable(z.boolean())),
  score: optNum,
  displayValue: str,
});
const check = z.object({
  name: str,
  title: str,
  passed: z.pipe(z.transform(toBool), z.nullable(z.boolean())),
  value: z.pipe(
    z.transform((v) => (v == null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v))),
    z.nullable(z.string()),
  ),
  message: str,
});

function toBool(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === '')
    return false;
  return null;
}

/** Keyed objects whose entries get their key added as `id` (metrics, categories). */
function keyed<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.transform((value) => (isRecord(value) ? value : {})),
    z.record(
      z.string(),
      z.pipe(
        z.transform((v): unknown => (isRecord(v) ? v : {})),
        item,
      ),
    ),
  );
}

const lighthouseShape = z.object({
  categories: keyed(category),
  metrics: z._default(z.optional(keyed(metric)), {}),
  audits: z.pipe(
    z.transform((v) => values(v).filter(isRecord)),
    z.array(lighthouseAudit),
  ),
});

const checksShape = z.object({
  score: optNum,
  checks: z.pipe(
    z.transform((v) => values(v).filter(isRecord)),
    z.array(check),
  ),
});

export type LighthouseCategory = z.infer<typeof category>;
export type LighthouseMetric = z.infer<typeof metric>;
export type LighthouseAudit = z.infer<typeof lighthouseAudit>;
export type AuditCheck = z.infer<typeof check>;

export type AuditData =
  | ({ kind: 'lighthouse'; raw: unknown } & z.infer<typeof lighthouseShape>)
  | ({ kind: 'checks'; raw: unknown } & z.infer<typeof checksShape>)
  | { kind: 'raw'; raw: unknown };

/** One `audit_data` element, recognised by its shape (not by the audit type, which may lie). */
export function toAuditData(element: unknown): AuditData {
  if (isRecord(element) && isRecord(element.categories)) {
    const parsed = lighthouseShape.safeParse(element);
    if (parsed.success) return { kind: 'lighthouse', ...parsed.data, raw: element };
  }
  if (isRecord(element) && element.checks !== undefined) {
    const parsed = checksShape.safeParse(element);
    if (parsed.success) return { kind: 'checks', ...parsed.data, raw: element };
  }
  return { kind: 'raw', raw: element };
}

/**
 * `audit_data` as a list: `[]` before results, an array of result sets, a keyed object of them,
 * or a single result object (recognised by its own members).
 */
export const auditDataList = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): AuditData[] => {
    if (value == null || value === '' || value === false) return [];
    if (isRecord(value) && (value.categories !== undefined || value.checks !== undefined)) {
      return [toAuditData(value)];
    }
    return values(value).map(toAuditData);
  }),
);
