import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clickMark } from '@/lib/domain/click-mark';
import { auditHistory, latestResults, trackedAudits } from '@/lib/storage/audits';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import { fetchHistory } from '@/entrypoints/background/audits/history';
import { cloneAudit, deleteAudit, refreshAudit } from '@/entrypoints/background/audits/actions';
import type { FakeService } from './fake-service';
import { connectFakeService } from './mock-api';

/* The audits area after a launch: its history, refresh, clone and delete (audits.test.ts: launch). */

vi.mock('@/lib/api', async (original) =>
  (await import('./mock-api')).mockedApi(await original<object>()),
);

// Polling is the tracker's test; here a launch only records the run (no background ticks racing).
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

const PAGE = 'https://www.example.com/shoes/';
const KEY = 'https://www.example.com/shoes';
const rid = () => crypto.randomUUID();
let service: FakeService;

beforeEach(async () => {
  service = await connectFakeService();
});

describe('audits.history', () => {
  it('finds the runs of exactly this URL, stores them, and reuses finished runs next time', async () => {
    const a = await launchAudit({
      requestId: rid(),
      url: PAGE,
      devices: ['desktop'],
      types: ['lighthouse'],
    });
    await launchAudit({
      requestId: rid(),
      url: 'https://www.example.com/shoes/trail/',
      devices: ['desktop'],
      types: ['lighthouse'],
    });
    const b = await launchAudit({
      requestId: rid(),
      url: PAGE,
      devices: ['desktop', 'mobile'],
      types: ['lighthouse'],
    });
    service.set(a.parentId, 'ready', 55);
    service.set(b.parentId, 'ready', 88);
    await trackedAudits.setValue({});
    await latestResults.setValue({});

    const runs = await fetchHistory(PAGE);
    expect(runs.map((r) => r.parent.id)).toEqual([b.parentId, a.parentId]);
    expect(runs[0].children.map((c) => c.score)).toEqual([88, 88]);
    expect((await auditHistory.getValue())[KEY].runs).toHaveLength(2);
    expect((await latestResults.getValue())[KEY]).toMatchObject({
      parentId: b.parentId,
      running: false,
    });

    service.api.audits.list.mockClear();
    await fetchHistory(PAGE);
    // Two lists of parents (the newest, and those titled after the page); the finished runs'
    // children come from storage and so do the pages every run covers.
    expect(service.api.audits.list).toHaveBeenCalledTimes(2);
  });

  it('includes runs made outside Stormlens by the page their children audit, not by title', async () => {
    const mine = await launchAudit({
      requestId: rid(),
      url: PAGE,
      devices: ['desktop'],
      types: ['lighthouse'],
    });
    // Made in SEMSTORM's web app: its own title, http and no www, no trailing slash, two pages.
    const theirs = await service.api.audits.create({
      title: 'Weekly check (Anna)',
      urls: ['http://example.com/shoes', 'https://www.example.com/socks'],
      devices: ['desktop', 'mobile'],
      auditsSettings: { content: {} },
    });
    // Titled after this page by someone, but auditing another one: not a run of this page.
    const misnamed = await service.api.audits.create({
      title: `Stormlens — ${PAGE}`,
      urls: ['https://www.example.com/shoes/trail'],
      devices: ['desktop'],
    });
    const foreign = theirs.urls[0].parentId;
    service.set(mine.parentId, 'ready', 60);
    service.set(foreign, 'ready', 75);
    service.set(misnamed.urls[0].parentId, 'ready', 99);
    await trackedAudits.setValue({});
    await latestResults.setValue({});

    const runs = await fetchHistory(PAGE);
    expect(runs.map((r) => r.parent.id)).toEqual([foreign, mine.parentId]);
    // Only this page's audits of the two-page run: date, devices and types are all there is.
    expect(runs[0].children.map((c) => [c.url, c.device, c.auditType, c.score])).toEqual([
      ['http://example.com/shoes', 'mobile', 'content', 75],
      ['http://example.com/shoes', 'desktop', 'content', 75],
    ]);
    // The latest score (and so the badge) is the foreign run's, the newest.
    expect((await latestResults.getValue())[KEY]).toMatchObject({
      parentId: foreign,
      title: 'Weekly check (Anna)',
    });

    service.api.audits.list.mockClear();
    await fetchHistory('https://www.example.com/socks');
    // Which pages each run covers is remembered: the two lists of parents, then the children of
    // the one run of /socks only (not those of the three runs to find out what they cover).
    expect(service.api.audits.list).toHaveBeenCalledTimes(3);
    expect(service.api.audits.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ parentId: foreign }),
    );
  });

  it('reads the runs titled after the page before the newest runs of other pages', async () => {
    const mine = [];
    for (let i = 0; i < 3; i++) {
      mine.push(
        (
          await service.api.audits.create({
            title: `Stormlens — ${PAGE}`,
            urls: [PAGE],
            devices: ['desktop'],
          })
        ).urls[0].parentId,
      );
    }
    // An agency's account: many newer runs of other pages, made elsewhere, pages unknown.
    for (let i = 0; i < 20; i++) {
      await service.api.audits.create({
        title: `Audit ${i}`,
        urls: [`https://client-${i}.example/`],
        devices: ['desktop'],
      });
    }
    const runs = await fetchHistory(PAGE);
    expect(runs.map((r) => r.parent.id)).toEqual([...mine].reverse());
  });

  it('adopts a run still going that the tracker does not know', async () => {
    const a = await launchAudit({
      requestId: rid(),
      url: PAGE,
      devices: ['desktop'],
      types: ['lighthouse'],
    });
    service.set(a.parentId, 'inprogress');
    await trackedAudits.setValue({});
    await fetchHistory(PAGE);
    expect((await trackedAudits.getValue())[String(a.parentId)]).toMatchObject({
      done: false,
      url: KEY,
    });
  });
});

