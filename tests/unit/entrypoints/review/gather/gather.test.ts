import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { rankDataSchema } from '@/lib/api/schemas/rank';
import type { RankDataParams } from '@/lib/api';
import { gather, type GatherPlan } from '@/entrypoints/review/gather/gather';
import type { Stored } from '@/entrypoints/review/gather/holdings';
import { Cancelled, Recorder } from '@/entrypoints/review/gather/recorder';
import { initialDraft, checkDraft } from '@/entrypoints/review/setup/draft';
import { answer } from '../../../lib/domain/review/fixture';
import { fakePort } from '../../../lib/monitoring/fake-port';

beforeEach(() => fakeBrowser.reset());

const choice = checkDraft(
  initialDraft('en', ['rival.com']),
  { id: 7, title: 'Example', domain: 'example.com' },
  '2026-11-29',
).choice!;

const rank = rankDataSchema.parse(
  answer([{ id: 1, days: { '2026-11-28': { desktop: ['3'] }, '2026-10-29': { desktop: ['5'] } } }]),
);

const stored = (over: Partial<Stored> = {}): Stored => ({
  overview: null,
  campaignCount: 1,
  pages: [],
  results: new Map(),
  indexComplete: true,
  ...over,
});

const plan = (over: Partial<GatherPlan> = {}): GatherPlan => ({
  choice,
  groupIds: [11, 12],
  groupTitles: new Map([[11, 'Shoes']]),
  stored: stored(),
  announced: 3,
  ...over,
});

const overviewAnswer = [
  {
    id: 7,
    name: 'Example',
    domain: 'example.com',
    status: 'active',
    keywordsCount: { value: 1, series: [] },
    keywordsUp: { value: 0, series: [] },
    keywordsDown: { value: 0, series: [] },
    keywordsNoChange: { value: 1, series: [] },
    keywordsTop10: { value: 1, series: [] },
    visibility: { value: 12, series: [] },
    visibilityChange: { value: 2, series: [] },
  },
];

const deps = (port: ReturnType<typeof fakePort>, recorder: Recorder) => ({
  port,
  retrieve: vi.fn(async () => ({ audit: {} as never, data: [] })),
  recorder,
  sayGap: (kind: string, values: Record<string, string>) =>
    values.reason ? `${kind}: ${values.reason}` : kind,
  sayError: (error: { kind: string }) => error.kind,
  onProgress: vi.fn(),
  now: () => new Date('2026-11-29T10:00:00Z'),
});

describe('gather', () => {
  it('reads both periods once for the site and its competitors, then the overview', async () => {
    const data = vi.fn(async (_: RankDataParams) => rank);
    const port = fakePort({ campaigns: { data, overview: vi.fn(async () => overviewAnswer) } });
    const recorder = new Recorder(new AbortController().signal);
    const out = await gather(plan(), deps(port, recorder));
    expect(data).toHaveBeenCalledTimes(1);
    expect(data.mock.calls[0][0]).toMatchObject({
      id: 7,
      domains: ['example.com', 'rival.com'],
      datemin: '20260930',
      datemax: '20261128',
      gap: 'daily',
    });
    expect(out.reading).toMatchObject({ announced: 3, made: 2, splits: 0, gaps: [] });
    expect(out.campaignVisibility).toMatchObject({ visibility: 12, visibilityChange: 2 });
    expect(out.review.buckets.end.desktop).toBeDefined();
  });

  it('a refused whole read is split by group, and the splits are counted apart', async () => {
    const data = vi.fn(async (p: RankDataParams) => {
      if (!p.groupIds) throw new ServiceError('throttling');
      return rank;
    });
    const port = fakePort({ campaigns: { data, overview: vi.fn(async () => overviewAnswer) } });
    const recorder = new Recorder(new AbortController().signal);
    const out = await gather(plan(), deps(port, recorder));
    expect(data).toHaveBeenCalledTimes(3);
    expect(out.reading).toMatchObject({ made: 4, splits: 2 });
  });

  it('a failed overview is a gap said in the review, not a lost review', async () => {
    const port = fakePort({
      campaigns: {
        data: vi.fn(async () => rank),
        overview: vi.fn(async () => {
          throw new ServiceError('access');
        }),
      },
    });
    const out = await gather(plan(), deps(port, new Recorder(new AbortController().signal)));
    // The reason is the error's sentence in the review's language, not the error's log line.
    expect(out.reading.gaps).toEqual(['overview: access']);
    expect(out.campaignVisibility).toBeNull();
  });

  it('stored overview and audit results are reused; the rest is one retrieve per page', async () => {
    const port = fakePort({ campaigns: { data: vi.fn(async () => rank) } });
    const recorder = new Recorder(new AbortController().signal);
    const page = (latestId: number) => ({
      url: `https://example.com/${latestId}`,
      device: 'desktop',
      latestId,
      latestScore: 80,
      earlierScore: 90,
      at: 0,
    });
    const d = deps(port, recorder);
    const out = await gather(
      plan({
        stored: stored({
          overview: {
            campaignId: 7,
            visibility: 1,
            visibilityChange: 0,
            series: [],
            partial: false,
          } as never,
          pages: [page(1), page(2)],
          results: new Map([[1, { shape: 'empty' }]]),
        }),
      }),
      d,
    );
    expect(d.retrieve).toHaveBeenCalledTimes(1);
    expect(d.retrieve).toHaveBeenCalledWith(2);
    expect(out.reading.made).toBe(2);
    expect(out.reading.calls.filter((c) => c.reused)).toHaveLength(2);
    expect(out.review.pages.fallen.map((p) => p.url)).toEqual([
      'https://example.com/1',
      'https://example.com/2',
    ]);
  });

  it('Cancel stops before the next request', async () => {
    const controller = new AbortController();
    const overview = vi.fn(async () => overviewAnswer);
    const port = fakePort({
      campaigns: {
        data: vi.fn(async () => {
          controller.abort();
          return rank;
        }),
        overview,
      },
    });
    await expect(
      gather(plan(), deps(port, new Recorder(controller.signal))),
    ).rejects.toBeInstanceOf(Cancelled);
    expect(overview).not.toHaveBeenCalled();
  });
});
