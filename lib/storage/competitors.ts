import * as z from 'zod/mini';
import { isDomain } from '@/lib/domain/domain-name';
import { MAX_COMPETITORS } from '@/lib/domain/competitors';
import { defineStoredItem } from './item';

/**
 * The competitor domains a person compares a campaign with in the side panel (get-data `domains`:
 * ../shared/spec/monitoring.md §4), keyed by campaign id, in the order added. A choice, not a
 * cache: kept when the cache is cleared, so reopening the campaign compares with the same sites.
 */
export const competitors = defineStoredItem<Record<string, string[]>>('local:competitors', {
  fallback: {},
  version: 1,
  schema: z.record(
    z.string(),
    z.array(z.string().check(z.refine(isDomain))).check(z.maxLength(MAX_COMPETITORS)),
  ),
});

/** Add or remove one campaign's competitor (trimmed, lowercase, once, at most MAX_COMPETITORS). */
export async function setCompetitors(campaignId: number, domains: readonly string[]) {
  const list = [...new Set(domains.map((d) => d.trim().toLowerCase()))]
    .filter((d) => isDomain(d))
    .slice(0, MAX_COMPETITORS);
  await competitors.update((all) => {
    const next = { ...all };
    if (list.length) next[String(campaignId)] = list;
    else delete next[String(campaignId)];
    return next;
  });
}
