/*
 * A tracked phrase as the results page and the phrase index compare it. The service stores a
 * keyword as the user typed it ("Buty  Damskie"); a search box query arrives as the user typed
 * that. Both are normalised once, the same way: Unicode NFC, lower case, runs of white space as
 * one space, trimmed.
 */

/** Longest phrase the service takes as a keyword (../shared/spec/monitoring.md `keywords`). */
export const MAX_PHRASE = 255;

export function normalisePhrase(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}
