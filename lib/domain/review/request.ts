import { z } from 'zod/mini';

/**
 * What a site review is made of, as the user chose it (the side panel's or the campaign browser's
 * "Site review" form), and how its data was read. The one definition: the review tab reads a
 * choice, gathers with it and hands both to the document that renders and saves the review.
 */

/** The review's sections, in the order the document shows them. */
export const reviewSections = [
  'summary',
  'visibility',
  'movers',
  'competitors',
  'groups',
  'pages',
  'appendix',
] as const;
export type ReviewSection = (typeof reviewSections)[number];

/** The review's own language, chosen apart from the interface's (the client may read the other). */
export const reviewLanguages = ['en', 'pl'] as const;
export type ReviewLanguage = (typeof reviewLanguages)[number];

/** At most three competitors: the side panel's own limit. */
export const MAX_REVIEW_COMPETITORS = 3;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const periodSchema = z.object({ from: day, to: day });

/* PURE: pages import the lists without pulling zod into their bundles (zod is side-effect free). */
export const reviewChoiceSchema = /* @__PURE__ */ z.object({
  /** The campaign's domain, as the campaign names it. */
  domain: z.string().check(z.minLength(1)),
  campaignId: z.number(),
  campaignTitle: z.string(),
  period: periodSchema,
  /** The comparison period, by default the one just before `period`, of the same length. */
  previous: periodSchema,
  /** The groups to include; null for all of the campaign's groups. */
  groupIds: z.nullable(z.array(z.number())),
  competitors: z.array(z.string()).check(z.maxLength(MAX_REVIEW_COMPETITORS)),
  sections: z.array(z.enum(reviewSections)).check(z.minLength(1)),
  language: z.enum(reviewLanguages),
  /** Optional names printed on the review's cover; '' for none. */
  clientName: z.string(),
  agencyName: z.string(),
});
export type ReviewChoice = z.infer<typeof reviewChoiceSchema>;

/** One request the gathering made (or took from what the side panel had stored). */
export interface ReviewCall {
  /** The service operation, as ../shared/spec/endpoints.md names its path. */
  operation: string;
  /** What it was for, in the review's words (a campaign, a period, an audit). */
  detail: string;
  /** ISO time it was answered. */
  at: string;
  /** Taken from the panel's stored reads: no request was made. */
  reused: boolean;
  /**
   * How many times the service received it, when more than once: the client sends a read the
   * service refused as busy (503) again, and the failure says how often it tried.
   */
  sent?: number;
}

/** How the review's data was read: its method section compares the announced cost with this. */
export interface ReviewReading {
  /** The upper bound said before the user started. */
  announced: number;
  /** Requests the service received for this review, splits of refused big requests included. */
  made: number;
  /** Of `made`, the extra requests a refused big request was split into. */
  splits: number;
  calls: ReviewCall[];
  /** What could not be read, said in the review (a refused read, a day the service lacked). */
  gaps: string[];
  /**
   * Whether the index of runs by page held every run of the account when the pages were chosen.
   * Until it does, a page without runs in it may have some: "no audits" is not a measurement.
   */
  pagesComplete: boolean;
  startedAt: string;
  finishedAt: string;
}
