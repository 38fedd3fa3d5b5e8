import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const print = readFileSync('entrypoints/review/document/print.css', 'utf8');
const media = print.slice(print.indexOf('@media print')).replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the print rule whose selector list includes `selector`. */
const rule = (selector: string) =>
  [...media.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors]) => selectors.split(',').some((s) => s.trim() === selector))
    .map(([, , body]) => body)
    .join(';');

describe('the review on paper', () => {
  it('is laid out for A4', () => {
    expect(print).toMatch(/@page\s*\{[^}]*size:\s*A4/);
  });

  it('starts each section on a new page', () => {
    expect(rule('.rv-section')).toMatch(/break-before:\s*page/);
  });

  it("repeats every table's header row on each printed page", () => {
    expect(rule('.rv-table thead')).toMatch(/display:\s*table-header-group/);
  });

  it('prints nothing dark: light tokens, and white wherever the screen has a background', () => {
    expect(rule(':root')).toMatch(/color-scheme:\s*light/);
    const backgrounds = [...media.matchAll(/background:\s*([^;]+);/g)].map((m) => m[1].trim());
    expect(backgrounds.length).toBeGreaterThan(0);
    expect(backgrounds.filter((b) => b !== '#fff')).toEqual([]);
    for (const tinted of ['.rv-table thead th', '.rv-empty', '.rv-chart svg', '.rv-section'])
      expect(rule(tinted), tinted).toMatch(/background:\s*#fff/);
    expect(rule('.rv-actions')).toMatch(/display:\s*none/);
    expect(rule('button')).toMatch(/display:\s*none/);
  });
});
