import { describe, expect, it } from 'vitest';
import {
  failingChecks,
  headlineFigures,
  readAuditData,
  toNumber,
  toScore,
} from '@/lib/domain/audit-data';

const lighthouse = {
  categories: {
    seo: { title: 'SEO', score: '100' },
    performance: { title: 'Performance', score: '87' },
    accessibility: { title: 'Accessibility', score: 93 },
  },
  metrics: {
    'first-contentful-paint': {
      title: 'First Contentful Paint',
      value: '1350',
      unit: 'ms',
      score: '92',
    },
    'cumulative-layout-shift': {
      title: 'Cumulative Layout Shift',
      value: '0.08',
      unit: 'unitless',
      score: '95',
    },
    'largest-contentful-paint': {
      title: 'Largest Contentful Paint',
      value: '2600',
      unit: 'ms',
      score: '70',
    },
  },
  audits: [
    {
      id: 'render-blocking-resources',
      title: 'Eliminate render-blocking resources',
      passed: false,
      score: '35',
      displayValue: 'Potential savings of 420 ms',
    },
    { id: 'uses-text-compression', title: 'Enable text compression', passed: true, score: '100' },
    { id: 'unused-css', title: 'Reduce unused CSS', passed: false, score: '12' },
  ],
};

const checks = {
  score: '72',
  checks: [
    { name: 'title-length', title: 'Title length', passed: true, value: '54 characters' },
    { name: 'h1-count', title: 'One H1 heading', passed: false, message: 'Found 2 H1 headings' },
  ],
};

describe('toNumber / toScore', () => {
  it.each([
    ['87', 87, 87],
    [87.4, 87.4, 87],
    ['0', 0, 0],
    ['', null, null],
    ['abc', null, null],
    [null, null, null],
    ['150', 150, null],
    [-3, -3, null],
    [Number.NaN, null, null],
  ])('%j → number %j, score %j', (input, number, score) => {
    expect(toNumber(input)).toBe(number);
    expect(toScore(input)).toBe(score);
  });
});

describe('readAuditData', () => {
  it('reads the Lighthouse-like shape with numeric strings, in the headline order', () => {
    const [f] = readAuditData([lighthouse]);
    expect(f.shape).toBe('lighthouse');
    if (f.shape !== 'lighthouse') return;
    expect(f.score).toBe(87);
    expect(f.categories.map((c) => [c.id, c.score])).toEqual([
      ['performance', 87],
      ['accessibility', 93],
      ['seo', 100],
    ]);
    expect(f.metrics.map((m) => m.id)).toEqual([
      'largest-contentful-paint',
      'cumulative-layout-shift',
      'first-contentful-paint',
    ]);
    expect(f.metrics[1]).toMatchObject({ value: 0.08, unit: 'unitless', score: 95 });
    expect(failingChecks(f).map((c) => c.id)).toEqual(['unused-css', 'render-blocking-resources']);
    expect(failingChecks(f)[1].detail).toBe('Potential savings of 420 ms');
  });

  it('reads the checks shape', () => {
    const f = headlineFigures([checks]);
    expect(f).toMatchObject({ shape: 'checks', score: 72 });
    expect(failingChecks(f)).toEqual([
      {
        id: 'h1-count',
        title: 'One H1 heading',
        passed: false,
        score: null,
        detail: 'Found 2 H1 headings',
      },
    ]);
  });

  it.each([
    ['empty array (no results yet)', [], []],
    ['null', null, []],
    ['a single object instead of an array', checks, ['checks']],
    ['an unknown object', [{ waterfall: { requests: 12 } }], ['unknown']],
    ['a bare string', ['oops'], ['unknown']],
    ['categories as an array', [{ categories: [{ id: 'seo', score: '50' }] }], ['lighthouse']],
    ['two result sets', [checks, lighthouse], ['checks', 'lighthouse']],
    [
      'categories and checks already as lists',
      [
        {
          kind: 'lighthouse',
          categories: [{ id: 'seo', title: 'SEO', score: 90 }],
          metrics: [],
          checks: [],
        },
        {
          kind: 'checks',
          score: 40,
          checks: [{ id: 'h1', title: 'H1', passed: false, score: null, detail: null }],
        },
      ],
      ['lighthouse', 'checks'],
    ],
  ])('%s', (_name, data, shapes) => {
    expect(readAuditData(data).map((f) => f.shape)).toEqual(shapes);
  });

  it.each([
    [{ passed: '0' }, false],
    [{ passed: 1 }, true],
    [{ score: '40' }, false],
    [{ score: '95' }, true],
    [{}, null],
  ])('check pass state from %j is %j', (check, passed) => {
    const f = headlineFigures([{ score: '1', checks: [{ name: 'x', ...check }] }]);
    expect(f.shape === 'checks' && f.checks[0].passed).toBe(passed);
  });

  it('never throws on hostile input and keeps it as raw', () => {
    const weird = [{ categories: 'nope', metrics: 5 }, 42, [1, 2], { checks: null }];
    expect(() => readAuditData(weird)).not.toThrow();
    expect(headlineFigures([42])).toEqual({ shape: 'unknown', raw: 42 });
    expect(failingChecks({ shape: 'unknown', raw: 1 })).toEqual([]);
  });

  it('prefers a recognised result set for the headline', () => {
    expect(headlineFigures([{ foo: 1 }, checks]).shape).toBe('checks');
    expect(headlineFigures([]).shape).toBe('empty');
  });
});
