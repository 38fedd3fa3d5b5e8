import {
  compare,
  daysOf,
  mean,
  NO_DATA_PLACE,
  NO_POSITION_PLACE,
  type Compared,
  type Period,
  type RankDays,
} from './days';

/**
 * Visibility is Stormlens's own estimate, not a figure of the service: the service sends
 * positions and search volumes only. The review prints `visibilityFormula` beside the numbers so
 * a client reads it as ours.
 *
 * The click-through rate per organic position 1–10 is a fixed curve Stormlens chose, in the range
 * public organic CTR studies report (about 28% for the first result, under 2% for the tenth); it
 * never changes with the data, so two reviews compare. Positions past 10 and days without a
 * position get 0 clicks, an estimate of clicks, not a position. Averages round to a place first.
 */
export const ctrCurve: readonly number[] = [
  0.28, 0.15, 0.1, 0.07, 0.05, 0.04, 0.03, 0.025, 0.02, 0.015,
];

export const visibilityFormula = {
  source: 'stormlens-estimate',
  formula: 'sum over keywords of search volume × CTR(position)',
  ctrByPosition: ctrCurve,
  beyond: 'CTR is 0 past position 10 and on days without a position',
  missing:
    'keywords without a search volume and days without data are left out, never counted as 0',
} as const;

/** The curve's click-through rate for a place; 0 past 10. */
export function ctrAt(position: number): number {
  const place = Math.round(position);
  return place >= 1 && place <= ctrCurve.length ? ctrCurve[place - 1] : 0;
}

export interface DayVisibility {
  day: string;
  /** Null when no keyword with a volume had data that day. */
  value: number | null;
  /** Keywords with a volume that had an entry that day (a partial day says so). */
  keywords: number;
}

/**
 * One domain's visibility on one device, day by day. A keyword without an entry that day adds
 * nothing and is not counted among `keywords`, so a day of missing data is "no data", not 0.
 */
export function dailyVisibility(
  days: RankDays,
  domain: string,
  device: string,
  period: Period,
  keywordIds?: ReadonlySet<number>,
): DayVisibility[] {
  // The review asks each domain's whole-campaign series twice (its comparison, its chart): on a
  // 5,000-keyword campaign each is a million look-ups, so it is worked out once per answer (the
  // series is shared: callers read it, never change it).
  if (keywordIds) return visibilityOf(days, domain, device, period, keywordIds);
  const known = computed.get(days) ?? computed.set(days, new Map()).get(days)!;
  const key = `${domain}|${device}|${period.from}|${period.to}`;
  let series = known.get(key);
  if (!series) known.set(key, (series = visibilityOf(days, domain, device, period)));
  return series;
}

const computed = new WeakMap<RankDays, Map<string, DayVisibility[]>>();

function visibilityOf(
  days: RankDays,
  domain: string,
  device: string,
  period: Period,
  keywordIds?: ReadonlySet<number>,
): DayVisibility[] {
  const weighed = days.keywords.filter(
    (k) => k.volume !== null && (!keywordIds || keywordIds.has(k.id)),
  );
  const indexes = daysOf(period).map((day) => days.dayIndex(day));
  // Summed in thousandths of a click (the curve's precision), so 300 × 7% is 21, not
  // 21.000000000000004, and an unchanged day compares as unchanged. Keyword by keyword (each
  // keyword's days lie together), each day's sum still adds its keywords in the same order.
  const milli = indexes.map(() => 0);
  const counted = indexes.map(() => 0);
  for (const k of weighed) {
    const row = days.row(domain, k.id, device);
    const volume = k.volume ?? 0;
    indexes.forEach((index, i) => {
      const place = row.place(index);
      if (place === NO_DATA_PLACE) return;
      counted[i]++;
      if (place !== NO_POSITION_PLACE) milli[i] += volume * Math.round(ctrAt(place) * 1000);
    });
  }
  return daysOf(period).map((day, i) => ({
    day,
    value: counted[i] ? milli[i] / 1000 : null,
    keywords: counted[i],
  }));
}

/** The mean of a period's days that have data; null when none has. */
export function periodVisibility(
  days: RankDays,
  domain: string,
  device: string,
  period: Period,
  keywordIds?: ReadonlySet<number>,
): number | null {
  return mean(dailyVisibility(days, domain, device, period, keywordIds).map((d) => d.value));
}

/** Visibility over the period against the comparison period, per device. */
export function visibilityChange(
  days: RankDays,
  domain: string,
  period: Period,
  previous: Period,
  keywordIds?: ReadonlySet<number>,
): Record<string, Compared> {
  const out: Record<string, Compared> = {};
  for (const device of days.devices) {
    out[device] = compare(
      periodVisibility(days, domain, device, period, keywordIds),
      periodVisibility(days, domain, device, previous, keywordIds),
    );
  }
  return out;
}
