import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runOf } from '@/entrypoints/background/audits/actions';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import { latestResults, trackedAudits } from '@/lib/storage/audits';
import { auditRunPages } from '@/lib/storage/run-pages';
import type { FakeService } from '../fake-service';
import { connectFakeService } from '../mock-api';

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

describe('the report’s first answer (audits.run)', () => {
  it('is every child of a 20-page run as the list shows it, no child retrieved', async () => {
    const urls = Array.from({ length: 20 }, (_, i) => `https://www.example.com/p${i}/`);
    const { urls: created } = await service.api.audits.create({
      title: `Stormlens — ${urls[0]}`,
      urls,
      devices: ['desktop', 'mobile'],
      auditsSettings: { lighthouse: {}, content: {} },
    });
    service.set(created[0].parentId, 'ready', 70);
    service.api.audits.list.mockClear();
    const run = await runOf(created[0].parentId);
    expect(run.parent.id).toBe(created[0].parentId);
    expect(run.children).toHaveLength(80);
    expect(run.children.every((c) => c.score === 70 && c.url)).toBe(true);
    expect(service.api.audits.list).toHaveBeenCalledTimes(2);
    // The parent only: each child's results are the page's to ask for, one by one.
    expect(service.api.audits.retrieve).toHaveBeenCalledTimes(1);
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
