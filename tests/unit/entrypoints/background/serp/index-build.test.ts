import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import {
  indexStep,
  PASS_EVERY,
  type IndexPort,
  type ListedKeyword,
} from '@/entrypoints/background/serp/index-build';
import { PAGE_SIZE } from '@/lib/monitoring/port';
import { indexMeta, indexStaging, indexState, refsOf } from '@/lib/storage/serp-index';

interface FakeCampaign {
  id: number;
  domain: string;
  groups: { id: number; title: string; status: string }[];
  keywords: ListedKeyword[];
}

const keyword = (id: number, title: string, groupId = id * 10): ListedKeyword => ({
  id,
  title,
  groupId,
  groupStatus: 'active',
});

function many(campaignId: number, count: number): FakeCampaign {
  const keywords = Array.from({ length: count }, (_, i) =>
    keyword(campaignId * 100_000 + i, `phrase ${campaignId} ${i}`, campaignId),
  );
  return { id: campaignId, domain: `c${campaignId}.example`, groups: [], keywords };
}

/** The service as the pass reads it, with every call it received. */
function fakeService(campaigns: FakeCampaign[], clock = { now: 1_000 }) {
  const calls: string[] = [];
  let failNext: ServiceError | null = null;
  const page = <T>(list: T[], n: number) => ({
    count: list.length,
    items: list.slice(n * PAGE_SIZE, (n + 1) * PAGE_SIZE),
  });
  const find = (id: number) => campaigns.find((c) => c.id === id)!;
  const call = (name: string) => {
    calls.push(name);
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
  };
  const port: IndexPort = {
    now: () => clock.now,
    campaigns: async (n) => {
      call(`campaigns ${n}`);
      return page(
        campaigns.map((c) => ({ id: c.id, title: c.domain, domain: c.domain, access: null })),
        n,
      );
    },
    groups: async (id, n) => {
      call(`groups ${id} ${n}`);
      return page(find(id).groups, n);
    },
    keywords: async (id, n) => {
      call(`keywords ${id} ${n}`);
      return page(find(id).keywords, n);
    },
  };
  return { port, calls, clock, fail: (e: ServiceError) => (failNext = e) };
}

async function runPass(port: IndexPort, bound?: number): Promise<number> {
  let steps = 0;
  while (await indexStep(port, bound)) steps += 1;
  return steps;
}

const shoesOf = (): FakeCampaign => ({
  id: 1,
  domain: 'shoes.example',
  groups: [
    { id: 10, title: 'Women', status: 'active' },
    { id: 11, title: 'Old', status: 'delete' },
  ],
  keywords: [keyword(100, 'Buty  Damskie', 10), keyword(101, 'sandały', 10)],
});
let shoes = shoesOf();

describe('the phrase index', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    shoes = shoesOf();
  });

  it('lists every campaign, then reads each one’s groups and keywords to the last page', async () => {
    const big = many(2, PAGE_SIZE + 5);
    const service = fakeService([shoes, big]);
    expect((await indexState.getValue()).complete).toBe(false);
    await runPass(service.port);
    expect(service.calls).toEqual([
      'campaigns 0',
      'groups 1 0',
      'keywords 1 0',
      'groups 2 0',
      'keywords 2 0',
      'keywords 2 1',
    ]);
    const state = await indexState.getValue();
    expect(state).toMatchObject({
      complete: true,
      builtAt: 1_000,
      pass: null,
      keywords: PAGE_SIZE + 7,
    });
    expect(await refsOf('buty damskie')).toEqual([[1, 10, 100, 'Buty  Damskie']]);
    expect(await refsOf('sandały')).toEqual([[1, 10, 101]]);
    expect(await refsOf(`phrase 2 ${PAGE_SIZE + 4}`)).toEqual([[2, 2, 200_000 + PAGE_SIZE + 4]]);
    const meta = await indexMeta.getValue();
    expect(meta.groups).toEqual({ '10': { campaignId: 1, title: 'Women' } });
    expect(meta.campaigns['1']).toMatchObject({ domain: 'shoes.example', access: 'owner' });
  });

  it('resumes a pass where a stopped worker left it, without reading a page twice', async () => {
    const big = many(2, PAGE_SIZE * 2 + 1);
    const first = fakeService([shoes, big]);
    for (let i = 0; i < 5; i++) await indexStep(first.port);
    expect(await indexStaging.getValue()).toMatchObject({ campaignId: 2, page: 1 });
    // A new worker: nothing but storage carries over.
    const second = fakeService([shoes, big]);
    await runPass(second.port);
    expect([...first.calls, ...second.calls]).toEqual([
      'campaigns 0',
      'groups 1 0',
      'keywords 1 0',
      'groups 2 0',
      'keywords 2 0',
      'keywords 2 1',
      'keywords 2 2',
    ]);
    expect(await refsOf(`phrase 2 ${PAGE_SIZE * 2}`)).toHaveLength(1);
  });

  it('reads everything again a day later, dropping what left the account', async () => {
    const other = many(3, 2);
    const service = fakeService([shoes, other]);
    await runPass(service.port);
    expect(await indexStep(service.port)).toBe(false);
    service.clock.now += PASS_EVERY - 1;
    expect(await indexStep(service.port)).toBe(false);
    service.calls.length = 0;
    service.clock.now += 1;
    shoes.keywords = [keyword(101, 'sandały', 10), keyword(102, 'kozaki', 10)];
    const second = fakeService([shoes], service.clock);
    expect(await indexStep(second.port)).toBe(true);
    // While the daily pass runs, the last one still answers.
    expect((await indexState.getValue()).complete).toBe(true);
    await runPass(second.port);
    expect(await refsOf('buty damskie')).toEqual([]);
    expect(await refsOf('kozaki')).toEqual([[1, 10, 102]]);
    expect(await refsOf('phrase 3 0')).toEqual([]);
    expect(Object.keys((await indexMeta.getValue()).campaigns)).toEqual(['1']);
  });

  it('keeps its failure for Options and goes on from the same call', async () => {
    const service = fakeService([shoes]);
    await indexStep(service.port);
    service.fail(new ServiceError('throttling'));
    await expect(indexStep(service.port)).rejects.toMatchObject({ kind: 'throttling' });
    expect((await indexState.getValue()).error).toMatchObject({ kind: 'throttling' });
    await runPass(service.port);
    expect(service.calls).toEqual(['campaigns 0', 'groups 1 0', 'groups 1 0', 'keywords 1 0']);
    expect(await indexState.getValue()).toMatchObject({ complete: true, error: null });
  });

  it('never claims a phrase untracked once the bound left a campaign out', async () => {
    const service = fakeService([many(4, 9), many(5, 2)]);
    await runPass(service.port, 10);
    const state = await indexState.getValue();
    expect(state).toMatchObject({ complete: false, capped: true, keywords: 9 });
    expect(await refsOf('phrase 5 0')).toEqual([]);
    expect(await refsOf('phrase 4 0')).toHaveLength(1);
  });
});
