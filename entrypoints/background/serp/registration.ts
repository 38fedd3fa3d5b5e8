import { browser } from 'wxt/browser';
import { searchOrigin, searchPageMatch } from '@/lib/domain/search-hosts';
import { serpSettings, type SerpSettings } from '@/lib/storage/serp-settings';
import { coalesced } from '../coalesce';

/*
 * The results-page script (entrypoints/serp.content/) is in no manifest: it runs only where this
 * registers it — the results pages of the search hosts the user picked in Options → Search
 * results, while the feature is on and the browser grants the host. Kept in step with the
 * settings and the granted permissions, and registered again at every start of the background
 * (a registration does not outlive the browser session: `persistAcrossSessions: false`, the one
 * both Chromium and Firefox take).
 */
export const SERP_SCRIPT_ID = 'stormlens-serp';
/** Where WXT builds the script (a content script named `serp`). */
export const SERP_SCRIPT_FILE = 'content-scripts/serp.js';

/** The picked hosts the browser grants, while the feature is on. */
export async function grantedHosts(settings: SerpSettings): Promise<string[]> {
  if (!settings.enabled) return [];
  const granted: string[] = [];
  for (const host of settings.hosts) {
    if (await browser.permissions.contains({ origins: [searchOrigin(host)] })) granted.push(host);
  }
  return granted;
}

/** Register, update or remove the script so it matches exactly the granted hosts' results pages. */
export const syncRegistration = coalesced(
  async (): Promise<string[]> => {
    const hosts = await grantedHosts(await serpSettings.getValue());
    const ids = [SERP_SCRIPT_ID];
    const existing = await browser.scripting.getRegisteredContentScripts({ ids });
    if (!hosts.length) {
      if (existing.length) await browser.scripting.unregisterContentScripts({ ids });
      return [];
    }
    const script = {
      id: SERP_SCRIPT_ID,
      js: [SERP_SCRIPT_FILE],
      matches: hosts.map(searchPageMatch),
      // The results are in the document by then; nothing of ours is needed earlier.
      runAt: 'document_idle' as const,
      persistAcrossSessions: false,
    };
    if (existing.length) await browser.scripting.updateContentScripts([script]);
    else await browser.scripting.registerContentScripts([script]);
    return hosts;
  },
  { rerun: true },
);
