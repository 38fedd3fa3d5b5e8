import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fetchHistory } from '@/entrypoints/background/audits/history';
import { fileRuns, fillStep, indexedRuns } from '@/entrypoints/background/audits/run-index';
import { getApi } from '@/entrypoints/background/api';
import { pageIdentity } from '@/lib/domain/url';
import { MAX_RUNS_PER_PAGE, runIndexState } from '@/lib/storage/run-index';
import type { AuditSummary } from '@/lib/storage/audits';
import type { FakeService } from '../fake-service';
import { connectFakeService } from '../mock-api';
import { PAGE, account, fill, run } from './run-account';

/*
 * The index of runs by page: filled once from the list (newest first) and each run's children,
 * then a page's history is the newest list page and the index — whoever made the runs.
 */

vi.mock('@/lib/api', async (original) =>
  (await import('../mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

let service: FakeService;

beforeEach(async () => {
  service = await connectFakeService();
});

describe('the index of runs by page', () => {
  it('is filled from two list pages and each run’s children, then holds a page’s runs', async () => {
    const mine = await account(service);
    service.api.audits.list.mockClear();
    await fill();
    // 60 parents: a page of 50 and one of 10, then one children read per run.
    expect(service.api.audits.list).toHaveBeenCalledTimes(2 + 60);
    expect((await runIndexState.getValue()).complete).toBe(true);
    const runs = await indexedRuns(pageIdentity(PAGE)!);
    expect(runs.map((r) => r.parent.id)).toEqual(mine);
    expect(runs.map((r) => r.parent.title)).toContain('Weekly check');
    expect(runs.every((r) => r.children.length === 2 && r.children[0].score === 70)).toBe(true);
    expect(runs[0].children[0].url).toBe(PAGE);
    // Small enough that an agency's 5,000 runs fit the 10 MB of storage.local with room to spare.
    const stored = await fakeBrowser.storage.local.get(null);
    const shards = Object.keys(stored).filter((key) => key.startsWith('cache:runIndex.v'));
    const bytes = shards.reduce((sum, key) => sum + JSON.stringify(stored[key]).length, 0);
    expect(bytes / 60).toBeLessThan(250);
  });

  it('skips a run deleted between its list page and its children’s read, and goes on', async () => {
    const mine = await account(service);
    // The first step reads the newest list page; the run is deleted before its children are read.
    await fillStep(await getApi());
    await service.api.audits.remove(mine[0]);
    await fill();
    expect((await runIndexState.getValue()).complete).toBe(true);
    expect((await indexedRuns(pageIdentity(PAGE)!)).map((r) => r.parent.id)).toEqual(mine.slice(1));
  });

  it('makes a page’s history one call once filled, and two with a run made elsewhere since', async () => {
    const mine = await account(service);
    await fill();
    service.api.audits.list.mockClear();
    let runs = await fetchHistory(PAGE);
    expect(runs.map((r) => r.parent.id)).toEqual(mine);
    expect(service.api.audits.list).toHaveBeenCalledTimes(1);

    const elsewhere = await run(service, PAGE, 'Audit', 91);
    service.api.audits.list.mockClear();
    runs = await fetchHistory(PAGE);
    expect(runs[0].parent).toMatchObject({ id: elsewhere, title: 'Audit' });
    expect(runs[0].children.map((c) => c.score)).toEqual([91, 91]);
    // The newest page, then the new run's children.
    expect(service.api.audits.list).toHaveBeenCalledTimes(2);
  });

  it('keeps a page’s newest MAX_RUNS_PER_PAGE runs', async () => {
    const summary = (id: number): AuditSummary => ({
      id,
      parentId: 0,
      title: 'Audit',
      url: null,
      device: null,
      auditType: null,
      status: 'ready',
      created: id * 1000,
      updated: id * 1000,
      score: null,
    });
    const page = pageIdentity(PAGE)!;
    for (let id = 1; id <= MAX_RUNS_PER_PAGE + 5; id++) {
      await fileRuns([new Map([[page, { parent: summary(id), children: [] }]])]);
    }
    const ids = (await indexedRuns(page)).map((r) => r.parent.id);
    expect(ids).toHaveLength(MAX_RUNS_PER_PAGE);
    expect(ids[0]).toBe(MAX_RUNS_PER_PAGE + 5);
    expect(ids.at(-1)).toBe(6);
  });
});
