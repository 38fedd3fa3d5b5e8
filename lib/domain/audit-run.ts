export { isFinishedAudit } from './audit-status';

/*
 * What a run's `audit_settings` says (../shared/spec/audits.md §2: "structure depends on whether
 * the audit is a parent and on its type"). The documents do not spell the parent's structure out,
 * so only what is recognisable is read — a keyword with its engine and country, the audited URLs —
 * and pages show the rest as sent.
 */

export interface RunSettingsSummary {
  keyword: string | null;
  engine: string | null;
  country: string | null;
  urls: string[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

export function runSettingsSummary(settings: unknown): RunSettingsSummary {
  const record =
    settings && typeof settings === 'object' && !Array.isArray(settings)
      ? (settings as Record<string, unknown>)
      : {};
  const urls = Array.isArray(record.urls)
    ? record.urls.filter((u): u is string => typeof u === 'string')
    : [];
  return {
    keyword: text(record.keyword),
    engine: text(record.engine),
    country: text(record.country),
    urls,
  };
}

/** A run's audits by the page they audited, pages in first-seen order ('' while not known). */
export function groupByPage<T extends { url?: string | null }>(children: T[]): Map<string, T[]> {
  const pages = new Map<string, T[]>();
  for (const child of children) {
    const key = child.url ?? '';
    pages.set(key, [...(pages.get(key) ?? []), child]);
  }
  return pages;
}
