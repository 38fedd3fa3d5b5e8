import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { campaignSummary, listCampaigns } from '@/lib/monitoring/campaigns';
import { campaign, fakePort } from './fake-port';

// The SDK's CampaignRetrieve answers without `type`; the list (CampaignList) has it.
describe('campaignSummary when retrieve gives no type', () => {
  beforeEach(() => fakeBrowser.reset());
  const port = () =>
    fakePort({
      campaigns: {
        list: vi.fn(async () => ({
          count: 1,
          campaigns: [
            {
              id: 7,
              title: 'ads.example',
              domain: 'ads.example',
              status: 'active',
              type: 'ads',
              access: 'owner',
            },
          ],
        })),
        retrieve: vi.fn(async () =>
          campaign({ id: 7, title: 'Brand ads', domain: 'ads.example', type: '', access: 'owner' }),
        ),
      },
    });

  it('keeps the type the list gave', async () => {
    const p = port();
    await listCampaigns(p);
    expect(await campaignSummary(p, 7)).toMatchObject({ title: 'Brand ads', type: 'ads' });
  });

  it('falls back to seo only when nothing says otherwise', async () => {
    expect(await campaignSummary(port(), 7)).toMatchObject({ title: 'Brand ads', type: 'seo' });
  });
});

describe('a campaign or group read while its create names it', () => {
  it('shows the title without the click’s mark', async () => {
    const { groupSummaryOf, summaryOf } = await import('@/lib/monitoring/normalise');
    const c = campaign({ id: 8, title: 'Shop [k3f9q1]', domain: 'shop.example', type: 'seo' });
    expect(summaryOf(c).title).toBe('Shop');
    const group = {
      id: 3,
      title: 'Shoes [k3f9q1]',
      keywordsCount: 0,
      status: 'active',
      engine: 1,
      country: 1,
      location: '',
      devices: ['desktop'],
    };
    expect(groupSummaryOf(group, 8, []).title).toBe('Shoes');
  });
});
