import { browser } from 'wxt/browser';
import { E2E_HELD_SEARCH_ORIGINS, searchOrigin } from '@/lib/domain/search-hosts';

/*
 * The search hosts' permissions, asked for and given back from Options → Search results. The
 * background follows what is granted (entrypoints/background/serp/registration.ts).
 */

/** Ask the browser for the hosts. Call it straight from the click: the prompt needs its gesture. */
export function requestSearchAccess(hosts: readonly string[]): Promise<boolean> {
  return browser.permissions.request({ origins: hosts.map(searchOrigin) });
}

/** Give the hosts back to the browser. */
export async function removeSearchAccess(hosts: readonly string[]): Promise<boolean> {
  // Compile-time constant: store builds remove every host; the e2e build holds the test hosts
  // from install (lib/domain/search-hosts.ts) and the browser refuses to remove those.
  const held: readonly string[] = import.meta.env.MODE === 'e2e' ? E2E_HELD_SEARCH_ORIGINS : [];
  const origins = hosts.map(searchOrigin).filter((origin) => !held.includes(origin));
  return origins.length ? browser.permissions.remove({ origins }) : true;
}
