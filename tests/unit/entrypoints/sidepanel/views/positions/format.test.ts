import { describe, expect, it } from 'vitest';
import { positionText } from '@/entrypoints/sidepanel/views/positions/format';
import { createTranslator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

const namespaces = ['sidepanel', 'positions', 'watch'] as const;
const en = createTranslator('en', await loadMessages('en', [...namespaces]));
const pl = createTranslator('pl', await loadMessages('pl', [...namespaces]));

describe('positionText: one wording per place a position is written', () => {
  it.each([
    [7, 'cell', '7'],
    [3.5, 'cell', '3.5'],
    ['out', 'cell', '>100'],
    [null, 'cell', '–'],
    [7, 'sentence', '7'],
    ['out', 'sentence', 'out'],
    [null, 'sentence', 'no data'],
  ] as const)('%s in a %s reads %s', (value, wording, expected) => {
    expect(positionText(en.t, value, en.number, 'organic', wording)).toBe(expected);
  });

  it('paid results are "not shown" in a cell, never past 100', () => {
    expect(positionText(en.t, 'out', en.number, 'paid')).not.toBe('>100');
  });

  it('speaks Polish in the Changes tab', () => {
    expect(positionText(pl.t, 'out', pl.number, 'organic', 'sentence')).toBe('poza');
    expect(positionText(pl.t, null, pl.number, 'organic', 'sentence')).toBe('brak danych');
  });
});
