/**
 * The review tab's address: `review.html?campaign=<id>&domain=<domain>&title=<title>`, opened from
 * the side panel's positions view and from each campaign of the campaign browser. The title only
 * names the campaign on the page; the id is what is read.
 */
export interface ReviewLink {
  campaignId: number;
  domain: string;
  title: string;
}

export function reviewPath(link: ReviewLink): `/review.html?${string}` {
  const query = new URLSearchParams({
    campaign: String(link.campaignId),
    domain: link.domain,
    title: link.title,
  });
  return `/review.html?${query.toString()}`;
}

/** The link the tab was opened with, or null when it names no campaign. */
export function readReviewLink(search: string): ReviewLink | null {
  const query = new URLSearchParams(search);
  const campaignId = Number(query.get('campaign'));
  const domain = query.get('domain')?.trim() ?? '';
  if (!Number.isInteger(campaignId) || campaignId <= 0 || !domain) return null;
  return { campaignId, domain, title: query.get('title')?.trim() || domain };
}
