import { siteHost } from '@/lib/domain/domain-match';
import { isDomain } from '@/lib/domain/domain-name';
import type { Period } from '@/lib/domain/review/days';
import {
  MAX_REVIEW_COMPETITORS,
  reviewSections,
  type ReviewChoice,
  type ReviewLanguage,
  type ReviewSection,
} from '@/lib/domain/review/request';
import {
  MAX_PERIOD_DAYS,
  isDay,
  lastDays,
  periodBefore,
  periodLength,
  type PeriodPreset,
} from './period';

/**
 * The setup form as typed: kept whole whatever is wrong with it, so a bad input loses nothing.
 * `checkDraft` turns it into the review's choice or says, field by field, what to change.
 */
export interface SetupDraft {
  preset: PeriodPreset | 'dates';
  /** The two dates (YYYY-MM-DD, as a date input gives them; '' when empty). */
  from: string;
  to: string;
  /** Null: every group of the campaign. */
  groupIds: number[] | null;
  competitors: string[];
  sections: ReviewSection[];
  language: ReviewLanguage;
  clientName: string;
  agencyName: string;
}

export const MAX_NAME = 120;

/** The form's fields a problem can be said beside. */
export type SetupField =
  'from' | 'to' | 'groups' | 'competitors' | 'sections' | 'clientName' | 'agencyName';

/** A problem as a message key of the `review.setup.problems` strings and the values it names. */
export interface SetupProblem {
  field: SetupField;
  code:
    | 'date'
    | 'date-order'
    | 'date-future'
    | 'too-long'
    | 'groups-empty'
    | 'competitor-domain'
    | 'competitor-own'
    | 'competitor-twice'
    | 'competitor-max'
    | 'sections-empty'
    | 'name-too-long';
  values?: Record<string, string | number>;
}

export function initialDraft(language: ReviewLanguage, competitors: readonly string[]): SetupDraft {
  return {
    preset: 30,
    from: '',
    to: '',
    groupIds: null,
    competitors: competitors.slice(0, MAX_REVIEW_COMPETITORS),
    sections: [...reviewSections],
    language,
    clientName: '',
    agencyName: '',
  };
}

/** A competitor as typed (an address, `www.`, capitals) → the domain compared, or null. */
export function competitorDomain(typed: string): string | null {
  const domain = siteHost(typed.trim()) ?? typed.trim().toLowerCase();
  return isDomain(domain) ? domain : null;
}

/** What is wrong with the draft's period (nothing for a preset). */
export function periodProblems(draft: SetupDraft, today: string): SetupProblem[] {
  if (draft.preset !== 'dates') return [];
  const problems: SetupProblem[] = [];
  if (!isDay(draft.from)) problems.push({ field: 'from', code: 'date' });
  if (!isDay(draft.to)) problems.push({ field: 'to', code: 'date' });
  if (problems.length) return problems;
  // The service's data ends yesterday: today and later are never complete.
  if (draft.to >= today) problems.push({ field: 'to', code: 'date-future' });
  if (draft.from > draft.to) problems.push({ field: 'from', code: 'date-order' });
  else if (periodLength({ from: draft.from, to: draft.to }) > MAX_PERIOD_DAYS)
    problems.push({ field: 'to', code: 'too-long', values: { max: MAX_PERIOD_DAYS } });
  return problems;
}

/** A competitor the form would add: its problem, or null when `domain` may be added. */
export function competitorProblem(
  typed: string,
  chosen: readonly string[],
  ownDomain: string,
): SetupProblem | null {
  const domain = competitorDomain(typed);
  if (!domain) return { field: 'competitors', code: 'competitor-domain', values: { value: typed } };
  if (domain === siteHost(ownDomain)) return { field: 'competitors', code: 'competitor-own' };
  if (chosen.includes(domain))
    return { field: 'competitors', code: 'competitor-twice', values: { domain } };
  if (chosen.length >= MAX_REVIEW_COMPETITORS)
    return {
      field: 'competitors',
      code: 'competitor-max',
      values: { max: MAX_REVIEW_COMPETITORS },
    };
  return null;
}

/** The period a draft names (its preset's, or its two dates as typed). */
export function draftPeriod(draft: SetupDraft, today: string): Period {
  return draft.preset === 'dates'
    ? { from: draft.from, to: draft.to }
    : lastDays(draft.preset, today);
}

/**
 * The review's choice from the draft, or every problem found (all at once, each at its field).
 * `today` is the user's calendar day (YYYY-MM-DD); nothing here reads the clock.
 */
export function checkDraft(
  draft: SetupDraft,
  campaign: { id: number; title: string; domain: string },
  today: string,
): { choice: ReviewChoice; problems: [] } | { choice: null; problems: SetupProblem[] } {
  const problems: SetupProblem[] = [...periodProblems(draft, today)];
  if (draft.groupIds !== null && draft.groupIds.length === 0)
    problems.push({ field: 'groups', code: 'groups-empty' });
  if (draft.competitors.length > MAX_REVIEW_COMPETITORS)
    problems.push({
      field: 'competitors',
      code: 'competitor-max',
      values: { max: MAX_REVIEW_COMPETITORS },
    });
  if (draft.sections.length === 0) problems.push({ field: 'sections', code: 'sections-empty' });
  for (const field of ['clientName', 'agencyName'] as const) {
    if (draft[field].trim().length > MAX_NAME)
      problems.push({ field, code: 'name-too-long', values: { max: MAX_NAME } });
  }
  if (problems.length) return { choice: null, problems };
  const period = draftPeriod(draft, today);
  return {
    choice: {
      domain: campaign.domain,
      campaignId: campaign.id,
      campaignTitle: campaign.title,
      period,
      previous: periodBefore(period),
      groupIds: draft.groupIds,
      competitors: draft.competitors,
      // In the document's order, whatever order they were ticked in.
      sections: reviewSections.filter((s) => draft.sections.includes(s)),
      language: draft.language,
      clientName: draft.clientName.trim(),
      agencyName: draft.agencyName.trim(),
    },
    problems: [],
  };
}
