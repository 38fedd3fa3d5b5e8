import { issue, type Issue } from './input-issue';
import { isLoopbackUrl, parseUrl } from './url';

/**
 * The service's base URL: the one reading of what the user types, used by the options form (to
 * ask for the host permission and say what is wrong), the background (to store it) and the client
 * (to join paths onto it). Paths are joined onto it (`audits/audit/list.json`), so it always ends
 * with `/api-v3/`.
 */
export const REAL_SERVICE_URL = 'https://api.semstorm.com/api-v3/';
/** What a custom base URL looks like (the options form's placeholder). */
export const BASE_URL_EXAMPLE = 'https://example.com/api-v3/';

/**
 * Why an address cannot be the base URL: nothing typed, a space inside (a URL parser would quietly
 * encode one in the path), not an http(s) URL, or plain http off loopback.
 */
export type BaseUrlProblem = 'empty' | 'space' | 'invalid' | 'insecure';

/** Each problem's input code (lib/domain/input-issue.ts), translated as `errors.invalid.<code>`. */
const problemCodes = {
  empty: 'base-url-empty',
  space: 'base-url-space',
  invalid: 'base-url',
  insecure: 'base-url-insecure',
} as const;

export type BaseUrlCheck =
  | {
      ok: true;
      /** As stored: query and fragment dropped, `api-v3/` appended when only the host was given. */
      url: string;
      /** Host permission pattern (match patterns carry no port). */
      origin: string;
    }
  | { ok: false; code: BaseUrlProblem };

/** HTTPS anywhere, plain HTTP only on loopback (the emulator). */
export function checkBaseUrl(text: string): BaseUrlCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: 'empty' };
  if (/\s/.test(trimmed)) return { ok: false, code: 'space' };
  const url = parseUrl(trimmed);
  if (!url) return { ok: false, code: 'invalid' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, code: 'invalid' };
  if (url.protocol === 'http:' && !isLoopbackUrl(url.href)) return { ok: false, code: 'insecure' };
  url.search = '';
  url.hash = '';
  let path = url.pathname.replace(/\/+$/, '');
  if (!/\/api-v3$/.test(path)) path = `${path}/api-v3`;
  url.pathname = `${path}/`;
  return { ok: true, url: url.href, origin: `${url.protocol}//${url.hostname}/*` };
}

/** What is wrong with an address as an input issue, or null when it can be the base URL. */
export function baseUrlIssue(text: string, field = 'baseUrl'): Issue | null {
  const checked = checkBaseUrl(text);
  return checked.ok ? null : baseUrlProblemIssue(checked.code, field);
}

export const baseUrlProblemIssue = (problem: BaseUrlProblem, field = 'baseUrl'): Issue =>
  issue(field, problemCodes[problem]);

/** The base URL the client calls: the real service when none is set, else as checked. */
export function normaliseBaseUrl(text: string | undefined): string {
  if (!text?.trim()) return REAL_SERVICE_URL;
  const checked = checkBaseUrl(text);
  // A stored value was checked when saved; anything else is left for the request to refuse.
  return checked.ok ? checked.url : text.trim();
}

export const isRealService = (url: string) => url === REAL_SERVICE_URL;
