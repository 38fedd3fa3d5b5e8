import type { SerpCampaign, SerpPosition } from '../serp-positions';
import { matchDomain } from '../domain-match';
import type { SerpResult } from './results';

/*
 * Which organic results of the page are sites the user tracks: a campaign's own domain or one of
 * its competitors. Each gets a badge with the position Stormlens has stored for the phrase, shown
 * beside where the site sits on this page ("tracked 4 yesterday, 6 here").
 */

export interface SerpBadge {
  result: SerpResult;
  /** The tracked domain as the campaign names it. */
  domain: string;
  campaignId: number;
  campaignTitle: string;
  /** The campaign's own domain (true) or a competitor of it. */
  own: boolean;
  desktop?: SerpPosition;
  mobile?: SerpPosition;
}

function sameSite(host: string, domain: string): boolean {
  return matchDomain(host, domain, false) === 'exact';
}

/** The badges of the page's organic results: one per result, a campaign's own site first. */
export function badgesFor(results: readonly SerpResult[], campaigns: readonly SerpCampaign[]) {
  const badges: SerpBadge[] = [];
  for (const result of results) {
    if (result.kind !== 'organic') continue;
    const campaign = (c: SerpCampaign) => ({ campaignId: c.campaignId, campaignTitle: c.title });
    const own = campaigns.find((c) => sameSite(result.host, c.domain));
    if (own) {
      badges.push({
        result,
        domain: own.domain,
        ...campaign(own),
        own: true,
        desktop: own.desktop,
        mobile: own.mobile,
      });
      continue;
    }
    for (const c of campaigns) {
      const rival = c.competitorPositions.find((r) => sameSite(result.host, r.domain));
      if (!rival) continue;
      badges.push({ result, domain: rival.domain, ...campaign(c), own: false, ...pick(rival) });
      break;
    }
  }
  return badges;
}

function pick(p: { desktop?: SerpPosition; mobile?: SerpPosition }) {
  return { desktop: p.desktop, mobile: p.mobile };
}
