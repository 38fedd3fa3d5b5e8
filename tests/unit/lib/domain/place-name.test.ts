import { describe, expect, it } from 'vitest';
import { MAX_PLACE_NAME, placeNameIssue } from '@/lib/domain/place-name';

describe('placeNameIssue', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['Kraków', null],
    ['Kraków, Poland', null],
    ['10001,New York,United States', null],
    ['Łódź', null],
    ['52.2297|21.0122', 'letter'],
    ['12345', 'letter'],
    ['-', 'letter'],
    ['a'.repeat(MAX_PLACE_NAME), null],
    [`  ${'a'.repeat(MAX_PLACE_NAME)}  `, null],
    ['a'.repeat(MAX_PLACE_NAME + 1), 'long'],
  ])('%j → %s', (text, issue) => {
    expect(placeNameIssue(text)).toBe(issue);
  });
});
