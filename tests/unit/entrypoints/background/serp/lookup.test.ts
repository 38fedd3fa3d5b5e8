import { defaultPreferences, preferences } from '@/lib/storage/prefs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lookup, fromChanges } from '@/entrypoints/background/serp/lookup';
import { writeCampaign } from '@/entrypoints/background/serp/index-store';
import { dispatch } from '@/lib/messaging/server';
import { positionsKey, writePanelEntry } from '@/lib/storage/panel-cache';
import { indexMeta, indexState } from '@/lib/storage/serp-index';
import { serpSettings } from '@/lib/storage/serp-settings';
import { competitors } from '@/lib/storage/competitors';
import type { PositionsReport } from '@/lib/messaging/protocol/monitoring/positions';
import type { StoredChange } from '@/lib/storage/watch';

const range = { datemin: '2026-11-23', datemax: '2026-11-25', gap: 'daily', presetDays: 3 };

function report(): PositionsReport {
  return {
    campaign: {
      id: 7,
      title: 'Shoes',
      domain: 'shoes.example',
      status: 'active',
      access: 'owner',
      type: 'seo',
      includeSubdomains: false,
      shared: false,
      owner: null,
    },
    ...range,
    gap: 'daily',
    type: 'organic',
    competitors: ['rival.example'],
    filters: null,
    dates: ['2026-11-23', '2026-11-24', '2026-11-25'],
    groups: [],
    keywords: [
      {
        id: 70,
        title: 'Buty Damskie',
        groupId: 700,
        status: 'active',
        volume: 1900,
        cpc: 1.2,
        positions: { desktop: [6, 4, null], mobile: ['out', 9, 8] },
        urls: { desktop: 'https://shoes.example/damskie', mobile: null },
        urlHistory: {},
        rivals: { 'rival.example': { desktop: [3, 3, 2] } },
      },
    ],
    partial: false,
  };
}

async function indexShoes(complete: boolean) {
  await indexMeta.setValue({
    campaigns: {
      '7': { title: 'Shoes', domain: 'shoes.example', access: 'owner', shards: [], keywords: 1 },
    },
    groups: { '700': { campaignId: 7, title: 'Women' } },
  });
  await writeCampaign(7, [['Buty Damskie', 700, 70]]);
  await indexState.update((s) => ({ ...s, complete }));
}

describe('serp.lookup', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await serpSettings.setValue({ enabled: true, hosts: ['www.google.pl'] });
    await competitors.setValue({ '7': ['rival.example'] });
  });

  it('is off when the feature is off or the page is not a chosen search domain', async () => {
    await indexShoes(true);
    expect((await lookup('buty damskie', 'www.google.com')).index).toBe('off');
    await serpSettings.setValue({ enabled: false, hosts: ['www.google.pl'] });
    expect(await lookup('buty damskie', 'www.google.pl')).toEqual({
      index: 'off',
      phrase: 'buty damskie',
      language: 'en',
      campaigns: [],
    });
  });

  it('says building, not untracked, until the index is complete', async () => {
    expect(await lookup('nic', 'www.google.pl')).toEqual({
      index: 'building',
      phrase: 'nic',
      language: 'en',
      campaigns: [],
    });
    await indexShoes(true);
    expect((await lookup('nic', 'www.google.pl')).index).toBe('complete');
  });

  it("answers in the user's language: the results page's strings follow it", async () => {
    await preferences.setValue({ ...defaultPreferences, language: 'pl' });
    expect((await lookup('nic', 'www.google.pl')).language).toBe('pl');
  });

  it('answers a tracked phrase with "not stored" when no report holds it', async () => {
    await indexShoes(false);
    const answer = await lookup('buty damskie', 'www.google.pl');
    expect(answer.index).toBe('building');
    expect(answer.campaigns).toEqual([
      {
        campaignId: 7,
        title: 'Shoes',
        domain: 'shoes.example',
        competitors: ['rival.example'],
        keywordId: 70,
        groupId: 700,
        groupTitle: 'Women',
        competitorPositions: [],
        stored: null,
      },
    ]);
  });

  it("takes the latest positions and their change from the side panel's stored report", async () => {
    await indexShoes(true);
    const key = positionsKey({ campaignId: 7, ...range, type: 'organic', competitors: [] });
    const entry = { at: 1000, value: report(), complete: true, progress: null };
    await writePanelEntry(key, 7, entry);
    const [c] = (await lookup('buty damskie', 'www.google.pl')).campaigns;
    expect(c.stored).toEqual({ source: 'report', at: 1000 });
    expect(c.desktop).toEqual({
      position: 4,
      change: 2,
      date: '2026-11-24',
      url: 'https://shoes.example/damskie',
    });
    expect(c.mobile).toEqual({ position: 8, change: 1, date: '2026-11-25', url: null });
    expect(c.volume).toBe(1900);
    expect(c.cpc).toBe(1.2);
    expect(c.competitorPositions).toEqual([
      {
        domain: 'rival.example',
        desktop: { position: 2, change: 1, date: '2026-11-25', url: null },
      },
    ]);
  });

  it('falls back to the newest change the watches found per device', () => {
    const change = (day: string, device: string, before: number, after: number) =>
      ({
        id: `${day}${device}`,
        campaignId: 7,
        domain: 'shoes.example',
        day,
        keywordId: 70,
        keyword: 'buty damskie',
        groupId: 700,
        device,
        before,
        after,
        urlBefore: null,
        urlAfter: null,
        reasons: [],
        watchIds: [],
        foundAt: 5,
        seen: false,
      }) satisfies StoredChange;
    const found = fromChanges(
      [change('2026-11-20', 'desktop', 3, 9), change('2026-11-24', 'desktop', 9, 5)],
      7,
      70,
    );
    expect(found?.positions.desktop).toEqual({
      position: 5,
      change: 4,
      date: '2026-11-24',
      url: null,
    });
    expect(found?.positions.mobile).toBeUndefined();
  });
});

describe('commands from a content script', () => {
  const page = { id: fakeBrowser.runtime.id, url: 'https://www.google.pl/search?q=x', tab: {} };

  it('are refused unless they are the results page’s own', async () => {
    const reply = await dispatch('research.forget', {}, page as never, () => ({ removed: 0 }));
    expect(reply).toMatchObject({ ok: false, error: { kind: 'access' } });
    const ok = await dispatch('serp.targets', {}, page as never, () => ({
      index: 'off' as const,
      campaigns: [],
    }));
    expect(ok).toEqual({ ok: true, data: { index: 'off', campaigns: [] } });
  });
});
