import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  BROWSE_PAGE,
  browseCampaigns,
  browseFigures,
  forgetBrowsed,
} from '@/lib/monitoring/browse';
import { campaignFacts, MAX_CAMPAIGN_FACTS } from '@/lib/storage/campaign-facts';
import { rememberTitles } from '@/lib/monitoring/campaign-titles';
import { fakePort } from './fake-port';

/*
 * An agency's 300 campaigns: the browser draws a page of the list after one call, and reads the
 * overview (25 campaigns a page, over every campaign) only until that page's campaigns turn up,
 * keeping the overview pages it read for the next browser page.
 */
const ids = Array.from({ length: 300 }, (_, i) => 1000 + i);
const listed = (id: number) => ({
  id,
  domain: `client-${id}.example`,
  title: `client-${id}.example`,
  status: 'active',
  type: 'seo',
  access: 'owner',
});
const metric = (value: number) => ({ value, series: [] });
const item = (id: number) => ({
  id,
  name: `Client ${id}`,
  domain: `client-${id}.example`,
  status: 'active',
  keywordsCount: metric(10),
  keywordsUp: metric(1),
  keywordsNoChange: metric(8),
  keywordsDown: metric(1),
  keywordsTop10: metric(4),
  visibility: metric(12.5),
  visibilityChange: metric(0.5),
});
const range = { datemin: '2026-10-27', datemax: '2026-11-25', gap: 'daily' as const };

function port() {
  return fakePort({
    campaigns: {
      list: vi.fn(async (p: { page?: number; itemsPerPage?: number } = {}) => {
        const size = p.itemsPerPage ?? 25;
        const page = ids.slice((p.page ?? 0) * size, ((p.page ?? 0) + 1) * size);
        return { count: ids.length, campaigns: page.map(listed) };
      }),
      overview: vi.fn(async (p: { page?: number }) =>
        ids.slice((p.page ?? 0) * 25, ((p.page ?? 0) + 1) * 25).map(item),
      ),
    },
  });
}

beforeEach(() => {
  fakeBrowser.reset();
  forgetBrowsed();
});

describe('the campaign browser, a page at a time', () => {
  it('draws a page of 25 from one list call, with the count of every page', async () => {
    const p = port();
    const page = await browseCampaigns(p, { ...range, page: 2 });
    expect(p.campaigns.list).toHaveBeenCalledTimes(1);
    expect(p.campaigns.list).toHaveBeenCalledWith(
      expect.objectContaining({ page: 2, itemsPerPage: BROWSE_PAGE }),
    );
    expect(p.campaigns.overview).not.toHaveBeenCalled();
    expect(page).toMatchObject({ count: 300, page: 2, pageSize: 25 });
    expect(page.campaigns.map((c) => c.id)).toEqual(ids.slice(50, 75));
    expect(page.campaigns[0]).toMatchObject({ title: 'client-1050.example', overview: null });
  });

  it('reads overview pages until the page’s campaigns turn up, and not again for the next', async () => {
    const p = port();
    const first = await browseFigures(p, { ...range, ids: ids.slice(0, 25) });
    expect(p.campaigns.overview).toHaveBeenCalledTimes(1);
    expect(first.figures).toHaveLength(25);
    expect(first.figures[0]).toMatchObject({ title: 'Client 1000', overview: { top10: 4 } });
    await browseFigures(p, { ...range, ids: ids.slice(25, 50) });
    // Page 0 is kept: only page 1 is asked for.
    expect(p.campaigns.overview).toHaveBeenCalledTimes(2);
    expect(vi.mocked(p.campaigns.overview).mock.calls[1][0]).toMatchObject({ page: 1 });
    // The overview named them: the next list carries the titles without a retrieve.
    const again = await browseCampaigns(p, { ...range, page: 0 });
    expect(again.campaigns[0].title).toBe('Client 1000');
  });

  it('asks again for another range', async () => {
    const p = port();
    await browseFigures(p, { ...range, ids: [1000] });
    await browseFigures(p, { ...range, gap: 'weekly', ids: [1000] });
    expect(p.campaigns.overview).toHaveBeenCalledTimes(2);
  });
});

describe('campaign facts stay bounded', () => {
  it('keeps the MAX_CAMPAIGN_FACTS read most recently', async () => {
    const many = Array.from({ length: MAX_CAMPAIGN_FACTS + 20 }, (_, i) => ({
      id: i + 1,
      title: `Campaign ${i + 1}`,
    }));
    await rememberTitles(many.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await rememberTitles(many.slice(20));
    const facts = await campaignFacts.getValue();
    expect(Object.keys(facts)).toHaveLength(MAX_CAMPAIGN_FACTS);
    expect(facts['1']).toBeUndefined();
    expect(facts[String(MAX_CAMPAIGN_FACTS + 20)]).toMatchObject({ title: 'Campaign 1020' });
  });
});
