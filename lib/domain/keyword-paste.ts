import { issue, TEXT_MAX, type Issue } from './input-issue';

/*
 * Keywords pasted into a group, one per line (or separated by semicolons): each phrase with its
 * spaces tidied, each once, none empty; at most 255 characters a phrase and 1,000 phrases a paste.
 * The side panel's box, the message protocol and the client check with this.
 */
export const KEYWORD_MAX = TEXT_MAX;
export const MAX_PASTED_KEYWORDS = 1000;

/** The phrases a pasted text holds, tidied, each once. */
export const pastedPhrases = (text: string): string[] => [
  ...new Set(
    text
      .split(/\r?\n|;/)
      .map((l) => l.trim().replace(/\s+/g, ' '))
      .filter(Boolean),
  ),
];

/** What is wrong with the phrases: none, a phrase too long (the first, named), or too many. */
export function checkPastedKeywords(phrases: readonly string[], field = 'keywords'): Issue | null {
  if (phrases.length === 0) return issue(field, 'keywords-empty');
  const long = phrases.find((p) => p.length > KEYWORD_MAX);
  if (long)
    return issue(field, 'keyword-too-long', {
      value: long.length > 40 ? `${long.slice(0, 40)}…` : long,
      max: KEYWORD_MAX,
    });
  return phrases.length > MAX_PASTED_KEYWORDS
    ? issue(field, 'list-too-long', { max: MAX_PASTED_KEYWORDS })
    : null;
}
