import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { badgesFor } from '@/lib/domain/serp/annotate';
import { parseResults } from '@/lib/domain/serp/results';
import type { SerpCampaign, SerpPosition } from '@/lib/messaging/protocol/serp';
import { demoSerp } from '../../../../fixtures/serp/pages';

const at = (position: SerpPosition['position']): SerpPosition => ({
  position,
  change: null,
  date: '2026-11-25',
  url: null,
});

const campaign: SerpCampaign = {
  campaignId: 31_401,
  title: 'Example.com — running shoes',
  domain: 'example.com',
  competitors: ['www.runhub.example', 'www.absent.example'],
  keywordId: 4_812_001,
  groupId: 120_501,
  groupTitle: 'Running shoes (US)',
  desktop: at(4),
  mobile: at(6),
  competitorPositions: [{ domain: 'www.runhub.example', desktop: at('out') }],
  stored: { source: 'report', at: 0 },
};

describe('badgesFor', () => {
  const page = demoSerp({
    host: 'www.google.com',
    phrase: 'running shoes',
    sites: ['www.stridelab.example', 'www.runhub.example', 'www.example.com'],
  });
  const results = parseResults(parseHTML(page.html).document, page.url);

  it("badges the campaign's organic result and its competitor's, never the ad, place or answer on the same site", () => {
    const badges = badgesFor(results, [campaign]);
    expect(
      badges.map((b) => [
        b.result.position,
        b.domain,
        b.own,
        b.desktop?.position,
        b.mobile?.position,
      ]),
    ).toEqual([
      [2, 'www.runhub.example', false, 'out', undefined],
      [3, 'example.com', true, 4, 6],
    ]);
    expect(badges.every((b) => b.result.kind === 'organic')).toBe(true);
  });

  it('badges nothing when no campaign tracks the phrase', () => {
    expect(badgesFor(results, [])).toEqual([]);
  });

  it('does not take a subdomain for the campaign site', () => {
    const shop = { ...campaign, domain: 'shop.stridelab.example', competitorPositions: [] };
    expect(badgesFor(results, [shop])).toEqual([]);
  });
});
