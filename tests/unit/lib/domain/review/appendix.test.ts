import { describe, expect, it } from 'vitest';
import { rankDataSchema } from '@/lib/api/schemas/rank';
import { appendixRows } from '@/lib/domain/review/appendix';
import { rankDays } from '@/lib/domain/review/days';
import { visibilityTrends } from '@/lib/domain/review/trends';
import { SITE, answer, both } from './fixture';

const previous = { from: '2026-03-01', to: '2026-03-02' };
const period = { from: '2026-03-03', to: '2026-03-04' };

const raw = answer([
  {
    id: 1,
    title: 'running shoes',
    volume: '2400',
    days: {
      '2026-03-01': both('12', '5'),
      '2026-03-02': both('8', null),
      // 2026-03-03 missing from the answer: no data at the period's start.
      '2026-03-04': { desktop: ['2', 'https://example.com/shoes'], mobile: ['6'] },
    },
  },
  { id: 2, volume: null, days: { '2026-03-04': both('40', '41') } },
  { id: 1, domain: 'rival.com', days: { '2026-03-04': both('1', '1') } },
]);
const rank = rankDataSchema.parse(raw);
const days = rankDays(rank);

describe('appendixRows', () => {
  const rows = appendixRows(rank, days, SITE, period, previous);

  it('gives every keyword once, with the volume and CPC the answer carried', () => {
    expect(rows.map((r) => [r.keywordId, r.title, r.volume, r.cpc])).toEqual([
      [1, 'running shoes', 2400, 1.2],
      [2, 'kw2', null, 1.2],
    ]);
  });

  it('keeps both ends of both periods per device, a missing day apart from a missing position', () => {
    const { desktop, mobile } = rows[0].devices;
    expect(desktop.previousStart).toEqual({ kind: 'position', position: 12, url: null });
    expect(desktop.previousEnd).toMatchObject({ kind: 'position', position: 8 });
    expect(desktop.start).toEqual({ kind: 'no-data' });
    expect(desktop.end).toEqual({
      kind: 'position',
      position: 2,
      url: 'https://example.com/shoes',
    });
    expect(mobile.previousEnd).toEqual({ kind: 'no-position' });
  });
});

describe('visibilityTrends', () => {
  it('charts the site first, then each competitor, day by day over both periods', () => {
    const trends = visibilityTrends(days, [SITE, 'rival.com'], period, previous);
    expect(trends.map((t) => t.domain)).toEqual([SITE, 'rival.com']);
    // Keyword 2 has no volume: only keyword 1 (2,400) weighs; 12 is past the curve: 0 clicks.
    expect(trends[0].devices.desktop.previous.map((d) => d.value)).toEqual([0, 60]);
    // The period's first day is missing from the answer: no data, not 0.
    expect(trends[0].devices.desktop.current.map((d) => d.value)).toEqual([null, 360]);
    expect(trends[1].devices.mobile.current.map((d) => d.value)).toEqual([null, 672]);
  });
});
