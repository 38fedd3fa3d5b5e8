import { describe, expect, it } from 'vitest';
import {
  MARK_LENGTH,
  markFilter,
  markTitle,
  newClickMark,
  titleMark,
  withoutMark,
} from '@/lib/domain/click-mark';

describe('click mark on a name', () => {
  it('a new mark is six base-36 characters, and differs per click', () => {
    const marks = new Set(Array.from({ length: 20 }, newClickMark));
    for (const mark of marks) expect(mark).toMatch(/^[\da-z]{6}$/);
    expect(marks.size).toBeGreaterThan(1);
  });

  it.each([
    ['Nightly', 'Nightly [k3f9q1]'],
    ['Nightly [aaaaaa]', 'Nightly [k3f9q1]'],
    ['Shop [draft]', 'Shop [draft] [k3f9q1]'],
  ])('%s is marked as %s, and read back bare', (name, marked) => {
    expect(markTitle(name, 'k3f9q1')).toBe(marked);
    expect(titleMark(marked)).toBe('k3f9q1');
    expect(withoutMark(marked)).toBe(withoutMark(name));
  });

  it('a name at the limit is cut so the marked one still fits', () => {
    const long = 'x'.repeat(200);
    const marked = markTitle(long, 'k3f9q1', 200);
    expect(marked).toHaveLength(200);
    expect(marked).toBe(`${'x'.repeat(200 - MARK_LENGTH)} [k3f9q1]`);
  });

  it('a name without a mark reads as it is; the filter text finds the mark', () => {
    expect(titleMark('Nightly')).toBeNull();
    expect(withoutMark('Nightly')).toBe('Nightly');
    expect(markTitle('Nightly', 'k3f9q1')).toContain(markFilter('k3f9q1'));
  });
});
