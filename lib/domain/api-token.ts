import { issue, type Issue } from './input-issue';

/**
 * What Stormlens itself knows about an API token before the service sees it: long enough to be a
 * whole token, and one line with no space inside (a paste split over two lines or with a word
 * break). The ends are trimmed; anything else (letters, emoji) is the service's to judge. The
 * options form and the message protocol both check with this.
 */
export const TOKEN_MIN_LENGTH = 8;
export const TOKEN_MAX_LENGTH = 256;

/** Whitespace or a line break between the token's first and last characters. */
export const hasBreakInside = (token: string): boolean => /\s/.test(token.trim());

export function checkToken(token: string, field = 'token'): Issue | null {
  const trimmed = token.trim();
  if (trimmed.length < TOKEN_MIN_LENGTH) return issue(field, 'token-short');
  if (hasBreakInside(trimmed)) return issue(field, 'token-whitespace');
  return trimmed.length > TOKEN_MAX_LENGTH
    ? issue(field, 'text-too-long', { max: TOKEN_MAX_LENGTH })
    : null;
}
