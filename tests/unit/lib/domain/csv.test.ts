import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, parseCsv, toCsv } from '@/lib/domain/csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    [12, '12'],
    [1.5, '1.5'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+48 123', "'+48 123"],
    ['-x', "'-x"],
    ['@cmd', "'@cmd"],
    [-3, '-3'],
    [' padded ', '" padded "'],
    ['zażółć', 'zażółć'],
  ] as const)('cell %j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a BOM and CRLF rows, and reads them back', () => {
    const rows = [
      ['keyword', 'position', 'url'],
      ['buty "trail", damskie', 3, 'https://example.com/a?b=1,2'],
      ['out', null, ''],
    ];
    const text = toCsv(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4);
    expect(parseCsv(text)).toEqual([
      ['keyword', 'position', 'url'],
      ['buty "trail", damskie', '3', 'https://example.com/a?b=1,2'],
      ['out', '', ''],
    ]);
  });

  it('names files safely', () => {
    expect(csvFileName(['stormlens', 'example.com', '2024-01-01_2024-01-30'])).toBe(
      'stormlens-example.com-2024-01-01_2024-01-30.csv',
    );
    expect(csvFileName(['a b/c'])).toBe('a_b_c.csv');
  });
});
