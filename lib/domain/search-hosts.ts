/*
 * The search domains the results page can run on (Options → Search results). Each picked host is
 * one optional host permission (`https://<host>/*`, within the manifest's optional origins) and
 * one match of the results-page script (`https://<host>/search*`). Relative imports only: the
 * build configuration (wxt.config.ts) reads this module too.
 */

/** Offered first, and picked when nothing was chosen yet. */
export const DEFAULT_SEARCH_HOSTS = ['www.google.com', 'www.google.pl'] as const;

/**
 * E2e builds only: the hosts whose permission the build holds from install, because a test cannot
 * accept the browser's permission prompt (as with loopback for the emulator). Asking for them
 * then resolves without a prompt; the e2e build does not try to remove them
 * (entrypoints/options/search/access.ts). Store builds hold none (tests/unit/wxt-config.test.ts).
 */
export const E2E_HELD_SEARCH_ORIGINS = DEFAULT_SEARCH_HOSTS.map((h) => `https://${h}/*`);

const HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Whether `host` is a plain lower-case host name (no scheme, port, path or wildcard). */
export function isSearchHost(host: string): boolean {
  return host.length <= 253 && HOST.test(host);
}

/** The host permission a search host needs. */
export const searchOrigin = (host: string) => `https://${host}/*`;

/** Where the results-page script runs on a search host: its results pages only. */
export const searchPageMatch = (host: string) => `https://${host}/search*`;

/**
 * Google's hosts suggested by the service's engines table (research's `engines`, keyed like
 * `google.pl` or `google.co.uk`): `www.google.pl`, … — the defaults first, then in name order.
 */
export function suggestedSearchHosts(engineNames: readonly string[]): string[] {
  const fromEngines = engineNames
    .map((name) => name.trim().toLowerCase())
    .filter((name) => /^google(\.[a-z]{2,3}){1,2}$/.test(name))
    .map((name) => `www.${name}`)
    .filter(isSearchHost);
  const rest = [...new Set(fromEngines)]
    .filter((h) => !DEFAULT_SEARCH_HOSTS.some((d) => d === h))
    .sort();
  return [...DEFAULT_SEARCH_HOSTS, ...rest];
}
