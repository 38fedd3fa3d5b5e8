import type { Worker } from '@playwright/test';
import { AGENCY_WATCHED } from '../emulator/agency';
import { serviceCall } from './service';

/*
 * The agency data set from the extension's side (tests/emulator/agency): its watches, which are
 * the extension's own storage and so are stored here as a user's earlier session left them.
 */

/** A watch on a whole campaign with every rule on, as "New watch" saves one by default. */
export function campaignWatch(id: string, campaign: { id: number; domain: string; title: string }) {
  const now = Date.now();
  return {
    id,
    campaignId: campaign.id,
    domain: campaign.domain,
    campaignTitle: campaign.title,
    scope: { kind: 'campaign' },
    rules: {
      dayMove: 5,
      weekMove: 10,
      tops: [3, 10, 50],
      top100: true,
      urlChange: true,
      competitor: null,
    },
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The ten campaigns the agency watches, by id, read as another client of the account would (one
 * list call): call it before the extension connects, then clear the request log if a test counts.
 */
export async function agencyWatched(emulator: {
  baseUrl: string;
}): Promise<{ id: number; domain: string; title: string }[]> {
  const listed = await serviceCall<{ campaigns: { id: string; domain: string }[] }>(
    emulator,
    'POST',
    'monitoring/monitoring-campaign/get-list.json',
    { type: ['seo'], pager: { page: 0, items_per_page: 1000 } },
  );
  return AGENCY_WATCHED.map((domain) => {
    const found = listed.campaigns.find((c) => c.domain === domain);
    if (!found) throw new Error(`the agency data has no campaign on ${domain}`);
    return { id: Number(found.id), domain, title: domain };
  });
}

/** Store the watches in the extension's storage, as the background keeps them. */
export async function storeWatches(worker: Worker, list: unknown[]): Promise<void> {
  await worker.evaluate(async (watches) => chrome.storage.local.set({ watches }), list);
}
