import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/review.json';
import pl from '@/lib/i18n/locales/pl/review.json';
import { choiceOf, emulatorReview, reading } from './emulator-review';
import { renderReview, textOf } from './render';

/** Every string under a catalogue node. */
const values = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(values);

/**
 * The English document's words: each string's text between its placeholders, when it is a word or
 * more and not the same in Polish (a name such as "CPC" is both).
 */
const polish = new Set(values(pl.document).flatMap((v) => v.split(/\{\w+\}/)));
const english = [
  ...new Set(
    values(en.document)
      .flatMap((v) => v.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => /[a-z]{3}/i.test(part) && !polish.has(part) && !polish.has(` ${part} `)),
  ),
];

const { review } = emulatorReview();

describe('the review in its own language', () => {
  const text = textOf(renderReview(review, choiceOf({ language: 'pl' }), reading));

  it('has English strings to look for', () => {
    expect(english.length).toBeGreaterThan(100);
  });

  it('writes a Polish review in Polish throughout: no string of the English catalogue', () => {
    expect(english.filter((part) => text.includes(part))).toEqual([]);
    expect(text).toContain('Podsumowanie');
    expect(text).toContain('Załącznik: wszystkie słowa kluczowe');
  });

  it('writes numbers and dates as Polish does', () => {
    // A decimal comma, and the month in Polish.
    expect(text).toMatch(/\d,\d/);
    expect(text).toMatch(/\d{1,2} (sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru) 2026/);
    expect(text).not.toMatch(/\d{1,2} (Jan|Feb|Mar|Apr|May|Jun) 2026/);
  });

  it('writes an English review in English, whatever the interface speaks', () => {
    const english = textOf(renderReview(review, choiceOf({ language: 'en' }), reading));
    expect(english).toContain('Summary');
    expect(english).not.toContain('Podsumowanie');
  });
});
