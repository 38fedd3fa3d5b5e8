import { describe, expect, it } from 'vitest';
import { readResultSet } from '@/lib/domain/audit-data';
import {
  commonFailures,
  deviceScores,
  fallenPages,
  labPassRates,
  labThresholds,
  pageScores,
  type AuditedPage,
} from '@/lib/domain/review/pages';

/** A run as `audit_data` holds it (../shared/spec/service-notes.md): numbers as strings. */
const run = (
  score: string,
  metrics: Record<string, [string, string]>,
  failing: string[] = [],
  passing: string[] = [],
) => ({
  score: Number(score),
  figures: readResultSet({
    score,
    categories: { performance: { title: 'Performance', score } },
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([id, [value, unit]]) => [id, { value, unit }]),
    ),
    audits: [
      ...failing.map((id) => ({ id, passed: false })),
      ...passing.map((id) => ({ id, passed: true })),
    ],
  }),
});

const pages: AuditedPage[] = [
  {
    url: 'https://example.com/',
    device: 'desktop',
    latest: run(
      '80',
      {
        'largest-contentful-paint': ['2400', 'ms'],
        'cumulative-layout-shift': ['0.2', 'unitless'],
      },
      ['render-blocking-resources', 'uses-webp'],
    ),
    earlier: run('90', {}),
  },
  {
    url: 'https://example.com/shop',
    device: 'desktop',
    // 3.1 s in seconds: over the 2.5 s boundary.
    latest: run(
      '60',
      { 'largest-contentful-paint': ['3.1', 's'] },
      ['render-blocking-resources'],
      ['uses-webp'],
    ),
    earlier: run('50', {}),
  },
  {
    url: 'https://example.com/',
    device: 'mobile',
    latest: run('40', { 'largest-contentful-paint': ['2500', 'ms'] }, [
      'render-blocking-resources',
    ]),
    earlier: null,
  },
];

describe('labPassRates', () => {
  const rates = Object.fromEntries(labPassRates(pages).map((r) => [r.id, r]));

  it('holds the published Lighthouse boundaries', () => {
    expect(Object.fromEntries(labThresholds.map((t) => [t.id, t.good]))).toEqual({
      'largest-contentful-paint': 2500,
      'cumulative-layout-shift': 0.1,
      'total-blocking-time': 200,
      'first-contentful-paint': 1800,
      'speed-index': 3400,
      interactive: 3800,
    });
  });

  it('passes a value at or under the boundary, reading seconds as such', () => {
    expect(rates['largest-contentful-paint']).toMatchObject({
      passed: 2,
      failed: 1,
      noData: 0,
      rate: 2 / 3,
      worst: { url: 'https://example.com/shop', device: 'desktop', value: 3100 },
    });
  });

  it('counts a page without the metric as no data, never as a pass', () => {
    expect(rates['cumulative-layout-shift']).toMatchObject({
      passed: 0,
      failed: 1,
      noData: 2,
      rate: 0,
    });
    expect(rates['total-blocking-time']).toMatchObject({
      passed: 0,
      failed: 0,
      noData: 3,
      rate: null,
    });
  });
});

describe('scores', () => {
  it('gives each page’s latest score with its change', () => {
    expect(pageScores(pages).map((p) => p.score)).toEqual([
      { current: 80, previous: 90, change: -10 },
      { current: 60, previous: 50, change: 10 },
      { current: 40, previous: null, change: null },
    ]);
  });

  it('lists the pages whose score fell', () => {
    expect(fallenPages(pages).map((p) => [p.url, p.device, p.score.change])).toEqual([
      ['https://example.com/', 'desktop', -10],
    ]);
  });

  it('averages per device over the pages with two runs only', () => {
    expect(deviceScores(pages)).toEqual({
      desktop: { current: 70, previous: 70, change: 0, pages: 2 },
      mobile: { current: null, previous: null, change: null, pages: 0 },
    });
  });
});

describe('commonFailures', () => {
  it('ranks checks by the pages they fail on', () => {
    expect(commonFailures(pages).map((c) => [c.id, c.failing, c.reported])).toEqual([
      ['render-blocking-resources', 3, 3],
      ['uses-webp', 1, 2],
    ]);
  });
});
