import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../fixtures/clock';
import {
  MAX_SPENDS,
  addSpend,
  checkCap,
  defaultLimits,
  monthSpend,
  needsConfirm,
  oldestKeptMonth,
  type SpendEntry,
  type SpendSource,
} from '@/lib/domain/spending';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const spend = (when: number, source: SpendSource, cost: number, left: number | null = 90) => ({
  at: when,
  source,
  url: 'https://www.example.com/',
  title: 'Stormlens — https://www.example.com/',
  cost,
  left,
});

describe('the spending record', () => {
  it('keeps this month and the 12 before it, oldest first', () => {
    // TEST_NOW is in June 2026: June 2025 is the oldest month kept, May 2025 goes.
    expect(oldestKeptMonth(TEST_NOW)).toBe('2025-06');
    const record = [
      spend(at('2025-05-31T23:59:59Z'), 'popup', 1),
      spend(at('2025-06-01T00:00:00Z'), 'clone', 2),
    ];
    const next = addSpend(record, spend(TEST_NOW, 'shortcut', 3), TEST_NOW);
    expect(next.map((s) => [s.source, s.cost])).toEqual([
      ['clone', 2],
      ['shortcut', 3],
    ]);
  });

  it('never holds more than its cap of entries, dropping the oldest', () => {
    expect(MAX_SPENDS).toBeGreaterThanOrEqual(1000);
    let record: SpendEntry[] = [];
    for (let i = 0; i < 7; i += 1) {
      record = addSpend(record, spend(TEST_NOW - (7 - i) * HOUR, 'popup', i), TEST_NOW, 5);
    }
    expect(record.map((s) => s.cost)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('monthSpend (this month by UTC day and by source)', () => {
  const record: SpendEntry[] = [
    spend(at('2026-05-31T23:30:00Z'), 'popup', 9, 100), // May: not this month
    spend(at('2026-06-01T00:10:00Z'), 'popup', 2, 98),
    spend(at('2026-06-01T23:50:00Z'), 'scheduled', 2, 96),
    spend(at('2026-06-02T00:00:00Z'), 'refresh', 1, 95),
    spend(at('2026-06-16T12:00:00Z'), 'shortcut', 4, null), // found again: no `left`
    spend(at('2026-06-17T09:00:00Z'), 'menu', 3, 88),
    spend(at('2026-06-17T09:30:00Z'), 'clone', 2, 86),
  ];

  it('sums by day and by source in UTC, whatever the machine time zone', () => {
    const month = monthSpend(record, TEST_NOW);
    expect(month.month).toBe('2026-06');
    expect(month.total).toBe(14);
    expect(month.bySource).toEqual({
      popup: 2,
      shortcut: 4,
      menu: 3,
      refresh: 1,
      clone: 2,
      scheduled: 2,
    });
    expect(month.days.map((d) => [d.day, d.total])).toEqual([
      ['2026-06-01', 4],
      ['2026-06-02', 1],
      ['2026-06-16', 4],
      ['2026-06-17', 5],
    ]);
    expect(month.days[0].bySource).toMatchObject({ popup: 2, scheduled: 2, menu: 0 });
    expect(month.entries).toHaveLength(6);
  });

  it('says the tokens left as last reported, skipping answers without it', () => {
    expect(monthSpend(record, TEST_NOW).left).toBe(86);
    expect(monthSpend(record.slice(0, 5), TEST_NOW).left).toBe(95);
    expect(monthSpend([], TEST_NOW)).toMatchObject({ total: 0, days: [], left: null });
  });
});

describe('the limits', () => {
  it.each([
    [10, 10, false],
    [11, 10, true],
    [1, 0, true],
    [0, 0, false],
  ])('a launch of %i tokens with a threshold of %i asks first: %s', (cost, confirmOver, asks) => {
    expect(needsConfirm(cost, { ...defaultLimits, confirmOver })).toBe(asks);
  });

  it('asks over 10 tokens unless the user changed it', () => {
    expect(defaultLimits).toEqual({ monthlyCap: null, confirmOver: 10 });
  });

  it.each([
    [null, 500, 2, true],
    [10, 8, 2, true],
    [10, 9, 2, false],
    [0, 0, 1, false],
  ])('cap %s, spent %i, a run of %i: allowed %s', (cap, spent, cost, allowed) => {
    expect(checkCap(cap, spent, cost)).toEqual({ allowed, spent, cost, cap });
  });
});