describe('refresh, clone and delete', () => {
  it('refresh restarts the tracked run', async () => {
    const a = await launchAudit({
      requestId: rid(),
      url: PAGE,
      devices: ['desktop'],
      types: ['lighthouse'],
    });
    await trackedAudits.setValue({
      ...(await trackedAudits.getValue()),
      [a.parentId]: { ...(await trackedAudits.getValue())[a.parentId], done: true, notified: true },
    });
    const answer = await refreshAudit({ requestId: rid(), id: a.parentId });
    expect(answer.ids).toEqual(a.childIds);
    expect((await trackedAudits.getValue())[String(a.parentId)]).toMatchObject({
      done: false,
      notified: false,
    });
  });

  it('clone keeps the URL in the title and tracks the copy', async () => {
    const a = await launchAudit({
      requestId: rid(),
      url: PAGE,
      devices: ['desktop'],
      types: ['lighthouse'],
    });
    const requestId = rid();
    const answer = await cloneAudit({ requestId, id: a.parentId, title: 'Before redesign' });
    expect(service.api.audits.clone).toHaveBeenCalledWith({
      id: a.parentId,
      title: `Before redesign — ${PAGE} [${clickMark(requestId)}]`,
    });
    const copy = answer.created[0].parentId;
    expect((await trackedAudits.getValue())[String(copy)]).toMatchObject({ url: KEY, done: false });
  });

  it('delete forgets the run in the tracker, the latest results and the history', async () => {
    const a = await launchAudit({
      requestId: rid(),
      url: PAGE,
      devices: ['desktop'],
      types: ['lighthouse'],
    });
    service.set(a.parentId, 'ready', 70);
    await fetchHistory(PAGE);
    await deleteAudit(a.parentId);
    expect((await trackedAudits.getValue())[String(a.parentId)]).toBeUndefined();
    expect((await latestResults.getValue())[KEY]).toBeUndefined();
    expect((await auditHistory.getValue())[KEY].runs).toEqual([]);
  });
});
