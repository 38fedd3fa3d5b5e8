import type { Campaign } from '@/lib/api/schemas/monitoring';
import { logCaught } from '@/lib/diagnostics/log';
import { DAY } from '@/lib/storage/cache';
import {
  campaignFacts,
  MAX_CAMPAIGN_FACTS,
  type CampaignFacts,
} from '@/lib/storage/campaign-facts';
import type { CampaignSummary } from '@/lib/messaging/protocol/monitoring/campaigns';
import type { MonitoringPort } from './port';
import { withoutMark } from '@/lib/domain/click-mark';

/** A title read this long ago is read again the next time its campaign is shown. */
export const TITLE_TTL = DAY;
/** Unknown titles read in the background after a full list: the rest wait for the next one. */
export const TITLES_PER_LIST = 5;

/** Remember what a retrieve said (every retrieve goes through here: campaigns.ts). */
export async function rememberCampaign(
  campaign: Pick<Campaign, 'id' | 'title'>,
  extra: Partial<Pick<CampaignFacts, 'includeSubdomains' | 'data'>> = {},
): Promise<void> {
  const key = String(campaign.id);
  await campaignFacts.update((all) =>
    boundedFacts({
      ...all,
      [key]: {
        ...all[key],
        ...extra,
        ...(extra.data ? { data: { ...all[key]?.data, ...extra.data } } : {}),
        // Retrieve falls back to the domain when the service sent no title: keep a real one then.
        title: campaign.title || all[key]?.title || '',
        at: Date.now(),
      },
    }),
  );
}

/** Remember titles the overview named (its `name`), in one write. */
export async function rememberTitles(named: { id: number; title: string }[]): Promise<void> {
  if (!named.length) return;
  const at = Date.now();
  await campaignFacts.update((all) => {
    const next = { ...all };
    for (const { id, title } of named) next[String(id)] = { ...all[String(id)], title, at };
    return boundedFacts(next);
  });
}

/** The campaigns read most recently, MAX_CAMPAIGN_FACTS of them: an agency's account and more. */
function boundedFacts(all: Record<string, CampaignFacts>): Record<string, CampaignFacts> {
  const entries = Object.entries(all);
  if (entries.length <= MAX_CAMPAIGN_FACTS) return all;
  return Object.fromEntries(
    entries.sort(([, a], [, b]) => b.at - a.at).slice(0, MAX_CAMPAIGN_FACTS),
  );
}

/** Summaries with the titles known so far; unknown ones keep the domain. */
export async function withTitles<T extends CampaignSummary>(summaries: T[]): Promise<T[]> {
  const facts = await campaignFacts.getValue();
  return summaries.map((s) => {
    const known = facts[String(s.id)];
    return {
      ...s,
      title: withoutMark(known?.title || s.title || s.domain),
      includeSubdomains: s.includeSubdomains || known?.includeSubdomains === true,
      ...(known?.data ? { data: known.data } : {}),
    };
  });
}

/** Ids among `ids` whose title is unknown or older than TITLE_TTL. */
export async function titlesToRead(ids: number[], now = Date.now()): Promise<number[]> {
  const facts = await campaignFacts.getValue();
  return ids.filter((id) => {
    const known = facts[String(id)];
    return !known?.title || now - known.at >= TITLE_TTL || now < known.at;
  });
}

/**
 * Read the titles of `ids` that are not known yet, one retrieve each (in sequence: the service
 * takes one request a second). A failure leaves that campaign named by its domain and is logged.
 */
export async function readTitles(
  port: MonitoringPort,
  ids: number[],
  retrieve: (id: number) => Promise<Pick<Campaign, 'id' | 'title'>> = (id) =>
    port.campaigns.retrieve(id),
): Promise<void> {
  for (const id of await titlesToRead(ids)) {
    try {
      await rememberCampaign(await retrieve(id));
    } catch (error) {
      // A title is a label: the campaign is listed by its domain until the next list reads it.
      void logCaught(`monitoring: reading the title of campaign ${id}`, error);
    }
  }
}
