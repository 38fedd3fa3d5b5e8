import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n';

const { NumberFormat, DateTimeFormat } = Intl;
let made = 0;

/** `Base`, counting the formatters built. */
function counting<T extends typeof NumberFormat | typeof DateTimeFormat>(Base: T): T {
  return new Proxy(Base, {
    construct(target, args: unknown[]) {
      made++;
      return Reflect.construct(target, args) as object;
    },
  });
}

describe('createTranslator formatters', () => {
  afterEach(() => {
    Intl.NumberFormat = NumberFormat;
    Intl.DateTimeFormat = DateTimeFormat;
    made = 0;
  });

  it('builds one number formatter per set of options and keeps their results apart', () => {
    Intl.NumberFormat = counting(NumberFormat);
    const { number } = createTranslator('en', {});
    const before = made;
    const twoDigits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(number(0.5, { style: 'percent' })).toBe('50%');
    expect(number(0.25, { style: 'percent' })).toBe('25%');
    expect(number(3, twoDigits)).toBe('3.00');
    expect(number(4, twoDigits)).toBe('4.00');
    expect(number(1234.5)).toBe('1,234.5');
    expect(made - before).toBe(2);
  });

  it('builds one date formatter per set of options, the medium date by default', () => {
    Intl.DateTimeFormat = counting(DateTimeFormat);
    const { date } = createTranslator('pl', {});
    const day = Date.UTC(2026, 2, 14, 12);
    expect(date(day)).toBe(date(day, { dateStyle: 'medium' }));
    expect(date(day, { month: 'long', timeZone: 'UTC' })).toBe('marzec');
    expect(date(day, { month: 'long', timeZone: 'UTC' })).toBe('marzec');
    expect(made).toBe(2);
  });
});
