import type { FieldProblem } from '@/components/field/TextField';
import {
  campaignFieldIssues,
  type CampaignDraft,
  type CampaignTextField,
} from '@/lib/domain/campaign-draft';

/** The parameter names the service may give for each field in a refusal (lib/domain/refused-field.ts). */
export const campaignFieldNames = {
  domain: ['domain'],
  title: ['title'],
  mapTitle: ['data.company_map_title', 'company_map_title', 'companyMapTitle'],
} as const satisfies Record<CampaignTextField, readonly string[]>;

/** Each field's problem as its TextField shows it: none, or the rule it breaks. */
export function campaignProblems(
  fields: Pick<CampaignDraft, CampaignTextField>,
  titleRequired: boolean,
): Record<CampaignTextField, FieldProblem> {
  const found = campaignFieldIssues(fields, titleRequired);
  return { domain: found.domain, title: found.title, mapTitle: found.mapTitle };
}
