import { describe, expect, it } from 'vitest';
import { rangeInText, settingRange } from '@/lib/domain/setting-range';
import { normaliseDescriptor } from '@/lib/domain/settings-descriptor';
import { buildSections, checkSettingRanges, parseInput } from '@/lib/domain/profile-fields';

describe('rangeInText', () => {
  it.each([
    ['Number of test runs; the median run is reported (1–9)', { min: 1, max: 9 }],
    ['How many times the page is loaded (1–5)', { min: 1, max: 5 }],
    ['Words the main content should have (0–10000)', { min: 0, max: 10000 }],
    ['Timeout 5 - 120 seconds', { min: 5, max: 120 }],
    ['Depth, 1..3', { min: 1, max: 3 }],
    ['Any value between 0 and 100', { min: 0, max: 100 }],
    ['Runs from 1 to 9', { min: 1, max: 9 }],
    ['Liczba przebiegów od 1 do 9', { min: 1, max: 9 }],
    ['Offset (-5–5)', { min: -5, max: 5 }],
  ])('reads %j', (text, range) => {
    expect(rangeInText(text)).toEqual(range);
  });

  it.each([
    'Language of the report texts, e.g. en-US or pl',
    'Cookie header sent with the request, e.g. consent=1',
    'A viewport such as 1366-768',
    'HTTP/2 and HTTP/3',
    '',
  ])('finds no range in %j', (text) => {
    expect(rangeInText(text)).toBeNull();
  });
});

describe('settingRange', () => {
  it('takes min and max members over the description', () => {
    expect(settingRange({ min: 2, max: '4' }, 'Runs (1–9)')).toEqual({ min: 2, max: 4 });
  });
  it('fills a missing bound from the description, else leaves it open', () => {
    expect(settingRange({ min: 2 }, 'Runs (1–9)')).toEqual({ min: 2, max: 9 });
    expect(settingRange({ max: 5 }, '')).toEqual({ min: -Infinity, max: 5 });
  });
  it('is null when neither says', () => {
    expect(settingRange({}, 'How many runs')).toBeNull();
  });
});

/** Shaped like the emulator's answer: each range is said only in the description. */
const descriptor = normaliseDescriptor({
  webpagetest: {
    title: 'WebPageTest',
    settings: {
      runs: { title: 'Runs', description: 'Number of test runs (1–9)', default_value: 3 },
      location: {
        title: 'Location',
        description: 'Agent (EU 1-2)',
        default_value: 'a',
        options: ['a'],
      },
    },
  },
  sitespeedio: {
    title: 'sitespeed.io',
    settings: {
      iterations: { title: 'Iterations', description: 'Loads (1–5)', default_value: 3 },
    },
  },
  content: {
    title: 'Content audit',
    settings: {
      min_words: { title: 'Minimum words', description: 'Words (0–10000)', default_value: 300 },
      keyword: {
        title: 'Keyword',
        description: 'Up to 80 (1-80)',
        default_value: '',
        maxlength: 80,
      },
    },
  },
});

describe('the descriptor keeps the range it states', () => {
  it('on number parameters, and survives being read back from the cache', () => {
    expect(descriptor.webpagetest.settings.runs.range).toEqual({ min: 1, max: 9 });
    expect(normaliseDescriptor(descriptor)).toEqual(descriptor);
    const explicit = normaliseDescriptor({
      x: { settings: { n: { description: '', default_value: 1, min: 0, max: 2 } } },
    });
    expect(normaliseDescriptor(explicit).x.settings.n.range).toEqual({ min: 0, max: 2 });
  });
});

describe('the editor and the background read the same ranges', () => {
  const field = (type: string, name: string) =>
    buildSections(descriptor)
      .find((s) => s.type === type)!
      .fields.find((f) => f.name === name)!;

  it.each([
    ['webpagetest', 'runs', '-1', 1, 9],
    ['webpagetest', 'runs', '0', 1, 9],
    ['webpagetest', 'runs', '50', 1, 9],
    ['sitespeedio', 'iterations', '0', 1, 5],
    ['content', 'min_words', '10001', 0, 10000],
  ])('%s %s of %s is refused at the field (%i–%i)', (type, name, typed, min, max) => {
    expect(parseInput(field(type, name), typed)).toEqual({
      ok: false,
      error: { code: 'outOfRange', min, max },
    });
    expect(checkSettingRanges(descriptor, { [type]: { [name]: Number(typed) } })).toEqual([
      {
        field: `settings.${type}.${name}`,
        code: 'setting-range',
        values: { min, max, value: Number(typed) },
      },
    ]);
  });

  it.each([
    ['webpagetest', 'runs', '1'],
    ['webpagetest', 'runs', '9'],
    ['content', 'min_words', '0'],
    ['content', 'min_words', '10000'],
  ])('%s %s of %s is kept', (type, name, typed) => {
    expect(parseInput(field(type, name), typed)).toEqual({ ok: true, value: Number(typed) });
    expect(checkSettingRanges(descriptor, { [type]: { [name]: typed } })).toEqual([]);
  });

  it('reads no range for text or choice parameters', () => {
    expect(field('content', 'keyword').range).toBeNull();
    expect(field('webpagetest', 'location').range).toBeNull();
    expect(
      checkSettingRanges(descriptor, { content: { keyword: '500' }, other: { n: 5 } }),
    ).toEqual([]);
  });
});
