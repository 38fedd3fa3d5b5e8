import { describe, expect, it } from 'vitest';
import { compareRuns, summarise } from '@/lib/domain/audit-compare';
import { headlineFigures } from '@/lib/domain/audit-data';

const run = (perf: string, lcp: string, cls: string, blocking: boolean) =>
  headlineFigures([
    {
      categories: {
        performance: { title: 'Performance', score: perf },
        seo: { title: 'SEO', score: '90' },
      },
      metrics: {
        'largest-contentful-paint': { title: 'LCP', value: lcp, unit: 'ms' },
        'cumulative-layout-shift': { title: 'CLS', value: cls, unit: 'unitless' },
      },
      audits: [
        {
          id: 'render-blocking',
          title: 'Render blocking',
          passed: !blocking,
          score: blocking ? '30' : '100',
        },
        { id: 'images', title: 'Images', passed: false, score: '40' },
      ],
    },
  ]);

describe('compareRuns', () => {
  const before = { score: 60, figures: run('60', '3200', '0.25', true) };
  const after = { score: 85, figures: run('85', '2100', '0.25', false) };
  const changes = compareRuns(before, after);
  const get = (id: string) => changes.find((c) => c.id === id);

  it.each([
    ['overall', 25, 'better'],
    ['performance', 25, 'better'],
    ['seo', 0, 'same'],
    ['largest-contentful-paint', -1100, 'better'],
    ['cumulative-layout-shift', 0, 'same'],
    ['render-blocking', 70, 'better'],
  ])('%s changes by %j: %s', (id, delta, verdict) => {
    expect(get(id)).toMatchObject({ delta, verdict });
  });

  it('leaves out checks that did not flip', () => {
    expect(get('images')).toBeUndefined();
  });

  it('is symmetric: the reverse comparison says worse', () => {
    const reverse = compareRuns(after, before);
    expect(summarise(reverse)).toMatchObject({ better: 0, worse: 4, same: 2 });
    expect(reverse.find((c) => c.id === 'largest-contentful-paint')?.verdict).toBe('worse');
  });

  it('treats sub-half-percent metric moves as the same, and missing sides as unknown', () => {
    const a = { score: null, figures: run('50', '2000', '0.1', false) };
    const b = { score: 70, figures: run('50', '2005', '0.1', false) };
    const c = compareRuns(a, b);
    expect(c.find((x) => x.id === 'largest-contentful-paint')?.verdict).toBe('same');
    expect(c.find((x) => x.id === 'overall')).toMatchObject({ delta: null, verdict: 'unknown' });
  });

  it('compares checks-shaped runs and unknown shapes without throwing', () => {
    const x = headlineFigures([{ score: '50', checks: [{ name: 'h1', passed: true }] }]);
    const y = headlineFigures([{ score: '40', checks: [{ name: 'h1', passed: false }] }]);
    expect(
      compareRuns({ score: 50, figures: x }, { score: 40, figures: y }).map((c) => [
        c.id,
        c.verdict,
      ]),
    ).toEqual([
      ['overall', 'worse'],
      ['h1', 'worse'],
    ]);
    expect(
      compareRuns(
        { score: 1, figures: { shape: 'unknown', raw: 1 } },
        { score: 1, figures: { shape: 'empty' } },
      ),
    ).toHaveLength(1);
  });
});
