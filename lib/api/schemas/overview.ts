import { z } from 'zod/mini';
import { container, entries, isRecord, optNum, str } from './common';

/**
 * Overview metrics: the documents type them as arrays without showing their shape. A scalar is
 * the value; an array or keyed object is a series whose last element is the value.
 */
const DAY_KEY = /^\d{4}-?\d{2}-?\d{2}$/;
const metric = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    if (isRecord(value) || Array.isArray(value)) {
      const series = entries(value).map(([key, v]) => ({
        key,
        value: optNum.parse(isRecord(v) ? v.value : v),
      }));
      // Keyed by date in any order (PHP keeps insertion order, newest first is common): oldest
      // first, so the last one is the current value.
      if (series.length && series.every((s) => DAY_KEY.test(s.key)))
        series.sort((a, b) => a.key.replaceAll('-', '').localeCompare(b.key.replaceAll('-', '')));
      return { value: series.length ? series[series.length - 1].value : null, series };
    }
    const none: { key: string; value: number | null }[] = [];
    return { value: optNum.parse(value), series: none };
  }),
);
export type OverviewMetric = z.output<typeof metric>;

const overviewItem = z.pipe(
  z.object({
    id: optNum,
    name: str,
    domain: str,
    status: str,
    keywords_count: metric,
    keywords_count_up: metric,
    keywords_count_no_change: metric,
    keywords_count_down: metric,
    keywords_top10_count: metric,
    visibility: metric,
    visibility_change: metric,
  }),
  z.transform((o) => ({
    id: o.id,
    name: o.name || o.domain,
    domain: o.domain,
    status: o.status,
    keywordsCount: o.keywords_count,
    keywordsUp: o.keywords_count_up,
    keywordsNoChange: o.keywords_count_no_change,
    keywordsDown: o.keywords_count_down,
    keywordsTop10: o.keywords_top10_count,
    visibility: o.visibility,
    visibilityChange: o.visibility_change,
  })),
);
export type OverviewItem = z.output<typeof overviewItem> & { id: number };

/** Overview: keyed by campaign id → a list (the key fills a missing `id`). */
export const overviewSchema = z.pipe(
  container,
  z.transform((value, ctx): OverviewItem[] => {
    const out: OverviewItem[] = [];
    for (const [key, item] of entries(value)) {
      const parsed = overviewItem.safeParse(isRecord(item) ? item : {});
      if (!parsed.success) {
        ctx.issues.push({
          code: 'custom',
          message: `overview.${key}: unreadable item`,
          input: value,
        });
        return z.NEVER;
      }
      out.push({ ...parsed.data, id: parsed.data.id ?? Number(key) });
    }
    return out;
  }),
);
