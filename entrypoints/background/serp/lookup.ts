import { reportPositionsSchema } from '@/lib/storage/panel-schemas';
import { panelKeysOf, readPanelEntry } from '@/lib/storage/panel-cache';
import { competitors as competitorsItem } from '@/lib/storage/competitors';
import { refreshedKey, refreshedPositions } from '@/lib/storage/serp-positions';
import {
  indexMeta,
  indexState,
  refsOf,
  type IndexMeta,
  type IndexRef,
} from '@/lib/storage/serp-index';
import { serpSettings } from '@/lib/storage/serp-settings';
import { watchChanges, type StoredChange } from '@/lib/storage/watch';
import { fromReport, hasPositions, type StoredPositions } from '@/lib/domain/serp-positions';
import { change } from '@/lib/domain/positions';
import { isDevice } from '@/lib/domain/device';
import { userLanguage } from '../i18n';
import type {
  SerpCampaign,
  SerpIndexState,
  SerpLookup,
  SerpStored,
} from '@/lib/messaging/protocol/serp';

/*
 * `serp.lookup`: which campaigns track a phrase and what Stormlens has stored of their positions,
 * read from storage only (no service call). Positions come from the newest of: a Refresh from the
 * results page, the side panel's stored positions reports, the watches' changes.
 */

/** Whether the results page on `pageHost` is on, and how far the phrase index is. */
export async function indexStateFor(pageHost: string): Promise<SerpIndexState> {
  const settings = await serpSettings.getValue();
  if (!settings.enabled || !settings.hosts.includes(pageHost.trim().toLowerCase())) return 'off';
  const state = await indexState.getValue();
  return state.complete && !state.capped ? 'complete' : 'building';
}

/** The newest stored report of the campaign that has the keyword (organic results only). */
async function fromReports(
  campaignId: number,
  keywordId: number,
  rivals: readonly string[],
): Promise<{ positions: StoredPositions; at: number } | null> {
  for (const key of await panelKeysOf(campaignId, 'positions')) {
    const entry = await readPanelEntry(key, reportPositionsSchema);
    if (!entry || entry.value.type !== 'organic') continue;
    const positions = fromReport(entry.value, keywordId, rivals);
    if (hasPositions(positions)) return { positions, at: entry.at };
  }
  return null;
}

/** The newest change per device the watches found for the keyword. */
export function fromChanges(
  changes: readonly StoredChange[],
  campaignId: number,
  keywordId: number,
): { positions: StoredPositions; at: number } | null {
  const mine = changes
    .filter((c) => c.campaignId === campaignId && c.keywordId === keywordId && c.after !== null)
    .sort((a, b) => b.day.localeCompare(a.day) || b.foundAt - a.foundAt);
  if (!mine.length) return null;
  const positions: StoredPositions = { competitorPositions: [] };
  for (const c of mine) {
    if (!isDevice(c.device) || positions[c.device] || c.after === null) continue;
    const delta = c.before === null ? null : change([c.before, c.after]).delta;
    positions[c.device] = { position: c.after, change: delta, date: c.day, url: c.urlAfter };
  }
  return { positions, at: Math.max(...mine.map((c) => c.foundAt)) };
}

/** The newest stored positions of one keyword, and where they came from. */
async function storedPositions(
  campaignId: number,
  keywordId: number,
  rivals: readonly string[],
): Promise<{ positions: StoredPositions; stored: SerpStored } | null> {
  const refreshed = (await refreshedPositions.getValue())[refreshedKey(campaignId, keywordId)];
  const report = await fromReports(campaignId, keywordId, rivals);
  const watch = fromChanges(await watchChanges.getValue(), campaignId, keywordId);
  const found = [
    refreshed && { positions: refreshed, stored: { source: 'refresh' as const, at: refreshed.at } },
    report && { positions: report.positions, stored: { source: 'report' as const, at: report.at } },
    watch && { positions: watch.positions, stored: { source: 'watch' as const, at: watch.at } },
  ].filter((f) => !!f);
  return found.sort((a, b) => b.stored.at - a.stored.at)[0] ?? null;
}

/** A campaign entry of the phrase: what the index knows, with the positions stored. */
export async function campaignEntry(
  ref: IndexRef,
  meta: IndexMeta,
  allCompetitors: Record<string, string[]>,
): Promise<SerpCampaign | null> {
  const [campaignId, groupId, keywordId] = ref;
  const campaign = meta.campaigns[String(campaignId)];
  if (!campaign) return null;
  const rivals = allCompetitors[String(campaignId)] ?? [];
  const found = await storedPositions(campaignId, keywordId, rivals);
  const { competitorPositions = [], ...own } = found?.positions ?? {};
  return {
    campaignId,
    title: campaign.title,
    domain: campaign.domain,
    competitors: rivals,
    keywordId,
    groupId,
    groupTitle: meta.groups[String(groupId)]?.title ?? null,
    ...own,
    competitorPositions,
    stored: found?.stored ?? null,
  };
}

export async function lookup(phrase: string, pageHost: string): Promise<SerpLookup> {
  const index = await indexStateFor(pageHost);
  const language = await userLanguage();
  if (index === 'off') return { index, phrase, language, campaigns: [] };
  const refs = await refsOf(phrase);
  if (!refs.length) return { index, phrase, language, campaigns: [] };
  const meta = await indexMeta.getValue();
  const all = await competitorsItem.getValue();
  const entries = await Promise.all(refs.map((ref) => campaignEntry(ref, meta, all)));
  return { index, phrase, language, campaigns: entries.filter((e) => e !== null) };
}
