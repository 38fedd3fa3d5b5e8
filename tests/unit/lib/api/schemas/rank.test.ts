import { describe, expect, it } from 'vitest';
import { detailsDataSchema, rankDataSchema } from '@/lib/api/schemas/rank';

// the SDK's CampaignData and KeywordDetails examples:
// engine keyed by name, `""` location, `YYYY-MM-DD` dates, ranking URLs without a scheme.
describe('rank answers in the SDK forms', () => {
  it('campaign data: scheme-less URLs become links to the site', () => {
    const leaf = (position: number) => ({
      google: { desktop: { '': { position, url: 'example.com/pl' } } },
    });
    const data = rankDataSchema.parse({
      54647: {
        'example.com': {
          123456: {
            keyword: { title: 'keyword 1', volume: 8600, cpc: 0 },
            data: { '2017-09-01': leaf(1.5), '2017-10-01': leaf(1.2) },
          },
        },
      },
    });
    expect(data.series).toHaveLength(1);
    expect(data.series[0]).toMatchObject({
      engine: 'google',
      device: 'desktop',
      location: '',
      keywordId: 123456,
    });
    expect(data.series[0].points).toEqual([
      { date: '2017-09-01', position: 1.5, url: 'https://example.com/pl' },
      { date: '2017-10-01', position: 1.2, url: 'https://example.com/pl' },
    ]);
  });

  it('keyword details: `position change` with a space, string numbers, scheme-less url', () => {
    const details = detailsDataSchema.parse({
      123456: {
        desktop: {
          'example.com': {
            '2017-11-01': { position: '3', 'position change': '-2', url: 'example.com/new-site' },
          },
        },
      },
    });
    expect(details.series[0].points).toEqual([
      { date: '2017-11-01', position: 3, positionChange: -2, url: 'https://example.com/new-site' },
    ]);
  });
});
