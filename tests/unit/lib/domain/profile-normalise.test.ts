import { describe, expect, it } from 'vitest';
import { normaliseProfile } from '@/lib/domain/profile-normalise';
import { normaliseDescriptor, normaliseOptions } from '@/lib/domain/settings-descriptor';

describe('normaliseOptions', () => {
  it.each([
    [
      'a list of values',
      ['fast', 'slow'],
      [
        { value: 'fast', label: 'fast' },
        { value: 'slow', label: 'slow' },
      ],
    ],
    [
      'a PHP list as an object',
      { 0: 1, 1: 3 },
      [
        { value: 1, label: '1' },
        { value: 3, label: '3' },
      ],
    ],
    [
      'value → label object',
      { '3g': 'Fast 3G', cable: 'Cable' },
      [
        { value: '3g', label: 'Fast 3G' },
        { value: 'cable', label: 'Cable' },
      ],
    ],
    [
      '{ value, label } items',
      [
        { value: 'a', label: 'A' },
        { value: 'b', title: 'B' },
      ],
      [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    ],
    ['empty', [], null],
    ['absent', undefined, null],
  ])('%s', (_label, raw, expected) => {
    expect(normaliseOptions(raw)).toEqual(expected);
  });
});

describe('normaliseDescriptor', () => {
  it('reads the service spelling and camelCase alike', () => {
    const out = normaliseDescriptor({
      lighthouse: {
        title: 'Lighthouse',
        settings: {
          locale: { title: 'Locale', description: 'd', default_value: 'en', maxlength: '5' },
          runs: { defaultValue: 1, maxLength: null },
        },
      },
      broken: 'not an object',
    });
    expect(out).toEqual({
      lighthouse: {
        title: 'Lighthouse',
        settings: {
          locale: {
            title: 'Locale',
            description: 'd',
            defaultValue: 'en',
            maxLength: 5,
            options: null,
          },
          runs: { title: 'runs', description: '', defaultValue: 1, maxLength: null, options: null },
        },
      },
    });
  });
});

describe('normaliseProfile', () => {
  it.each([
    [
      'numeric-string id, empty PHP settings list',
      { id: '12', title: 'A', types: [], settings: [] },
      { id: 12, title: 'A', types: [], settings: {} },
    ],
    [
      'types from the settings keys when absent',
      { id: 3, title: 'B', settings: { content: { min_words: '300' } } },
      { id: 3, title: 'B', types: ['content'], settings: { content: { min_words: '300' } } },
    ],
    [
      'types as a keyed object',
      { id: 4, title: 'C', types: { 0: 'lighthouse' }, settings: {} },
      { id: 4, title: 'C', types: ['lighthouse'], settings: {} },
    ],
  ])('%s', (_label, raw, expected) => {
    expect(normaliseProfile(raw)).toEqual(expected);
  });
});

describe('normaliseProfile, a profile read while its create names it', () => {
  it('shows the title without the click’s mark', () => {
    expect(normaliseProfile({ id: 4, title: 'Nightly [k3f9q1]', settings: [] }).title).toBe(
      'Nightly',
    );
  });
});
