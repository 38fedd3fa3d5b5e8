import { describe, expect, it } from 'vitest';
import type { CompetitorReview } from '@/lib/domain/review/competitors';
import type { Mover } from '@/lib/domain/review/movers';
import type { LabMetricPassRate } from '@/lib/domain/review/pages';
import { MAX_FACTS, summaryFacts } from '@/lib/domain/review/summary';

const mover = (keywordId: number, places: number, volume: number, from: number): Mover => ({
  keywordId,
  title: `kw${keywordId}`,
  volume,
  from: { day: '2026-03-01', position: from, url: null },
  to: { day: '2026-03-31', position: from - places, url: null },
  places,
  weight: places * volume,
  urlChanged: false,
});

const lab = (id: LabMetricPassRate['id'], passed: number, failed: number): LabMetricPassRate => ({
  id,
  good: 0,
  unit: 'ms',
  passed,
  failed,
  noData: 0,
  rate: passed + failed ? passed / (passed + failed) : null,
  worst: failed ? { url: 'https://example.com/slow', device: 'mobile', value: 9000 } : null,
});

describe('summaryFacts', () => {
  it('states only what the figures hold', () => {
    const facts = summaryFacts({
      visibility: {
        desktop: { current: 300, previous: 200, change: 100 },
        mobile: { current: 50, previous: null, change: null },
      },
    });
    expect(facts).toEqual([
      {
        kind: 'visibility',
        device: 'desktop',
        direction: 'rose',
        current: 300,
        previous: 200,
        change: 100,
      },
    ]);
  });

  it('names the biggest winner and loser over the devices, and the worst lab metric', () => {
    const facts = summaryFacts({
      visibility: { desktop: { current: 100, previous: 150, change: -50 } },
      movers: {
        desktop: {
          gains: [mover(1, 2, 1000, 5)],
          losses: [mover(2, -3, 100, 4)],
          withoutVolume: 0,
        },
        mobile: { gains: [mover(3, 10, 500, 20)], losses: [], withoutVolume: 0 },
      },
      lab: [
        lab('total-blocking-time', 0, 0),
        lab('largest-contentful-paint', 1, 3),
        lab('speed-index', 3, 1),
      ],
    });
    expect(facts).toEqual([
      {
        kind: 'visibility',
        device: 'desktop',
        direction: 'fell',
        current: 100,
        previous: 150,
        change: -50,
      },
      {
        kind: 'winner',
        device: 'mobile',
        keyword: 'kw3',
        places: 10,
        volume: 500,
        from: 20,
        to: 10,
      },
      { kind: 'loser', device: 'desktop', keyword: 'kw2', places: -3, volume: 100, from: 4, to: 7 },
      {
        kind: 'worst-lab-metric',
        metric: 'largest-contentful-paint',
        passed: 1,
        failed: 3,
        rate: 0.25,
        url: 'https://example.com/slow',
      },
    ]);
  });

  it('says nothing of empty figures and stops at the most facts a summary holds', () => {
    expect(summaryFacts({ visibility: {}, movers: {}, lab: [lab('interactive', 0, 0)] })).toEqual(
      [],
    );
    const competitors = {
      site: { top10: {}, visibility: {} },
      competitors: [],
      gainedMost: { desktop: { domain: 'rival.com', change: 40 }, mobile: undefined },
    } satisfies CompetitorReview;
    const facts = summaryFacts({
      visibility: {
        desktop: { current: 3, previous: 2, change: 1 },
        mobile: { current: 2, previous: 2, change: 0 },
      },
      movers: {
        desktop: { gains: [mover(1, 2, 10, 5)], losses: [mover(2, -1, 10, 4)], withoutVolume: 0 },
      },
      lab: [lab('speed-index', 1, 1)],
      fallen: [
        {
          url: 'https://example.com/',
          device: 'desktop',
          score: { current: 60, previous: 70, change: -10 },
        },
      ],
      topMoves: { desktop: { top10: { entered: [1, 2], exited: [3], unknown: 0 } } },
      competitors,
    });
    expect(facts).toHaveLength(MAX_FACTS);
    expect(facts.map((f) => f.kind)).toEqual([
      'visibility',
      'visibility',
      'winner',
      'loser',
      'worst-lab-metric',
      'pages-fell',
    ]);
  });
});

describe('summaryFacts, later facts', () => {
  it('states top-10 moves and the competitor that gained most when room is left', () => {
    const facts = summaryFacts({
      visibility: {},
      topMoves: {
        desktop: { top10: { entered: [1, 2], exited: [3], unknown: 4 } },
        mobile: { top10: { entered: [], exited: [], unknown: 0 } },
      },
      competitors: {
        site: { top10: {}, visibility: {} },
        competitors: [],
        gainedMost: { desktop: { domain: 'rival.com', change: 40 }, mobile: undefined },
      },
      fallen: [],
    });
    expect(facts).toEqual([
      { kind: 'top10', device: 'desktop', entered: 2, exited: 1 },
      { kind: 'competitor-gained', device: 'desktop', domain: 'rival.com', change: 40 },
    ]);
  });
});
