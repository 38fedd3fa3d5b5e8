/**
 * The shared report parameters of ../shared/spec/monitoring.md §4: `datemin`/`datemax` (`YYYYmmdd`,
 * defaults two weeks ago and yesterday) and `gap`. Each reader returns a value or an error text for
 * a 400.
 */
import { isRecord } from '../core/params.ts';
import { compactDay, dayIndex, GAPS, parseDay, type Gap } from './dates.ts';

export interface ReportRange {
  from: number;
  to: number;
  gap: Gap;
}

/** Longest range one report may span (a year); longer requests are refused, not truncated. */
export const MAX_RANGE_DAYS = 366;

export function readRange(
  body: Record<string, unknown>,
  now: number,
): ReportRange | { error: string } {
  const today = dayIndex(now);
  const from = body.datemin === undefined ? today - 14 : parseDay(body.datemin);
  if (from === undefined) {
    return {
      error: `Invalid datemin: a date in YYYYmmdd format is expected (e.g. ${compactDay(today - 14)}).`,
    };
  }
  const to = body.datemax === undefined ? today - 1 : parseDay(body.datemax);
  if (to === undefined) {
    return {
      error: `Invalid datemax: a date in YYYYmmdd format is expected (e.g. ${compactDay(today - 1)}).`,
    };
  }
  if (from > to) return { error: 'Invalid date range: datemin is later than datemax.' };
  if (to - from + 1 > MAX_RANGE_DAYS) {
    return { error: `Invalid date range: at most ${MAX_RANGE_DAYS} days per request; split it.` };
  }
  const gap = body.gap === undefined ? 'daily' : body.gap;
  if (typeof gap !== 'string' || !(GAPS as readonly string[]).includes(gap)) {
    return { error: `Invalid gap: one of ${GAPS.join(', ')} is expected.` };
  }
  return { from, to, gap: gap as Gap };
}

/** A body member that some examples nest under `params` (keyword details' `type`). */
export function member(body: Record<string, unknown>, name: string): unknown {
  if (body[name] !== undefined) return body[name];
  return isRecord(body.params) ? body.params[name] : undefined;
}
