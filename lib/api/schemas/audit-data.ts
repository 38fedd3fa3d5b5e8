import { z } from 'zod';
import { isRecord, optNum, str, values } from './common';

/**
 * `audit_data` elements (api-contract.md). Lighthouse-like results (lighthouse, pagespeed) and
 * check lists (the other types) are typed; anything else is kept raw so the UI can show a
 * key/value tree. Every element also keeps `raw`, the element exactly as sent.
 */

const category = z.object({ title: str, score: optNum });
const metric = z.object({ title: str, value: optNum, unit: str, score: optNum });
const lighthouseAudit = z.object({
  id: str,
  title: str,
  passed: z.preprocess(toBool, z.boolean().nullable()),
  score: optNum,
  displayValue: str,
});
const check = z.object({
  name: str,
  title: str,
  passed: z.preprocess(toBool, z.boolean().nullable()),
  value: z.preprocess(
    (v) => (v == null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v)),
    z.string().nullable(),
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
function keyed<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (isRecord(value) ? value : {}),
    z.record(
      z.string(),
      z.preprocess((v) => (isRecord(v) ? v : {}), item),
    ),
  );
}

const lighthouseShape = z.object({
  categories: keyed(category),
  metrics: keyed(metric).optional().default({}),
  audits: z.preprocess((v) => values(v).filter(isRecord), z.array(lighthouseAudit)),
});

const checksShape = z.object({
  score: optNum,
  checks: z.preprocess((v) => values(v).filter(isRecord), z.array(check)),
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
export const auditDataList = z
  .unknown()
  .optional()
  .transform((value): AuditData[] => {
    if (value == null || value === '' || value === false) return [];
    if (isRecord(value) && (value.categories !== undefined || value.checks !== undefined)) {
      return [toAuditData(value)];
    }
    return values(value).map(toAuditData);
  });
