import { logCaught } from '@/lib/diagnostics/log';
import { defaultRange } from '@/lib/domain/dates';
import { siteHost } from '@/lib/domain/domain-match';
import { send } from '@/lib/messaging/client';
import type { Output } from '@/lib/messaging/protocol';
import { competitors } from '@/lib/storage/competitors';
import { panelKey, positionsKey, readPanelEntry, type PanelEntry } from '@/lib/storage/panel-cache';
import { defaultPreferences, preferences } from '@/lib/storage/prefs';
import { domainCampaignsSchema, positionsReportSchema } from '@/lib/storage/panel-schemas';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import type { FollowedTab } from './followed-tab';
import { takeFollowedTab } from './prefetch';

/**
 * What the panel's first frame needs, read while the strings load (entrypoints/sidepanel/main.tsx)
 * so a campaign seen before paints its table in the very first render (its budget: reopen → first
 * row ≤ 150 ms): the followed tab, the opening range from the preferences, and from the panel
 * cache the domain's campaigns and the first campaign's report for that range, in the view the
 * panel opens with (organic, the campaign's remembered competitors, no filters). The hooks start
 * from this snapshot and then do what they always do (read, watch, revalidate).
 */
interface BootSnapshot {
  followed: FollowedTab | null;
  entries: Map<string, PanelEntry<unknown>>;
  /** The remembered competitors per campaign (lib/storage/competitors.ts). */
  competitors: Record<string, string[]>;
}

let snapshot: BootSnapshot | null = null;

type DomainCampaigns = Output<'monitoring.forDomain'>;

/**
 * The site's campaigns, asked for as soon as the start-up read found none stored: on a first open
 * the panel's first row waits for this read and then the report, one request a second, and
 * starting it here rather than once the views have mounted (half a second later on the first day)
 * takes that wait off the row. Taken once by the panel's own read of the same site.
 */
let early: { host: string; reading: Promise<DomainCampaigns> } | null = null;

function readEarly(host: string): void {
  const reading = send('monitoring.forDomain', { domain: host, fresh: false });
  // Shown by the panel when it takes the read; logged too, for when it never does.
  reading.catch((error: unknown) => logCaught('side panel: reading the site’s campaigns', error));
  early = { host, reading };
}

/** The early read of `host`'s campaigns (`loadBoot`), once; null when there is none. */
export function takeEarlyDomain(host: string): Promise<DomainCampaigns> | null {
  if (early?.host !== host) return null;
  const { reading } = early;
  early = null;
  return reading;
}

export async function loadBoot(): Promise<void> {
  const reading = takeFollowedTab();
  // The domain's campaigns need only the tab: read beside the preferences, not after them.
  const readingDomain = reading.then(async (tab) => {
    const host = siteHost(tab?.url);
    if (!host) return null;
    const stored = await readPanelEntry(panelKey('domain', host), domainCampaignsSchema);
    if (!stored || stored.value.domain !== host) readEarly(host);
    return stored;
  });
  const [followed, prefs, compared, domain] = await Promise.all([
    reading,
    preferences.getValue(),
    competitors.getValue(),
    readingDomain,
  ]);
  const store = useSidepanelStore.getState();
  if (!store.range) {
    const days = prefs.rangeDays ?? defaultPreferences.rangeDays;
    store.setRange({
      ...defaultRange(days),
      gap: prefs.gap ?? defaultPreferences.gap,
      presetDays: days,
    });
  }
  const entries = new Map<string, PanelEntry<unknown>>();
  snapshot = { followed, entries, competitors: compared };
  const host = siteHost(followed?.url);
  const range = useSidepanelStore.getState().range;
  if (!host || !range) return;
  if (!domain || domain.value.domain !== host) return;
  entries.set(panelKey('domain', host), domain);
  const campaign = domain.value.campaigns[0];
  if (!campaign) return;
  const { rankType, serviceFilters } = useSidepanelStore.getState();
  const reportKey = positionsKey({
    ...range,
    campaignId: campaign.id,
    type: rankType,
    competitors: compared[String(campaign.id)] ?? [],
    filters: serviceFilters,
  });
  const report = await readPanelEntry(reportKey, positionsReportSchema);
  if (report) entries.set(reportKey, report);
}

/** The followed tab as read at start-up; undefined when the start-up read is not done. */
export function bootFollowed(): FollowedTab | null | undefined {
  return snapshot ? snapshot.followed : undefined;
}

/** The remembered competitors as read at start-up; undefined when the start-up read is not done. */
export function bootCompetitors(): Record<string, string[]> | undefined {
  return snapshot?.competitors;
}

/** A panel cache entry as read at start-up, or null. */
export function bootEntry<T>(key: string): PanelEntry<T> | null {
  return (snapshot?.entries.get(key) as PanelEntry<T> | undefined) ?? null;
}
