import { describe, expect, it } from 'vitest';
import { createCampaignIssues } from '@/lib/api/monitoring/campaign-params';
import {
  campaignCreate,
  campaignFieldIssues,
  emptyCampaignDraft,
  type CampaignDraft,
} from '@/lib/domain/campaign-draft';

const draft = (patch: Partial<CampaignDraft>): CampaignDraft => ({
  ...emptyCampaignDraft(' example.com '),
  ...patch,
});

describe('campaignCreate', () => {
  it.each([
    [
      'a plain seo campaign',
      draft({}),
      { domain: 'example.com', type: 'seo', includeSubdomains: false },
    ],
    [
      'seo with a title and a map title, ads lists left out',
      draft({ title: ' Shop ', mapTitle: ' Example Store ', adsDomains: 'x.com', trademarks: 'X' }),
      {
        domain: 'example.com',
        type: 'seo',
        includeSubdomains: false,
        title: 'Shop',
        companyMapTitle: 'Example Store',
      },
    ],
    [
      'ads: one per line, each once, a pasted address counts by its host',
      draft({
        type: 'ads',
        adsDomains: 'shop.example.com\n\nhttps://www.Offers.example.com/sale\nSHOP.example.com ',
        trademarks: ' Example \nExample\nExample Store',
      }),
      {
        domain: 'example.com',
        type: 'ads',
        includeSubdomains: false,
        domains: ['shop.example.com', 'offers.example.com'],
        trademarks: ['Example', 'Example Store'],
      },
    ],
    [
      'ads with empty lists sends none',
      draft({ type: 'ads', adsDomains: ' \n', trademarks: '' }),
      { domain: 'example.com', type: 'ads', includeSubdomains: false },
    ],
  ])('%s', (_name, d, value) => {
    expect(campaignCreate(d)).toEqual({ ok: true, value });
  });

  it.each([
    [
      'lines that are no domain, named',
      draft({ type: 'ads', adsDomains: 'shop.example.com\nmy shop\nftp://x.com' }),
      [{ code: 'adsDomains', lines: ['my shop', 'ftp://x.com'] }],
    ],
    [
      'too many domains and trademarks',
      draft({
        type: 'ads',
        adsDomains: Array.from({ length: 101 }, (_, i) => `d${i}.com`).join('\n'),
        trademarks: Array.from({ length: 101 }, (_, i) => `T${i}`).join('\n'),
      }),
      [
        { code: 'tooMany', field: 'adsDomains', max: 100 },
        { code: 'tooMany', field: 'trademarks', max: 100 },
      ],
    ],
    [
      'texts over 255 characters',
      draft({
        type: 'ads',
        title: 'a'.repeat(256),
        mapTitle: 'b'.repeat(256),
        trademarks: 'c'.repeat(256),
      }),
      [
        { code: 'tooLong', field: 'title', max: 255 },
        { code: 'tooLong', field: 'mapTitle', max: 255 },
        { code: 'tooLong', field: 'trademarks', max: 255 },
      ],
    ],
  ])('refuses %s, every problem at once', (_name, d, problems) => {
    expect(campaignCreate(d)).toEqual({ ok: false, problems });
  });
});

describe('campaignFieldIssues: each rule at its own field, the ones the client checks', () => {
  it.each([['https://shop.example.net/path'], ['exa mple.com'], ['localhost']])(
    'refuses the domain %j at the domain field, as the client would',
    (domain) => {
      const found = campaignFieldIssues({ domain, title: '', mapTitle: '' }, false);
      expect(found).toEqual({
        domain: { field: 'domain', code: 'domain', values: { value: domain } },
      });
      expect(createCampaignIssues({ domain, type: 'seo' })[0]).toEqual(found.domain);
    },
  );

  it('asks for a domain when none is typed', () => {
    expect(campaignFieldIssues({ domain: ' ', title: '', mapTitle: '' }, false)).toEqual({
      domain: { field: 'domain', code: 'required' },
    });
  });

  it('refuses a title of 1,000 characters as the client would, and an empty one only on edit', () => {
    const title = 'x'.repeat(1000);
    const found = campaignFieldIssues({ domain: 'example.com', title, mapTitle: '' }, false);
    expect(found).toEqual({
      title: { field: 'title', code: 'text-too-long', values: { max: 255 } },
    });
    expect(createCampaignIssues({ domain: 'example.com', title, type: 'seo' })).toEqual([
      found.title,
    ]);
    expect(campaignFieldIssues({ domain: 'example.com', title: ' ', mapTitle: '' }, true)).toEqual({
      title: { field: 'title', code: 'text-empty' },
    });
    expect(
      campaignFieldIssues({ domain: 'example.com', title: 'x'.repeat(255), mapTitle: '' }, true),
    ).toEqual({});
  });

  it('refuses a map title over 255 characters, and the create keeps it whole', () => {
    const mapTitle = 'm'.repeat(256);
    expect(campaignFieldIssues({ domain: 'example.com', title: '', mapTitle }, false)).toEqual({
      mapTitle: { field: 'mapTitle', code: 'text-too-long', values: { max: 255 } },
    });
    expect(campaignCreate(draft({ mapTitle }))).toEqual({
      ok: false,
      problems: [{ code: 'tooLong', field: 'mapTitle', max: 255 }],
    });
  });
});
