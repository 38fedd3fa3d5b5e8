import { describe, expect, it } from 'vitest';
import { scoreBand } from '@/lib/domain/score';

describe('scoreBand', () => {
  it.each([
    [0, 'poor'],
    [49, 'poor'],
    [50, 'average'],
    [89, 'average'],
    [90, 'good'],
    [100, 'good'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    [Number.NaN, 'unknown'],
  ] as const)('%s is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
