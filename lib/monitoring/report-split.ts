import * as z from 'zod/mini';
import { ServiceError } from '@/lib/api/errors';
import type { RankData } from '@/lib/api/schemas/rank';
import { addDays, periodsOf, toServiceDate } from '@/lib/domain/dates';
import { peekCached, putCached } from '@/lib/storage/cache';
import { withPartial } from './partial';
import type { Gap } from '@/lib/domain/gap';
import type { MonitoringPort } from './port';
import type { RankDataParams } from '@/lib/api/monitoring/campaign-params';

/*
 * Rank data of a big campaign. The service refuses heavy reports with 503 ("throttle prevention …
 * if it persists, split into smaller requests": ../shared/spec/service-notes.md,
 * ../shared/spec/monitoring.md §7) or does not answer within the timeout. The whole-campaign
 * request is tried first (the client already retried its 503s); when it fails that way, the
 * campaign is read group by group, and a group that still fails is read by halves of its date range
 * (period-aligned, so no week or month is averaged from two answers). Parts are merged as they
 * arrive and reported, so the panel shows progress.
 */

/** A campaign's report range as the pages ask for it: its dates (YYYY-MM-DD) and gap. */
export interface RangeInput {
  campaignId: number;
  datemin: string;
  datemax: string;
  gap: Gap;
}

export interface RankRange
  extends Pick<RankDataParams, 'type' | 'domains' | 'groupIds' | 'keywords'>, RangeInput {}

interface Part {
  groupIds?: number[];
  datemin: string;
  datemax: string;
}

/** How often a part's date range may be halved again. */
const MAX_DEPTH = 3;
/** A campaign that had to be split is split at once next time (for a week). */
const SPLIT_MEMORY_MS = 7 * 86_400_000;
const splitKey = (campaignId: number) => `monitoring:split:${campaignId}`;

export interface RankResult {
  value: RankData;
  partial: boolean;
}

/** A failure that a smaller request may avoid: a 503 (with no usable data), or no answer in time. */
function tooBig(error: unknown): boolean {
  const failure = ServiceError.from(error);
  return failure.kind === 'throttling' || failure.kind === 'timeout';
}

/** A 503 whose partial data holds nothing is a refusal, not a partial answer. */
const refused = (result: RankResult) => result.partial && result.value.series.length === 0;

/**
 * Every point of an answer carries its day and its ranking URL as strings of their own: a
 * 5,000-keyword campaign with three competitors over 180 days arrives as millions of them, nearly
 * all repeats, and held them took the review's tab past 400 MB. One instance of each is kept.
 */
function shareStrings(data: RankData, known: Map<string, string>): RankData {
  const one = (text: string): string => {
    const kept = known.get(text);
    if (kept !== undefined) return kept;
    known.set(text, text);
    return text;
  };
  for (const series of data.series) {
    for (const point of series.points) {
      point.date = one(point.date);
      if (point.url !== null) point.url = one(point.url);
    }
  }
  return data;
}

async function read(
  port: MonitoringPort,
  range: RankRange,
  part: Part,
  known: Map<string, string>,
): Promise<RankResult> {
  const result = await withPartial(() =>
    port.campaigns.data({
      id: range.campaignId,
      ...(range.type ? { type: range.type } : {}),
      ...(range.domains ? { domains: range.domains } : {}),
      datemin: toServiceDate(part.datemin),
      datemax: toServiceDate(part.datemax),
      gap: range.gap,
      // A part's group replaces the report's groups (it is one of them): never both filters.
      ...((part.groupIds ?? range.groupIds) ? { groupIds: part.groupIds ?? range.groupIds } : {}),
      ...(range.keywords ? { keywords: range.keywords } : {}),
    }),
  );
  return { ...result, value: shareStrings(result.value, known) };
}

/** Two period-aligned halves of a part's range, or null when it is one period. */
export function halves(part: Part, gap: Gap): [Part, Part] | null {
  const periods = periodsOf(part.datemin, part.datemax, gap);
  if (periods.length < 2) return null;
  const mid = periods[Math.floor(periods.length / 2)];
  return [
    { ...part, datemax: addDays(mid, -1) },
    { ...part, datemin: mid },
  ];
}

export function mergeRank(parts: RankData[]): RankData {
  return {
    series: parts.flatMap((p) => p.series),
    dates: [...new Set(parts.flatMap((p) => p.dates))].sort(),
  };
}

/**
 * The campaign's rank data over the range, split when the service refuses it whole. `groupIds`
 * gives the campaign's live groups (read only when a split is needed); `onPart` sees the merged
 * data after each part with the count of parts done and known so far.
 */
export async function rankData(
  port: MonitoringPort,
  range: RankRange,
  groupIds: () => Promise<number[]>,
  onPart?: (merged: RankData, done: number, total: number) => Promise<void>,
): Promise<RankResult> {
  const whole: Part = { datemin: range.datemin, datemax: range.datemax };
  const known = new Map<string, string>();
  const remembered = await peekCached(splitKey(range.campaignId), z.boolean());
  if (!remembered || remembered.age > SPLIT_MEMORY_MS) {
    try {
      const result = await read(port, range, whole, known);
      if (!refused(result)) return result;
    } catch (error) {
      if (!tooBig(error)) throw error;
    }
  }
  await putCached(splitKey(range.campaignId), true);
  const ids = await groupIds();
  const queue: { part: Part; depth: number }[] =
    ids.length > 1
      ? ids.map((id) => ({ part: { ...whole, groupIds: [id] }, depth: 0 }))
      : (halves(whole, range.gap) ?? [whole]).map((part) => ({ part, depth: 1 }));
  const received: RankData[] = [];
  let partial = false;
  let done = 0;
  let lastError: unknown = null;
  while (queue.length) {
    const { part, depth } = queue.shift()!;
    try {
      const result = await read(port, range, part, known);
      if (refused(result)) throw new ServiceError('throttling');
      received.push(result.value);
      partial ||= result.partial;
    } catch (error) {
      const smaller = depth < MAX_DEPTH && tooBig(error) ? halves(part, range.gap) : null;
      if (smaller) {
        // The halves take this part's place at the front: what is on screen fills in order.
        queue.unshift(...smaller.map((p) => ({ part: p, depth: depth + 1 })));
        continue;
      }
      lastError = error;
      partial = true;
    }
    done += 1;
    await onPart?.(mergeRank(received), done, done + queue.length);
  }
  if (received.length === 0) throw ServiceError.from(lastError);
  return { value: mergeRank(received), partial };
}
