import { describe, expect, it } from 'vitest';
import type { PageWatch } from '@/lib/domain/page-watch';
import {
  perRunOf,
  runsLeftInMonth,
  scheduledNeed,
  scheduledSpent,
  type WatchLedger,
} from '@/lib/domain/spending-forecast';

const at = (iso: string) => Date.parse(iso);
const watch = (over: Partial<PageWatch> = {}): PageWatch => ({
  id: 'w1',
  url: 'https://www.example.com/',
  cadence: 'weekly',
  devices: ['desktop', 'mobile'],
  profileId: null,
  types: ['lighthouse'],
  budget: 100,
  dropBy: null,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});
const state = (over: Partial<WatchLedger> = {}): WatchLedger => ({
  lastPeriod: null,
  run: null,
  spends: [],
  ...over,
});

describe('runsLeftInMonth', () => {
  // June 2026: Mondays on the 1st, 8th, 15th, 22nd and 29th.
  it.each([
    ['weekly, this week not run: it and the two Mondays after', 'weekly', null, 3],
    ['weekly, this week run', 'weekly', '2026-06-15', 2],
    ['monthly, not run', 'monthly', null, 1],
    ['monthly, run', 'monthly', '2026-06', 0],
  ] as const)('%s', (_name, cadence, lastPeriod, runs) => {
    expect(runsLeftInMonth({ cadence }, lastPeriod, at('2026-06-17T10:00:00Z'))).toBe(runs);
  });

  it('counts in UTC: the last Monday of the month still belongs to it', () => {
    expect(runsLeftInMonth({ cadence: 'weekly' }, '2026-06-22', at('2026-06-28T23:59:00Z'))).toBe(
      1,
    );
    expect(runsLeftInMonth({ cadence: 'weekly' }, '2026-06-29', at('2026-06-30T23:00:00Z'))).toBe(
      0,
    );
  });
});

describe('scheduledNeed and scheduledSpent', () => {
  const now = at('2026-06-17T10:00:00Z');

  it('is each watch runs × per-run cost, held to what its own budget has left', () => {
    const watches = [
      watch({ id: 'a' }), // 3 runs × 2
      watch({ id: 'b', budget: 5 }), // 3 runs × 2, but 4 of its 5 spent: none fits
      watch({ id: 'c', profileId: 7, types: [] }), // a profile never run: cost unknown
    ];
    const ledger = {
      b: state({ spends: [{ at: at('2026-06-08T01:00:00Z'), cost: 4, period: '2026-06-08' }] }),
    };
    const need = scheduledNeed(watches, ledger, now);
    expect(need.watches.map((n) => [n.watch.id, n.runs, n.perRun, n.tokens])).toEqual([
      ['a', 3, 2, 6],
      ['b', 3, 2, 0],
      ['c', 3, null, null],
    ]);
    expect(need).toMatchObject({ total: 6, unknown: 1 });
  });

  it("takes a profile's cost from its last run", () => {
    const w = watch({ profileId: 7, types: [] });
    const spends = [{ at: at('2026-06-01T01:00:00Z'), cost: 6, period: '2026-06-01' }];
    expect(perRunOf(w, state({ spends }))).toBe(6);
    expect(perRunOf(w, state({ spends, run: { cost: 8 } }))).toBe(8);
  });

  it('sums what every watch spent this month, and nothing of the month before', () => {
    const ledger = {
      a: state({
        spends: [
          { at: at('2026-05-25T01:00:00Z'), cost: 9, period: '2026-05-25' },
          { at: at('2026-06-01T01:00:00Z'), cost: 2, period: '2026-06-01' },
        ],
      }),
      b: state({ spends: [{ at: at('2026-06-15T01:00:00Z'), cost: 3, period: '2026-06-15' }] }),
    };
    expect(scheduledSpent(ledger, now)).toBe(5);
  });
});
