import { describe, expect, it } from 'vitest';
import { overviewSchema } from '@/lib/api/schemas/overview';

// ../shared/spec/monitoring.md §2 Overview item: metrics "typed as arrays", their shape not shown.
describe('overview metrics', () => {
  it('takes the newest date as the value whatever order the dates come in', () => {
    const [item] = overviewSchema.parse({
      31401: {
        id: '31401',
        name: 'Main',
        domain: 'example.com',
        status: 'active',
        keywords_count: { '2024-03-11': '40', '2024-03-04': '38' },
        visibility: { 20240304: '10.5', 20240311: '12.25' },
        keywords_top10_count: '7',
      },
    });
    expect(item.keywordsCount.value).toBe(40);
    expect(item.keywordsCount.series.map((s) => s.key)).toEqual(['2024-03-04', '2024-03-11']);
    expect(item.visibility.value).toBe(12.25);
    expect(item.keywordsTop10).toEqual({ value: 7, series: [] });
  });

  it('keeps the order of a plain list', () => {
    const [item] = overviewSchema.parse({ 1: { keywords_count: ['3', '5'] } });
    expect(item).toMatchObject({ id: 1, keywordsCount: { value: 5 } });
  });
});
