import { describe, expect, it } from 'vitest';
import { rankCandidates } from '@/entrypoints/review/setup/candidates';
import type { DetailSeries } from '@/lib/api/schemas/rank';

const series = (keywordId: number, domain: string, position: number | null): DetailSeries => ({
  keywordId,
  device: 'desktop',
  domain,
  points: [{ date: '2026-11-28', position, positionChange: null, url: null }],
});

describe('rankCandidates', () => {
  it('other sites by the keywords where they reached the top 10; the site itself never', () => {
    expect(
      rankCandidates(
        [
          series(1, 'www.example.com', 1),
          series(1, 'www.rival.example', 2),
          series(2, 'rival.example', 9),
          series(1, 'far.example', 40),
          series(2, 'other.example', 3),
          series(3, 'none.example', null),
        ],
        'example.com',
      ),
    ).toEqual([
      { domain: 'rival.example', top10: 2 },
      { domain: 'other.example', top10: 1 },
    ]);
  });
});
