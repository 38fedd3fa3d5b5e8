import { z } from 'zod/mini';
import { deviceSchema, type Device } from './device';
import { gaps } from './gap';
import { scoreBand, type ScoreBand } from './score';
import type { Saved } from './watch';

/*
 * Page watches: a page re-audited on a schedule, within a monthly token budget, whose
 * scores are compared run to run. The one definition of a page watch and of what counts as a
 * score worth telling; the popup sets one up, the background runs it
 * (entrypoints/background/watch/pages/), the side panel lists and edits it.
 */

/** A schedule's period: the report gaps longer than a day (./gap.ts). */
export const pageCadences = [gaps[1], gaps[2]] as const;
export type PageCadence = (typeof pageCadences)[number];

/** The most a budget may be (tokens a month): far above any plan, so only typos are refused. */
export const MAX_BUDGET = 10_000;

/* PURE: pages import the lists and defaults without pulling zod into their bundles. */
export const pageWatchDraftSchema = /* @__PURE__ */ z.object({
  /** The page as audited (`auditUrl`); its `normalizeUrl` key ties it to the tracker. */
  url: z.string().check(z.minLength(8)).check(z.maxLength(2000)),
  cadence: z.enum(pageCadences),
  devices: z.array(deviceSchema).check(z.minLength(1)).check(z.maxLength(2)),
  /** A profile's settings; null: `types` at their defaults. */
  profileId: z.nullable(z.int().check(z.positive())),
  types: z.array(z.string().check(z.minLength(1))).check(z.maxLength(20)),
  /** Tokens the schedule may spend in one calendar month (UTC, as the service counts tokens). */
  budget: z.int().check(z.gte(1)).check(z.lte(MAX_BUDGET)),
  /** Also tell when a score falls by at least this many points; null: band changes only. */
  dropBy: z.nullable(z.int().check(z.gte(1)).check(z.lte(100))),
});
export type PageWatchDraft = z.infer<typeof pageWatchDraftSchema>;

export interface PageWatch extends PageWatchDraft, Saved {}

/** Weekly, both devices, Lighthouse, 10 points: the popup's first suggestion. */
export const pageWatchDefaults: {
  cadence: PageCadence;
  dropBy: number | null;
  budgetFor: (perRun: number) => number;
} = {
  cadence: 'weekly',
  dropBy: 10,
  /** Enough for every weekly run of a month (five Mondays) at the draft's cost. */
  budgetFor: (perRun: number) => Math.max(1, perRun * 5),
};

/** One main score of a run: per device and audit type. */
export interface RunScore {
  device: Device;
  auditType: string;
  score: number | null;
}

export type ScoreReason = 'band' | 'drop';

/** A score compared with the same device and type of the run before. */
export interface ScoreMove extends Omit<RunScore, 'score'> {
  before: number | null;
  after: number | null;
  /** Why it is told; empty: no alert. */
  reasons: ScoreReason[];
}

const bandRank: Record<ScoreBand, number> = { good: 2, average: 1, poor: 0, unknown: -1 };

/** Whether a score left its band downwards (90+ → 50–89 → below 50). */
export function fellOutOfBand(before: number | null, after: number | null): boolean {
  const [b, a] = [scoreBand(before), scoreBand(after)];
  return b !== 'unknown' && a !== 'unknown' && bandRank[a] < bandRank[b];
}

/**
 * Each score of `after` against the same device and type in `before`: told when it fell out of
 * its band, or by at least `dropBy` points. A score without one before is not told (a new type
 * or device starts its own baseline).
 */
export function compareScores(
  before: readonly RunScore[],
  after: readonly RunScore[],
  dropBy: number | null,
): ScoreMove[] {
  return after.flatMap((a) => {
    const b = before.find((x) => x.device === a.device && x.auditType === a.auditType);
    if (!b) return [];
    const reasons: ScoreReason[] = [];
    if (fellOutOfBand(b.score, a.score)) reasons.push('band');
    if (dropBy !== null && b.score !== null && a.score !== null && b.score - a.score >= dropBy) {
      reasons.push('drop');
    }
    return [{ device: a.device, auditType: a.auditType, before: b.score, after: a.score, reasons }];
  });
}
