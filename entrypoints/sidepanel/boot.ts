import { defaultRange } from '@/lib/domain/dates';
import { siteHost } from '@/lib/domain/domain-match';
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

export async function loadBoot(): Promise<void> {
  const reading = takeFollowedTab();
  // The domain's campaigns need only the tab: read beside the preferences, not after them.
  const readingDomain = reading.then((tab) => {
    const host = siteHost(tab?.url);
    return host ? readPanelEntry(panelKey('domain', host), domainCampaignsSchema) : null;
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
