import * as z from 'zod/mini';
import { defineStoredItem } from './item';

/*
 * Options → Search results: whether Stormlens annotates search results pages, and on which search
 * domains. Off by default; a choice, not a cache (kept when the cache is cleared). Only Options
 * writes it, after the browser granted the hosts' permissions; the background follows it to
 * register the results-page script (entrypoints/background/serp/index.ts).
 */
export interface SerpSettings {
  enabled: boolean;
  /** Search hosts, e.g. `www.google.com`, `www.google.pl` (lower case, no scheme or path). */
  hosts: string[];
}

/** Most search domains one may pick: each is a host permission and a content-script match. */
export const MAX_SEARCH_HOSTS = 20;

export const serpSettings = defineStoredItem<SerpSettings>('local:serpSettings', {
  fallback: { enabled: false, hosts: [] },
  version: 1,
  schema: z.object({
    enabled: z.boolean(),
    hosts: z.array(z.string()).check(z.maxLength(MAX_SEARCH_HOSTS)),
  }),
});
