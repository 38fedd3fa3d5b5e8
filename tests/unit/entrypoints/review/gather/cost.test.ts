import { describe, expect, it } from 'vitest';
import { announcedCost, candidatesCost, type Holdings } from '@/entrypoints/review/gather/cost';

const limits = { overviewPages: 20 };
const base: Holdings = {
  made: 2,
  overviewStored: false,
  campaignCount: 3,
  audits: 4,
  auditsStored: 0,
};

describe('announcedCost', () => {
  it.each([
    [
      'nothing stored: setup, one read, overview pages bounded by the campaigns, every audit',
      base,
      2 + 1 + 4 + 4,
    ],
    [
      'the overview the panel stored is not read again',
      { ...base, overviewStored: true },
      2 + 1 + 0 + 4,
    ],
    ['stored audit results are not read again', { ...base, auditsStored: 3 }, 2 + 1 + 4 + 1],
    ['more stored than needed never goes below zero', { ...base, auditsStored: 9 }, 2 + 1 + 4 + 0],
    [
      'an unknown account counts every overview page',
      { ...base, campaignCount: null },
      2 + 1 + 20 + 4,
    ],
    [
      'an account of many campaigns stops at the overview limit',
      { ...base, campaignCount: 500 },
      2 + 1 + 20 + 4,
    ],
    ['no audited page costs nothing for pages', { ...base, audits: 0 }, 2 + 1 + 4],
  ])('%s', (_, holdings, total) => {
    expect(announcedCost(holdings, limits).total).toBe(total);
  });

  it('says what each part costs and what it reuses', () => {
    const { lines } = announcedCost({ ...base, overviewStored: true, auditsStored: 1 }, limits);
    expect(lines).toEqual([
      { part: 'setup', requests: 2, reused: 0 },
      { part: 'data', requests: 1, reused: 0 },
      { part: 'overview', requests: 0, reused: 1 },
      { part: 'audits', requests: 3, reused: 1 },
    ]);
  });
});

describe('candidatesCost', () => {
  it.each([
    [true, 1],
    [false, 2],
  ])('keywords stored %s → %i', (stored, cost) => expect(candidatesCost(stored)).toBe(cost));
});
