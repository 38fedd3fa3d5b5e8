import { rankDataSchema } from '@/lib/api/schemas/rank';
import { rankDays, type RankDays } from '@/lib/domain/review/days';

/**
 * Detailed-data answers written as the service sends them (../shared/spec/monitoring.md "Detailed
 * data", ../shared/spec/service-notes.md): group → domain → keyword → `{ keyword, data }`, data
 * keyed by `YYYY-MM-DD`, then engine, device and location (`""` is "no location"), numbers as
 * strings. A day left out of `days` is a day missing from the answer.
 */
export interface FixtureKeyword {
  group?: number;
  domain?: string;
  id: number;
  title?: string;
  /** A string as the service sends it; null for none. */
  volume?: string | null;
  /** Day → device → position (a string, or null for an entry without one) and url. */
  days: Record<string, Record<string, [string | null, string?]>>;
}

export const SITE = 'example.com';

export function answer(keywords: readonly FixtureKeyword[]): Record<string, unknown> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const k of keywords) {
    const group = (out[String(k.group ?? 1)] ??= {});
    const domain = (group[k.domain ?? SITE] ??= {});
    const data: Record<string, unknown> = {};
    for (const [day, devices] of Object.entries(k.days)) {
      const perDevice: Record<string, unknown> = {};
      for (const [device, [position, url]] of Object.entries(devices))
        perDevice[device] = { '': { position, url: url ?? '' } };
      data[day] = { '1': perDevice };
    }
    domain[String(k.id)] = {
      keyword: {
        title: k.title ?? `kw${k.id}`,
        volume: k.volume === undefined ? '100' : k.volume,
        cpc: '1.20',
      },
      data,
    };
  }
  return out;
}

/** The review's index of a fixture, through the client's own parsing of the answer. */
export const daysOf = (keywords: readonly FixtureKeyword[]): RankDays =>
  rankDays(rankDataSchema.parse(answer(keywords)));

/** Both devices on a day: `[desktop, mobile]` positions. */
export const both = (
  desktop: string | null,
  mobile: string | null,
): Record<string, [string | null]> => ({ desktop: [desktop], mobile: [mobile] });
