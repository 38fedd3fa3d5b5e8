import { describe, expect, it } from 'vitest';
import { checkCost, launchCost } from '@/lib/domain/audit-cost';

describe('launchCost', () => {
  it.each([
    [1, 2, 6, 12],
    [1, 1, 1, 1],
    [1, 0, 3, 0],
    [3, 2, 2, 12],
    [1, -1, 2, 0],
  ])('%i url × %i devices × %i types = %i', (urls, devices, types, cost) => {
    expect(launchCost(urls, devices, types)).toBe(cost);
  });
});

describe('checkCost', () => {
  it.each([
    [4, 10, { enough: true, after: 6 }],
    [4, 4, { enough: true, after: 0 }],
    [4, 1, { enough: false, after: -3 }],
    [4, null, { enough: null, after: null }],
  ])('cost %i with %j left', (cost, left, expected) => {
    expect(checkCost(cost, left)).toEqual({ cost, left, ...expected });
  });
});
