import { describe, expect, it } from 'vitest';
import {
  buildSections,
  defaultLabel,
  fieldKind,
  parseInput,
  sameValue,
  toInput,
  type SettingField,
} from '@/lib/domain/profile-fields';
import type { SettingParam } from '@/lib/domain/settings-descriptor';
import { descriptor } from './profile-fixtures';

const param = (p: Partial<SettingParam>): SettingParam => ({
  title: 't',
  description: '',
  defaultValue: '',
  maxLength: null,
  options: null,
  ...p,
});

const sections = buildSections(descriptor);
const field = (type: string, name: string): SettingField =>
  sections.find((s) => s.type === type)!.fields.find((f) => f.name === name)!;

describe('fieldKind', () => {
  it.each([
    ['options given', param({ options: [{ value: 'a', label: 'A' }] }), 'choice'],
    ['boolean default', param({ defaultValue: false }), 'flag'],
    ['number default', param({ defaultValue: 3 }), 'number'],
    [
      'numeric string default (service sends numbers as strings)',
      param({ defaultValue: '30' }),
      'number',
    ],
    [
      'numeric string with a maxlength stays text',
      param({ defaultValue: '30', maxLength: 4 }),
      'text',
    ],
    ['text default', param({ defaultValue: 'en', maxLength: 5 }), 'text'],
    ['no default', param({ defaultValue: null }), 'text'],
    ['empty options list', param({ options: [], defaultValue: 1 }), 'number'],
  ] as const)('%s → %s', (_label, p, kind) => {
    expect(fieldKind(p)).toBe(kind);
  });
});

describe('buildSections', () => {
  it('makes a section per type and a field per parameter, in descriptor order', () => {
    expect(sections.map((s) => s.type)).toEqual(['lighthouse', 'webpagetest']);
    expect(sections[0].fields.map((f) => [f.name, f.kind])).toEqual([
      ['throttling', 'choice'],
      ['locale', 'text'],
      ['screenshots', 'flag'],
    ]);
    expect(field('lighthouse', 'locale').maxLength).toBe(5);
    expect(field('webpagetest', 'runs').integer).toBe(true);
  });
});

describe('toInput', () => {
  it.each([
    ['stored choice', 'lighthouse', 'throttling', 'none', 'none'],
    ['default when nothing stored', 'lighthouse', 'throttling', undefined, 'simulated'],
    ['flag from "0"', 'lighthouse', 'screenshots', '0', false],
    ['flag default', 'lighthouse', 'screenshots', undefined, true],
    ['number as text', 'webpagetest', 'runs', 5, '5'],
    ['null falls back to the default', 'webpagetest', 'timeout', null, '30'],
  ] as const)('%s', (_label, type, name, stored, expected) => {
    expect(toInput(field(type, name), stored)).toBe(expected);
  });
});

describe('parseInput', () => {
  it.each([
    ['a listed option', 'lighthouse', 'throttling', 'devtools', { ok: true, value: 'devtools' }],
    [
      'an option not offered',
      'lighthouse',
      'throttling',
      'fast',
      { ok: false, error: { code: 'notAnOption' } },
    ],
    ['text within the limit', 'lighthouse', 'locale', 'pl-PL', { ok: true, value: 'pl-PL' }],
    [
      'text over the limit',
      'lighthouse',
      'locale',
      'polski',
      { ok: false, error: { code: 'tooLong', max: 5, length: 6 } },
    ],
    ['empty text is allowed', 'lighthouse', 'locale', '', { ok: true, value: '' }],
    ['a flag', 'lighthouse', 'screenshots', false, { ok: true, value: false }],
    [
      'a whole number, typed like the default',
      'webpagetest',
      'runs',
      ' 4 ',
      { ok: true, value: 4 },
    ],
    ['a decimal comma', 'webpagetest', 'timeout', '12,0', { ok: true, value: '12' }],
    [
      'a fraction where a whole number is needed',
      'webpagetest',
      'runs',
      '2.5',
      { ok: false, error: { code: 'notInteger' } },
    ],
    ['not a number', 'webpagetest', 'runs', 'three', { ok: false, error: { code: 'notNumber' } }],
    ['an empty number', 'webpagetest', 'runs', '', { ok: false, error: { code: 'required' } }],
    [
      'numeric-string default stays a string',
      'webpagetest',
      'timeout',
      '45',
      { ok: true, value: '45' },
    ],
  ] as const)('%s', (_label, type, name, input, expected) => {
    expect(parseInput(field(type, name), input)).toEqual(expected);
  });

  it('returns the option value with its original type', () => {
    const f = buildSections({
      t: {
        title: 'T',
        settings: {
          level: param({
            defaultValue: 1,
            options: [
              { value: 1, label: 'One' },
              { value: 2, label: 'Two' },
            ],
          }),
        },
      },
    })[0].fields[0];
    expect(parseInput(f, '2')).toEqual({ ok: true, value: 2 });
    expect(defaultLabel(f)).toBe('One');
  });
});

describe('sameValue', () => {
  it.each([
    ['30', 30, true],
    [true, '1', true],
    [false, 0, true],
    ['a', 'b', false],
    [undefined, null, true],
    [{ a: 1 }, { a: 1 }, true],
    [undefined, 'x', false],
  ] as const)('%j vs %j → %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
  });
});

describe('multi-choice parameters (options with a list default)', () => {
  const [multi] = buildSections({
    lighthouse: {
      title: 'Lighthouse',
      settings: {
        categories: param({
          defaultValue: ['performance', 'seo'],
          options: ['performance', 'accessibility', 'seo'].map((v) => ({ value: v, label: v })),
        }),
      },
    },
  })[0].fields;

  it('is a multi field with its defaults as the starting input', () => {
    expect(multi.kind).toBe('multi');
    expect(toInput(multi, undefined)).toEqual(['performance', 'seo']);
    expect(toInput(multi, 'seo')).toEqual(['seo']);
    expect(defaultLabel(multi)).toBe('performance, seo');
  });

  it.each([
    [
      'a subset, in the options order',
      ['seo', 'performance', 'seo'],
      { ok: true, value: ['performance', 'seo'] },
    ],
    ['nothing chosen', [], { ok: false, error: { code: 'noneChosen' } }],
    ['a value not offered', ['speed'], { ok: false, error: { code: 'notAnOption' } }],
  ] as const)('%s', (_label, input, expected) => {
    expect(parseInput(multi, [...input])).toEqual(expected);
  });

  it('compares lists as sets', () => {
    expect(sameValue(['seo', 'performance'], ['performance', 'seo'])).toBe(true);
    expect(sameValue(['seo'], ['performance', 'seo'])).toBe(false);
  });
});
