import { describe, expect, it } from 'vitest';
import { formatDelta, formatMetric } from '@/lib/domain/audit-format';

const en = (v: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-GB', o).format(v);
const pl = (v: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat('pl-PL', o).format(v);

describe('formatMetric', () => {
  it.each([
    [1350, 'ms', '1.4 s'],
    [1000, 'ms', '1.0 s'],
    [420.4, 'ms', '420 ms'],
    [0.08, 'unitless', '0.08'],
    [0.1234, 'unitless', '0.123'],
    [3.2, 's', '3.2 s'],
    [2048, 'bytes', '2 KB'],
    [3 * 1024 * 1024, 'bytes', '3.0 MB'],
    [42, '%', '42%'],
    [7, 'requests', '7 requests'],
    [null, 'ms', '—'],
  ])('%j %s → %s', (value, unit, expected) => {
    expect(formatMetric(value, unit, en)).toBe(expected);
  });

  it('uses the locale’s decimal separator', () => {
    expect(formatMetric(1350, 'ms', pl)).toBe('1,4 s');
  });
});

describe('formatDelta', () => {
  it.each([
    [12, null, '+12'],
    [-400, 'ms', '−400 ms'],
    [-1500, 'ms', '−1.5 s'],
    [0, 'ms', '0'],
    [null, null, '—'],
  ])('%j %j → %s', (delta, unit, expected) => {
    expect(formatDelta(delta, unit, en)).toBe(expected);
  });
});
