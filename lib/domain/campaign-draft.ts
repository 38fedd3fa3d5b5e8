import { siteHost } from './domain-match';
import { checkDomain, isDomain } from './domain-name';
import { checkText, issue, type Issue } from './input-issue';
import {
  MAX_ADS_ENTRIES,
  MAX_CAMPAIGN_TEXT,
  type CampaignExtras,
  type CampaignType,
} from './campaign-type';

/**
 * The create-campaign form as typed (side panel), and what it sends: `type`, and for an `ads`
 * campaign its domains and trademarks, one per line (../shared/spec/monitoring.md §2). Pure, so
 * every refusal is known — and shown — before the service is asked; nothing typed is dropped.
 */
export interface CampaignDraft {
  domain: string;
  title: string;
  type: CampaignType;
  includeSubdomains: boolean;
  mapTitle: string;
  /** One per line, kept as typed (type `ads`). */
  adsDomains: string;
  /** One per line, kept as typed (type `ads`). */
  trademarks: string;
}

export const emptyCampaignDraft = (domain: string): CampaignDraft => ({
  domain,
  title: '',
  type: 'seo',
  includeSubdomains: false,
  mapTitle: '',
  adsDomains: '',
  trademarks: '',
});

export type CampaignDraftProblem =
  | { code: 'adsDomains'; lines: string[] }
  | { code: 'tooMany'; field: 'adsDomains' | 'trademarks'; max: number }
  | { code: 'tooLong'; field: 'title' | 'mapTitle' | 'trademarks'; max: number };

export interface CampaignCreate extends CampaignExtras {
  domain: string;
  title?: string;
  type: CampaignType;
  includeSubdomains: boolean;
}

const lines = (text: string) => [
  ...new Set(
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
  ),
];

/** A pasted address counts by its host ("https://shop.example.com/x" → "shop.example.com"). */
function adsDomain(line: string): string | null {
  const host = /^[a-z][a-z0-9+.-]*:\/\//i.test(line) ? siteHost(line) : line.toLowerCase();
  return host && isDomain(host) ? host : null;
}

/** What the form sends, or every problem with it (the domain itself is checked on its own). */
export function campaignCreate(
  draft: CampaignDraft,
): { ok: true; value: CampaignCreate } | { ok: false; problems: CampaignDraftProblem[] } {
  const problems: CampaignDraftProblem[] = [];
  const fieldIssues = campaignFieldIssues(draft, false);
  for (const field of ['title', 'mapTitle'] as const)
    if (fieldIssues[field]) problems.push({ code: 'tooLong', field, max: MAX_CAMPAIGN_TEXT });
  const title = draft.title.trim();
  const mapTitle = draft.mapTitle.trim();
  const value: CampaignCreate = {
    domain: draft.domain.trim(),
    type: draft.type,
    includeSubdomains: draft.includeSubdomains,
    ...(title ? { title } : {}),
    ...(mapTitle ? { companyMapTitle: mapTitle } : {}),
  };
  if (draft.type === 'ads') {
    const typed = lines(draft.adsDomains);
    const bad = typed.filter((l) => adsDomain(l) === null);
    const domains = [...new Set(typed.map(adsDomain).filter((d): d is string => d !== null))];
    const trademarks = lines(draft.trademarks);
    if (bad.length) problems.push({ code: 'adsDomains', lines: bad });
    if (domains.length > MAX_ADS_ENTRIES)
      problems.push({ code: 'tooMany', field: 'adsDomains', max: MAX_ADS_ENTRIES });
    if (trademarks.length > MAX_ADS_ENTRIES)
      problems.push({ code: 'tooMany', field: 'trademarks', max: MAX_ADS_ENTRIES });
    if (trademarks.some((t) => t.length > MAX_CAMPAIGN_TEXT))
      problems.push({ code: 'tooLong', field: 'trademarks', max: MAX_CAMPAIGN_TEXT });
    if (domains.length) value.domains = domains;
    if (trademarks.length) value.trademarks = trademarks;
  }
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

/** The fields a campaign's create and edit forms share, as typed. */
export type CampaignTextField = 'domain' | 'title' | 'mapTitle';

/**
 * What is wrong with the domain, the title and the map title, each at its own field: the same
 * rules the client checks before sending (lib/api/monitoring/campaign-params.ts, checkDomain and
 * checkText). The title may be empty on create (the service then uses the domain), not on edit.
 */
export function campaignFieldIssues(
  fields: Pick<CampaignDraft, CampaignTextField>,
  titleRequired: boolean,
): Partial<Record<CampaignTextField, Issue>> {
  const domain = fields.domain.trim();
  const title = fields.title.trim();
  const found = {
    domain: domain ? checkDomain(domain) : issue('domain', 'required'),
    title: title || titleRequired ? checkText(title, 'title', MAX_CAMPAIGN_TEXT) : null,
    mapTitle:
      fields.mapTitle.trim().length > MAX_CAMPAIGN_TEXT
        ? issue('mapTitle', 'text-too-long', { max: MAX_CAMPAIGN_TEXT })
        : null,
  };
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== null));
}
