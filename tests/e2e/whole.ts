/**
 * `text` as a pattern for `toContainText` that finds it only where a number at either end stands
 * whole: `whole('2 tokens')` matches "costs 2 tokens" but not "12 tokens", `whole('CPC €1.5')` not
 * "CPC €1.55". For an element that says more than the number (a row, a line of figures); where
 * the element holds the number alone, `toHaveText` says it exactly. Whitespace in `text` matches
 * any whitespace (a pattern, unlike a string, is not compared with whitespace collapsed).
 */
export function whole(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const before = /^\d/.test(text) ? '(?<![\\d.,])' : '';
  const after = /\d$/.test(text) ? '(?![.,]?\\d)' : '';
  return new RegExp(`${before}${escaped}${after}`);
}
