import { describe, expect, it } from 'vitest';
import { pageAudits } from '@/entrypoints/review/gather/pages';
import type { IndexedRun, RunShard } from '@/lib/storage/run-index';

const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const run = (id: number, day: string, audits: IndexedRun[5]): IndexedRun => [
  id,
  at(day),
  at(day),
  `Stormlens — page ${id}`,
  'ready',
  audits,
];
const period = { from: '2026-11-01', to: '2026-11-28' };

describe('pageAudits', () => {
  const shard: RunShard = {
    'example.com/a': {
      url: 'https://www.example.com/a',
      runs: [
        // Newest first, as filed: a run after the period, one in it, the one before it.
        run(30, '2026-11-29', [[301, 'desktop', 'lighthouse', 'ready', 99]]),
        run(20, '2026-11-20', [
          [201, 'desktop', 'content', 'ready', 40],
          [202, 'desktop', 'lighthouse', 'ready', 70],
          [203, 'mobile', 'lighthouse', 'error', null],
        ]),
        run(10, '2026-10-02', [
          [101, 'desktop', 'lighthouse', 'ready', 80],
          [102, 'mobile', 'lighthouse', 'ready', 60],
        ]),
      ],
    },
    'other.com/': {
      url: 'https://other.com/',
      runs: [run(40, '2026-11-10', [[401, 'desktop', 'lighthouse', 'ready', 50]])],
    },
    'example.com/old': {
      url: 'https://example.com/old',
      runs: [run(50, '2026-09-10', [[501, 'desktop', 'lighthouse', 'ready', 50]])],
    },
  };

  it('per page and device of the domain: the latest finished audit in the period and the score before it', () => {
    expect(pageAudits([shard], 'example.com', period)).toEqual([
      {
        url: 'https://www.example.com/a',
        device: 'desktop',
        latestId: 202,
        latestScore: 70,
        earlierScore: 80,
        at: at('2026-11-20'),
      },
    ]);
  });

  it('a subdomain is the domain’s page; a run with no date cannot be placed', () => {
    const sub: RunShard = {
      'shop.example.com/': {
        url: 'https://shop.example.com/',
        runs: [
          [60, null, null, 't', 'ready', [[601, 'mobile', 'lighthouse', 'ready', 55]]],
          run(61, '2026-11-05', [[611, 'mobile', 'pagespeed', 'ready', 65]]),
        ],
      },
    };
    expect(pageAudits([sub], 'example.com', period).map((p) => p.latestId)).toEqual([611]);
  });
});
