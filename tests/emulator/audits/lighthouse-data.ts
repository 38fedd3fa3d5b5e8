import type { Rng } from '../core/random.ts';
import type { Device } from './model.ts';
import { nearScore, str } from './scores.ts';

/**
 * Lighthouse-like `audit_data` for lighthouse and pagespeed (the shape
 * ../shared/spec/service-notes.md gives): category scores, the six lab metrics with values derived
 * from their scores through the metric's good/poor thresholds (so a poor score has a slow value),
 * and opportunity/diagnostic audits that fail more often on a slow page.
 */

interface MetricDef {
  id: string;
  title: string;
  unit: 'ms' | 'unitless';
  /** Value at score 90 and at score 50, mobile; desktop timings are about half. */
  good: number;
  poor: number;
}

const METRICS: MetricDef[] = [
  {
    id: 'first-contentful-paint',
    title: 'First Contentful Paint',
    unit: 'ms',
    good: 1800,
    poor: 3000,
  },
  {
    id: 'largest-contentful-paint',
    title: 'Largest Contentful Paint',
    unit: 'ms',
    good: 2500,
    poor: 4000,
  },
  { id: 'total-blocking-time', title: 'Total Blocking Time', unit: 'ms', good: 200, poor: 600 },
  {
    id: 'cumulative-layout-shift',
    title: 'Cumulative Layout Shift',
    unit: 'unitless',
    good: 0.1,
    poor: 0.25,
  },
  { id: 'speed-index', title: 'Speed Index', unit: 'ms', good: 3400, poor: 5800 },
  { id: 'interactive', title: 'Time to Interactive', unit: 'ms', good: 3800, poor: 7300 },
];

interface OpportunityDef {
  id: string;
  title: string;
  display: (rng: Rng) => string;
}

const ms = (rng: Rng, min: number, max: number) =>
  `Potential savings of ${rng.int(min, max) * 10} ms`;
const kib = (rng: Rng, min: number, max: number) => `Potential savings of ${rng.int(min, max)} KiB`;

const OPPORTUNITIES: OpportunityDef[] = [
  {
    id: 'render-blocking-resources',
    title: 'Eliminate render-blocking resources',
    display: (r) => ms(r, 8, 90),
  },
  { id: 'unused-javascript', title: 'Reduce unused JavaScript', display: (r) => kib(r, 40, 620) },
  { id: 'unused-css-rules', title: 'Reduce unused CSS', display: (r) => kib(r, 10, 180) },
  {
    id: 'uses-optimized-images',
    title: 'Efficiently encode images',
    display: (r) => kib(r, 20, 900),
  },
  {
    id: 'modern-image-formats',
    title: 'Serve images in next-gen formats',
    display: (r) => kib(r, 30, 1200),
  },
  { id: 'uses-text-compression', title: 'Enable text compression', display: (r) => kib(r, 5, 240) },
  {
    id: 'server-response-time',
    title: 'Reduce initial server response time',
    display: (r) => `Root document took ${r.int(6, 250) * 10} ms`,
  },
  {
    id: 'uses-long-cache-ttl',
    title: 'Serve static assets with an efficient cache policy',
    display: (r) => `${r.int(3, 48)} resources found`,
  },
  {
    id: 'dom-size',
    title: 'Avoid an excessive DOM size',
    display: (r) => `${r.int(900, 4200)} elements`,
  },
  {
    id: 'third-party-summary',
    title: 'Reduce the impact of third-party code',
    display: (r) => `Third-party code blocked the main thread for ${r.int(5, 120) * 10} ms`,
  },
  {
    id: 'image-alt',
    title: 'Image elements have [alt] attributes',
    display: (r) => `${r.int(1, 9)} images without alt text`,
  },
  {
    id: 'color-contrast',
    title: 'Background and foreground colors have a sufficient contrast ratio',
    display: (r) => `${r.int(1, 14)} elements with low contrast`,
  },
];

function metricValue(def: MetricDef, score: number, device: Device): string {
  // Linear through (90, good) and (50, poor), extended beyond; never below a small floor.
  const scale = device === 'desktop' && def.unit === 'ms' ? 0.5 : 1;
  const value = (def.good + ((90 - score) / 40) * (def.poor - def.good)) * scale;
  const floor = def.unit === 'ms' ? (def.id === 'total-blocking-time' ? 0 : 250 * scale) : 0;
  const bounded = Math.max(floor, value);
  return def.unit === 'ms' ? String(Math.round(bounded / 10) * 10) : bounded.toFixed(3);
}

export function lighthouseData(
  rng: Rng,
  performance: number,
  device: Device,
  categories: readonly string[],
): Record<string, unknown> {
  const wanted = new Set(categories.length ? categories : ['performance']);
  const cats: Record<string, { title: string; score: string }> = {};
  const catScores: Record<string, number> = {
    performance,
    accessibility: nearScore(rng, 88, 8),
    'best-practices': nearScore(rng, 86, 9),
    seo: nearScore(rng, 91, 7),
  };
  const titles: Record<string, string> = {
    performance: 'Performance',
    accessibility: 'Accessibility',
    'best-practices': 'Best Practices',
    seo: 'SEO',
  };
  for (const id of Object.keys(titles)) {
    if (wanted.has(id)) cats[id] = { title: titles[id], score: str(catScores[id]) };
  }
  const metrics: Record<string, unknown> = {};
  for (const def of METRICS) {
    const score = nearScore(rng, performance, 10);
    metrics[def.id] = {
      title: def.title,
      value: metricValue(def, score, device),
      unit: def.unit,
      score: str(score),
    };
  }
  const audits = OPPORTUNITIES.map((def) => {
    const score = nearScore(rng, performance + 5, 25);
    const passed = score >= 90;
    return {
      id: def.id,
      title: def.title,
      passed,
      score: str(score),
      displayValue: passed ? '' : def.display(rng),
    };
  });
  return { categories: cats, metrics, audits };
}
