import { describe, expect, it } from 'vitest';
import { initialRunInputs, parseRunInputs, runSections } from '@/lib/domain/run-settings';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';

const descriptor: SettingsDescriptor = {
  lighthouse: {
    title: 'Lighthouse',
    settings: {
      throttling: {
        title: 'Throttling',
        description: '',
        defaultValue: 'slow',
        maxLength: null,
        options: [
          { value: 'slow', label: 'Slow' },
          { value: 'none', label: 'None' },
        ],
      },
      locale: { title: 'Locale', description: '', defaultValue: 'en', maxLength: 5, options: null },
    },
  },
  content: { title: 'Content', settings: {} },
};

describe('run settings', () => {
  it('lists the run’s types in its order, only those the account has', () => {
    expect(runSections(descriptor, ['content', 'lighthouse', 'gone']).map((s) => s.type)).toEqual([
      'content',
      'lighthouse',
    ]);
  });

  it.each([
    ['defaults', null, { throttling: 'slow', locale: 'en' }],
    [
      'the profile’s values',
      { lighthouse: { locale: 'pl' } },
      { throttling: 'slow', locale: 'pl' },
    ],
  ])('pre-fills from %s', (_name, stored, expected) => {
    const inputs = initialRunInputs(runSections(descriptor, ['lighthouse']), stored);
    expect(inputs.lighthouse).toEqual(expected);
  });

  it.each([
    [
      'valid values become audits_settings',
      { lighthouse: { throttling: 'none', locale: 'pl' } },
      { ok: true, settings: { lighthouse: { throttling: 'none', locale: 'pl' }, content: {} } },
    ],
    [
      'a value over maxlength is flagged, not sent',
      { lighthouse: { throttling: 'none', locale: 'polski' } },
      { ok: false, errors: { lighthouse: { locale: { code: 'tooLong', max: 5, length: 6 } } } },
    ],
    [
      'a type never opened goes with its defaults',
      {},
      { ok: true, settings: { lighthouse: { throttling: 'slow', locale: 'en' }, content: {} } },
    ],
  ])('%s', (_name, inputs, expected) => {
    expect(parseRunInputs(runSections(descriptor, ['lighthouse', 'content']), inputs)).toEqual(
      expected,
    );
  });
});
