import { describe, expect, it } from 'vitest';
import { formatCpc } from '@/lib/domain/cpc';

const numberIn = (locale: string) => (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, options).format(value);

describe('formatCpc', () => {
  it.each([
    ['en', 1.2, null, '1.20'],
    ['en', 1.2, 'EUR', '€1.20'],
    ['en', 0.456, 'USD', '$0.46'],
    ['pl', 1.2, null, '1,20'],
    ['pl', 1.2, 'PLN', '1,20 zł'],
    // Not ISO-shaped: the number and the code as the table spells it, never a thrown RangeError.
    ['en', 3, 'pln-net', '3.00 pln-net'],
  ])('%s: %d in %s → %s', (locale, value, currency, text) => {
    expect(formatCpc(value, currency, numberIn(locale)).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
