import { isObj } from './plain-object';

/**
 * Headline figures of an audit's `audit_data`, read leniently. Pure and zod-free: the popup imports
 * it and must stay small. Shapes (../shared/spec/service-notes.md): Lighthouse-like (`categories`,
 * `metrics`, `audits`) for lighthouse / pagespeed, `{ score, checks }` for the other types;
 * anything else is kept as raw so the UI can show it as a key/value tree instead of failing.
 */

export interface Category {
  id: string;
  title: string;
  score: number | null;
}

export interface Metric {
  id: string;
  title: string;
  value: number | null;
  unit: string;
  score: number | null;
}

export interface Check {
  id: string;
  title: string;
  passed: boolean | null;
  score: number | null;
  /** What the service says about it: a display value, a measured value or a message. */
  detail: string | null;
}

export type AuditFigures =
  | {
      shape: 'lighthouse';
      score: number | null;
      categories: Category[];
      metrics: Metric[];
      checks: Check[];
    }
  | { shape: 'checks'; score: number | null; checks: Check[] }
  | { shape: 'unknown'; raw: unknown }
  | { shape: 'empty' };

/** Numbers often arrive as strings (`"1350"`); empty strings and junk are no number. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A 0–100 score, or null when absent or out of range. */
export function toScore(value: unknown): number | null {
  const n = toNumber(value);
  return n === null || n < 0 || n > 100 ? null : Math.round(n);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

function toBool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '') return false;
  return null;
}

/** "Type `array` means a JSON array or a keyed JSON object" (../shared/spec/audits.md): both become entries. */
function entries(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) {
    return value.map((item, i) => [
      text(isObj(item) ? (item.id ?? item.name) : null) ?? String(i),
      item,
    ]);
  }
  return isObj(value) ? Object.entries(value) : [];
}

const humanise = (id: string) => {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const CATEGORY_ORDER = ['performance', 'accessibility', 'best-practices', 'seo', 'pwa'];
/** Core Web Vitals first, then the lab metrics Lighthouse reports beside them. */
const METRIC_ORDER = [
  'largest-contentful-paint',
  'cumulative-layout-shift',
  'total-blocking-time',
  'interaction-to-next-paint',
  'first-contentful-paint',
  'speed-index',
  'interactive',
];

function byOrder<T extends { id: string }>(order: string[]) {
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i === -1 ? order.length : i;
  };
  return (a: T, b: T) => rank(a.id) - rank(b.id);
}

function readCategories(value: unknown): Category[] {
  return entries(value)
    .map(([id, raw]): Category => {
      if (!isObj(raw)) return { id, title: humanise(id), score: toScore(raw) };
      return { id, title: text(raw.title) ?? humanise(id), score: toScore(raw.score) };
    })
    .sort(byOrder(CATEGORY_ORDER));
}

function readMetrics(value: unknown): Metric[] {
  return entries(value)
    .map(([id, raw]): Metric => {
      const m = isObj(raw) ? raw : { value: raw };
      return {
        id,
        title: text(m.title) ?? humanise(id),
        value: toNumber(m.value ?? m.numericValue),
        unit: text(m.unit ?? m.numericUnit) ?? 'unitless',
        score: toScore(m.score),
      };
    })
    .sort(byOrder(METRIC_ORDER));
}

function readChecks(value: unknown): Check[] {
  return entries(value).map(([key, raw]): Check => {
    const c = isObj(raw) ? raw : {};
    const id = text(c.id ?? c.name) ?? key;
    const score = toScore(c.score);
    let passed = toBool(c.passed);
    if (passed === null && score !== null) passed = score >= 90;
    return {
      id,
      title: text(c.title) ?? humanise(id),
      passed,
      score,
      detail: text(c.displayValue ?? c.value ?? c.message ?? c.description),
    };
  });
}

/** Read one result set: an element of `audit_data` as the service sent it. */
export function readResultSet(value: unknown): AuditFigures {
  if (!isObj(value))
    return value === null || value === undefined
      ? { shape: 'empty' }
      : { shape: 'unknown', raw: value };
  if (isObj(value.categories) || Array.isArray(value.categories)) {
    const categories = readCategories(value.categories);
    const performance = categories.find((c) => c.id === 'performance');
    return {
      shape: 'lighthouse',
      score: toScore(value.score) ?? performance?.score ?? null,
      categories,
      metrics: readMetrics(value.metrics),
      checks: readChecks(value.audits ?? value.checks),
    };
  }
  if (Array.isArray(value.checks) || isObj(value.checks)) {
    return { shape: 'checks', score: toScore(value.score), checks: readChecks(value.checks) };
  }
  return { shape: 'unknown', raw: value };
}

/**
 * Every result set of `audit_data`: an array (usually one element; the background delivers it as
 * the client listed it, lib/api/schemas/audit-data.ts), `[]` before results exist, or (leniently)
 * a single object.
 */
export function readAuditData(data: unknown): AuditFigures[] {
  if (data === null || data === undefined) return [];
  if (Array.isArray(data)) return data.map(readResultSet).filter((f) => f.shape !== 'empty');
  return [readResultSet(data)].filter((f) => f.shape !== 'empty');
}

/** The result set the popup shows at a glance: the first one it recognises, else the first. */
export function headlineFigures(data: unknown): AuditFigures {
  const sets = readAuditData(data);
  return (
    sets.find((s) => s.shape === 'lighthouse' || s.shape === 'checks') ??
    sets[0] ?? { shape: 'empty' }
  );
}

/** Checks that did not pass, worst first (unknown scores last). */
export function failingChecks(figures: AuditFigures): Check[] {
  if (figures.shape !== 'lighthouse' && figures.shape !== 'checks') return [];
  return figures.checks
    .filter((c) => c.passed === false)
    .sort((a, b) => (a.score ?? 101) - (b.score ?? 101));
}
