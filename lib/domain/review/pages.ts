import type { RunSnapshot } from '@/lib/domain/audit-compare';
import type { Metric } from '@/lib/domain/audit-data';
import { compareDevices } from '@/lib/domain/device';
import { compare, mean, type Compared } from './days';

/**
 * The audits' side of the review: what the latest runs say about the site's pages. Lab metrics are
 * measured in a simulated load (Lighthouse), not by the site's visitors, so the review names them
 * lab metrics and never calls them Core Web Vitals field data.
 */

/** One page on one device: its latest run and the one before it (null when it has one run). */
export interface AuditedPage {
  url: string;
  device: string;
  latest: RunSnapshot;
  earlier: RunSnapshot | null;
}

/**
 * The "good" boundary of each lab metric: Lighthouse's mobile green bands, which the Web Vitals
 * thresholds also use regardless of device. Sources, one per metric:
 * - https://developer.chrome.com/docs/lighthouse/performance/lighthouse-largest-contentful-paint
 * - https://web.dev/articles/cls
 * - https://developer.chrome.com/docs/lighthouse/performance/lighthouse-total-blocking-time
 * - https://developer.chrome.com/docs/lighthouse/performance/first-contentful-paint
 * - https://developer.chrome.com/docs/lighthouse/performance/speed-index
 * - https://developer.chrome.com/docs/lighthouse/performance/interactive
 * Lighthouse colours desktop runs by stricter bands (LCP 1.2 s, Speed Index 1.3 s), so the review
 * applies one boundary to both devices and says so (`labBasis`) rather than calling a desktop pass
 * Lighthouse's green. A value at or under the boundary passes; times in ms, layout shift unitless.
 */
export const labBasis = 'lighthouse-mobile-good-boundary, applied to every device' as const;
export const labThresholds = [
  { id: 'largest-contentful-paint', good: 2500, unit: 'ms' },
  { id: 'cumulative-layout-shift', good: 0.1, unit: 'unitless' },
  { id: 'total-blocking-time', good: 200, unit: 'ms' },
  { id: 'first-contentful-paint', good: 1800, unit: 'ms' },
  { id: 'speed-index', good: 3400, unit: 'ms' },
  { id: 'interactive', good: 3800, unit: 'ms' },
] as const;
export type LabMetricId = (typeof labThresholds)[number]['id'];

/** A metric's value in the threshold's unit; null when absent or in a unit we cannot read as one. */
function labValue(metric: Metric | undefined, unit: 'ms' | 'unitless'): number | null {
  if (!metric || metric.value === null) return null;
  const u = metric.unit.toLowerCase();
  if (unit === 'unitless') return u === 'unitless' || u === '' ? metric.value : null;
  if (u === 'ms' || u === 'millisecond' || u === 'milliseconds') return metric.value;
  if (u === 's' || u === 'second' || u === 'seconds') return metric.value * 1000;
  return null;
}

export interface LabMetricPassRate {
  id: LabMetricId;
  good: number;
  unit: 'ms' | 'unitless';
  passed: number;
  failed: number;
  /** Pages whose latest run carried no readable value: neither a pass nor a fail. */
  noData: number;
  /** passed / (passed + failed); null when no page had the metric. */
  rate: number | null;
  /** The page with the highest value over the boundary, for "worst page metric". */
  worst: { url: string; device: string; value: number } | null;
}

/** Each lab metric's pass rate over the latest runs of every page and device. */
export function labPassRates(pages: readonly AuditedPage[]): LabMetricPassRate[] {
  return labThresholds.map(({ id, good, unit }) => {
    const out: LabMetricPassRate = {
      id,
      good,
      unit,
      passed: 0,
      failed: 0,
      noData: 0,
      rate: null,
      worst: null,
    };
    for (const page of pages) {
      const figures = page.latest.figures;
      const metrics = figures.shape === 'lighthouse' ? figures.metrics : [];
      const value = labValue(
        metrics.find((m) => m.id === id),
        unit,
      );
      if (value === null) out.noData++;
      else if (value <= good) out.passed++;
      else {
        out.failed++;
        if (!out.worst || value > out.worst.value)
          out.worst = { url: page.url, device: page.device, value };
      }
    }
    const measured = out.passed + out.failed;
    out.rate = measured ? out.passed / measured : null;
    return out;
  });
}

export interface PageScore {
  url: string;
  device: string;
  score: Compared;
}

/** Latest score per page and device against the run before it (change null without both). */
export function pageScores(pages: readonly AuditedPage[]): PageScore[] {
  return pages.map((p) => ({
    url: p.url,
    device: p.device,
    score: compare(p.latest.score, p.earlier?.score ?? null),
  }));
}

/** Pages whose score fell since the run before, the largest fall first. */
export function fallenPages(pages: readonly AuditedPage[]): PageScore[] {
  return pageScores(pages)
    .filter((p) => p.score.change !== null && p.score.change < 0)
    .sort((a, b) => (a.score.change ?? 0) - (b.score.change ?? 0) || a.url.localeCompare(b.url));
}

export interface FailingCheck {
  id: string;
  title: string;
  /** Latest runs in which the check failed. */
  failing: number;
  /** Latest runs that reported the check with a verdict (passed or failed). */
  reported: number;
}

/** The checks failing on the most pages (latest runs, every device), most first. */
export function commonFailures(pages: readonly AuditedPage[], limit = 5): FailingCheck[] {
  const byId = new Map<string, FailingCheck>();
  for (const page of pages) {
    const f = page.latest.figures;
    if (f.shape !== 'lighthouse' && f.shape !== 'checks') continue;
    for (const c of f.checks) {
      if (c.passed === null) continue;
      const entry = byId.get(c.id) ?? { id: c.id, title: c.title, failing: 0, reported: 0 };
      entry.reported++;
      if (!c.passed) entry.failing++;
      byId.set(c.id, entry);
    }
  }
  return [...byId.values()]
    .filter((c) => c.failing > 0)
    .sort((a, b) => b.failing - a.failing || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/**
 * Per device, the mean latest score against the mean of the runs before, over the pages that have
 * both, so a page audited once cannot pass for a rise or a fall; `pages` is how many counted.
 */
export function deviceScores(
  pages: readonly AuditedPage[],
): Record<string, Compared & { pages: number }> {
  const out: Record<string, Compared & { pages: number }> = {};
  for (const device of [...new Set(pages.map((p) => p.device))].sort(compareDevices)) {
    const both = pages.filter(
      (p) => p.device === device && p.latest.score !== null && p.earlier?.score != null,
    );
    out[device] = {
      ...compare(
        mean(both.map((p) => p.latest.score)),
        mean(both.map((p) => p.earlier?.score ?? null)),
      ),
      pages: both.length,
    };
  }
  return out;
}
