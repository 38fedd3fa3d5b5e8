import type { Emulator } from './fixtures';

/*
 * Campaigns, groups and keywords as the emulator holds them (its control API's state, which no
 * rate limit counts): what a journey's writes left behind, read without taking a request of the
 * account's one a second from the extension at the real pace.
 */

interface Held {
  id: number;
  title: string;
  status: string;
}
export interface HeldCampaign extends Held {
  domain: string;
  data: Record<string, unknown>;
}
export interface HeldGroup extends Held {
  campaignId: number;
  engine: number;
  country: number;
  location: string;
  devices: string[];
}
export interface HeldKeyword extends Held {
  groupId: number;
}

interface Stored {
  monitoring: {
    campaigns: Record<string, HeldCampaign>;
    groups: Record<string, HeldGroup>;
    keywords: Record<string, HeldKeyword>;
  };
}

async function stored(emulator: Pick<Emulator, 'url'>): Promise<Stored['monitoring']> {
  const res = await fetch(`${emulator.url}/__emulator/state`);
  return ((await res.json()) as Stored).monitoring;
}

const byTitle = <T extends Held>(items: T[]) => new Map(items.map((item) => [item.title, item]));

export async function heldCampaign(emulator: Pick<Emulator, 'url'>, id: number) {
  return (await stored(emulator)).campaigns[String(id)];
}

/** The campaign on a domain (the newest, when several are). */
export async function heldCampaignOn(emulator: Pick<Emulator, 'url'>, domain: string) {
  const found = Object.values((await stored(emulator)).campaigns)
    .filter((c) => c.domain === domain)
    .sort((a, b) => b.id - a.id)[0];
  if (!found) throw new Error(`The emulator holds no campaign on ${domain}.`);
  return found;
}

/** The campaign's groups (deleted ones too), by title. */
export async function heldGroups(emulator: Pick<Emulator, 'url'>, campaignId: number) {
  const { groups } = await stored(emulator);
  return byTitle(Object.values(groups).filter((g) => g.campaignId === campaignId));
}

/** The campaign's keywords (deleted ones too), by phrase. */
export async function heldKeywords(emulator: Pick<Emulator, 'url'>, campaignId: number) {
  const { groups, keywords } = await stored(emulator);
  return byTitle(
    Object.values(keywords).filter((k) => groups[String(k.groupId)]?.campaignId === campaignId),
  );
}
