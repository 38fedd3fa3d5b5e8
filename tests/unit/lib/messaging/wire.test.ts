import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from '@/lib/messaging/wire';

describe('the wire', () => {
  const at = new Date(Date.UTC(2026, 10, 25, 9, 12));

  it('delivers dates as dates through JSON, as Chrome’s messaging sends them', () => {
    const value = { id: 1, created: at, groups: [{ changed: at, ids: [1, 2] }], none: null };
    const sent = JSON.parse(JSON.stringify(toWire(value)));
    expect(sent).toMatchObject({ dated: true, value: { created: { $date: at.getTime() } } });
    expect(fromWire(sent)).toEqual(value);
  });

  it('sends what holds no date as it is, and the page does not walk it again', () => {
    const report = { series: [{ points: [{ date: '2026-11-25', position: 3 }] }] };
    expect(toWire(report)).toEqual({ value: report, dated: false });
    expect(toWire(report).value).toBe(report);
    expect(fromWire({ value: report, dated: false })).toBe(report);
  });

  it('takes only a lone $date number for a date', () => {
    const lookalike = { $date: 5, title: 'not a date' };
    expect(fromWire({ value: lookalike, dated: true })).toBe(lookalike);
    expect(fromWire({ value: { $date: '5' }, dated: true })).toEqual({ $date: '5' });
  });
});
