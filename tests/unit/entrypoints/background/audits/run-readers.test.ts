import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moreChildren, runHead } from '@/entrypoints/background/audits/actions';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import { latestResults, trackedAudits } from '@/lib/storage/audits';
import { auditRunPages } from '@/lib/storage/run-pages';
import type { FakeService } from '../fake-service';
import { connectFakeService, mockApi } from '../mock-api';

vi.mock('@/lib/api', async (original) =>
  (await import('../mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

const TAB = 'https://www.example.com/';
let service: FakeService;

beforeEach(async () => {
  service = await connectFakeService();
});

describe('the report’s reads of a run (audits.run, then audits.children)', () => {
  it('paints from two calls whatever the size: the parent and the first 50 children', async () => {
    const urls = Array.from({ length: 20 }, (_, i) => `https://www.example.com/p${i}/`);
    const { urls: created } = await service.api.audits.create({
      title: `Stormlens — ${urls[0]}`,
      urls,
      devices: ['desktop', 'mobile'],
      auditsSettings: { lighthouse: {}, content: {} },
    });
    const { parentId, childIds } = created[0];
    service.set(parentId, 'ready', 70);
    service.api.audits.list.mockClear();
    const head = await runHead(parentId);
    expect(head.parent.id).toBe(parentId);
    expect(head.children).toHaveLength(50);
    expect(head.children.every((c) => c.score === 70 && c.url)).toBe(true);
    expect(head.nextPage).toBe(1);
    expect(service.api.audits.list).toHaveBeenCalledTimes(1);
    // The parent only: each child's results are the page's to ask for, one by one.
    expect(service.api.audits.retrieve).toHaveBeenCalledTimes(1);

    // The rest behind it, at the priority that yields to what someone waits on.
    const rest = await moreChildren(parentId, 1);
    expect(rest.nextPage).toBeNull();
    expect([...head.children, ...rest.children].map((c) => c.id).sort()).toEqual(
      [...childIds].sort(),
    );
    expect(mockApi.configs.at(-1)?.priority).toBe('later');
    expect(service.api.audits.list).toHaveBeenCalledTimes(2);
    expect(service.api.audits.retrieve).toHaveBeenCalledTimes(1);
  });

  it('refuses a child’s id: the report is of a run', async () => {
    const { urls: created } = await service.api.audits.create({
      title: `Stormlens — ${TAB}`,
      urls: [TAB],
      devices: ['desktop'],
      auditsSettings: { lighthouse: {} },
    });
    await expect(runHead(created[0].childIds[0])).rejects.toMatchObject({ kind: 'request' });
  });
});

describe('a keyword launch', () => {
  it('is followed under the pages it audits, not under the tab it was launched from', async () => {
    const create = service.api.audits.create.getMockImplementation()!;
    // The service answers a keyword launch with keyword → parent id, its children on ranking pages.
    service.api.audits.create.mockImplementationOnce(async (params) => {
      const made = await create({ ...params, urls: ['https://shop.example/trail-running-shoes/'] });
      return { ...made, urls: [], keywords: { 'trail running shoes': made.urls[0].parentId } };
    });
    const answer = await launchAudit({
      requestId: crypto.randomUUID(),
      url: TAB,
      devices: ['desktop'],
      types: ['lighthouse'],
      keywords: ['trail running shoes'],
      keywordsOptions: [{ engine: 1, country: 1 }],
    });
    const record = (await trackedAudits.getValue())[String(answer.parentId)];
    expect(record.url).toBe('');
    expect(await latestResults.getValue()).toEqual({});
    expect((await auditRunPages.getValue())[String(answer.parentId)]).toBeUndefined();
  });
});
