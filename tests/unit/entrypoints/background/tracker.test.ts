import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { latestResults, trackedAudits, type TrackedParent } from '@/lib/storage/audits';
import { GIVE_UP_MS } from '@/entrypoints/background/tracker/backoff';
import { pollRecord } from '@/entrypoints/background/tracker/poll';
import {
  TRACKER_ALARM,
  ensureAlarm,
  resumeAfterAuth,
  runTick,
} from '@/entrypoints/background/tracker';
import { newRecord, updateTracked } from '@/entrypoints/background/tracker/store';
import { createFakeService, type FakeService } from './fake-service';

const URL_KEY = 'https://www.example.com/';
let service: FakeService;

async function launch(): Promise<TrackedParent> {
  const created = await service.api.audits.create({
    title: `Stormlens — ${URL_KEY}`,
    urls: [URL_KEY],
    devices: ['desktop', 'mobile'],
    auditsSettings: { lighthouse: {} },
  });
  const { parentId, childIds } = created.urls[0];
  return newRecord(
    {
      parentId,
      childIds,
      url: URL_KEY,
      title: `Stormlens — ${URL_KEY}`,
      devices: ['desktop', 'mobile'],
      types: ['lighthouse'],
      profileId: null,
      cost: 2,
    },
    1_000,
  );
}

beforeEach(() => {
  fakeBrowser.reset();
  service = createFakeService();
});

describe('pollRecord: the state machine of one parent', () => {
  it('learns devices and types from one list call, and stays open while children run', async () => {
    const record = await launch();
    service.set(record.parentId, 'inprogress');
    const next = await pollRecord(record, service.api, 2_000);
    expect(service.api.audits.list).toHaveBeenCalledTimes(1);
    expect(service.api.audits.retrieve).not.toHaveBeenCalled();
    expect(next.done).toBe(false);
    expect(next.children.map((c) => [c.device, c.auditType, c.status])).toEqual([
      ['mobile', 'lighthouse', 'inprogress'],
      ['desktop', 'lighthouse', 'inprogress'],
    ]);
  });

  it('retrieves each finished child once for its headline, then is done', async () => {
    let record = await launch();
    service.set(record.parentId, 'ready', 73);
    record = await pollRecord(record, service.api, 2_000);
    expect(record.done).toBe(true);
    expect(record.finishedAt).toBe(2_000);
    expect(service.api.audits.retrieve).toHaveBeenCalledTimes(2);
    const child = record.children[0];
    expect(child).toMatchObject({ status: 'ready', score: 73, finished: true, error: null });
    expect(child.headline?.categories.map((c) => c.id)).toEqual(['performance', 'seo']);
    expect(child.headline?.failing.map((c) => c.id)).toEqual(['render-blocking']);
    expect(child.headline).toMatchObject({ failingCount: 1, checkCount: 2 });
    // Done records are not asked again.
    await pollRecord(record, service.api, 3_000);
    expect(service.api.audits.list).toHaveBeenCalledTimes(1);
  });

  it('finishes a run of many pages from the list, retrieving only the followed page', async () => {
    const pages = Array.from({ length: 21 }, (_, i) => `https://www.example.com/category/${i + 1}`);
    const types = ['lighthouse', 'pagespeed', 'webpagetest', 'yellowlab', 'sitespeedio', 'content'];
    const created = await service.api.audits.create({
      urls: pages,
      devices: ['desktop', 'mobile'],
      auditsSettings: Object.fromEntries(types.map((t) => [t, {}])),
    });
    const { parentId, childIds } = created.urls[0];
    const init = { parentId, childIds, url: pages[0], title: 'Big', devices: [], types };
    let record = newRecord(
      { ...init, devices: ['desktop', 'mobile'], profileId: null, cost: 252 },
      1,
    );
    service.set(parentId, 'ready', 64);
    record = await pollRecord(record, service.api, 2_000);
    expect(record.done).toBe(true);
    // Every page of the list (252 audits, 50 a page), and the 12 audits of the tab's page.
    expect(service.api.audits.list).toHaveBeenCalledTimes(6);
    const retrieved = service.api.audits.retrieve.mock.calls.map(([id]) => id);
    const followed = record.children.filter((c) => c.url === pages[0]).map((c) => c.id);
    expect(retrieved.sort()).toEqual(followed.sort());
    expect(record.children).toHaveLength(252);
    expect(record.children.every((c) => c.finished && c.score === 64)).toBe(true);
  });

  it('keeps the reason when a child ends in error', async () => {
    let record = await launch();
    service.set(record.parentId, 'error');
    record = await pollRecord(record, service.api, 2_000);
    expect(record.done).toBe(true);
    expect(record.children.every((c) => c.status === 'error' && c.finished)).toBe(true);
    expect(record.children[0].error).toMatchObject({
      kind: 'exception',
      serviceMessage: 'Page timed out',
    });
  });

  it.each([
    ['throttling', 10_000],
    ['network', 5_000],
    ['auth', 5 * 60_000],
  ] as const)('backs off after a %s failure (%i ms) and recovers', async (kind, delay) => {
    let record = await launch();
    service.faults.list = [new ServiceError(kind)];
    record = await pollRecord(record, service.api, 2_000);
    expect(record).toMatchObject({ done: false, failures: 1, nextPollAt: 2_000 + delay });
    expect(record.lastError?.kind).toBe(kind);
    service.set(record.parentId, 'ready', 95);
    record = await pollRecord(record, service.api, 2_000 + delay);
    expect(record).toMatchObject({ done: true, failures: 0, lastError: null });
  });

  it('keeps what a poll learned when retrieving a child is throttled', async () => {
    let record = await launch();
    service.set(record.parentId, 'ready', 60);
    service.faults.retrieve = [new ServiceError('throttling')];
    record = await pollRecord(record, service.api, 2_000);
    expect(record.done).toBe(false);
    expect(record.children.map((c) => c.status)).toEqual(['ready', 'ready']);
    expect(record.children.every((c) => !c.finished)).toBe(true);
    record = await pollRecord(record, service.api, record.nextPollAt);
    expect(record.done).toBe(true);
  });

  it('closes a parent the service no longer has', async () => {
    let record = await launch();
    service.audits.delete(record.parentId);
    record = await pollRecord(record, service.api, 2_000);
    expect(record.done).toBe(true);
    expect(record.children.every((c) => c.status === 'error' && c.error?.status === 400)).toBe(
      true,
    );
  });

  it('gives up on a run that never finishes', async () => {
    let record = await launch();
    record = await pollRecord(record, service.api, record.launchedAt + GIVE_UP_MS + 1);
    expect(record.done).toBe(true);
    expect(record.children[0].error?.kind).toBe('timeout');
    expect(service.api.audits.list).not.toHaveBeenCalled();
  });

  it('reopens a finished child the service is running again (refreshed elsewhere)', async () => {
    let record = await launch();
    service.set(record.parentId, 'ready', 70);
    record = await pollRecord(record, service.api, 2_000);
    service.set(record.parentId, 'inprogress');
    const reopened = await pollRecord({ ...record, done: false }, service.api, 3_000);
    expect(
      reopened.children.every((c) => !c.finished && c.headline === null && c.score === null),
    ).toBe(true);
  });
});

describe('runTick: polling from storage, across worker restarts', () => {
  it('resumes from the stored records alone and projects the results by URL', async () => {
    const record = await launch();
    await updateTracked((records) => {
      records[String(record.parentId)] = record;
    });
    expect((await latestResults.getValue())[URL_KEY]).toMatchObject({
      running: true,
      parentId: record.parentId,
    });

    // A fresh worker knows nothing but storage: each tick starts from it.
    service.set(record.parentId, 'inprogress');
    await runTick(service.api, () => 5_000);
    expect((await trackedAudits.getValue())[String(record.parentId)].children[0].status).toBe(
      'inprogress',
    );

    service.set(record.parentId, 'ready', 42);
    await runTick(service.api, () => 8_000);
    const stored = (await trackedAudits.getValue())[String(record.parentId)];
    expect(stored).toMatchObject({ done: true, notified: true });
    const latest = (await latestResults.getValue())[URL_KEY];
    expect(latest).toMatchObject({ running: false, parentId: record.parentId });
    expect(latest.children.map((c) => c.score)).toEqual([42, 42]);
  });

  it('notifies once when a run finishes, unless notifications are off', async () => {
    const record = await launch();
    await updateTracked((records) => {
      records[String(record.parentId)] = record;
    });
    service.set(record.parentId, 'ready', 91);
    await runTick(service.api, () => 5_000);
    await runTick(service.api, () => 9_000);
    const shown = await fakeBrowser.notifications.getAll();
    expect(Object.keys(shown)).toEqual([`stormlens-audit:${record.parentId}`]);
    expect(
      (shown as Record<string, { message: string }>)[`stormlens-audit:${record.parentId}`].message,
    ).toContain('91/100');
  });

  it('skips records not yet due (backoff) and keeps the alarm only while something runs', async () => {
    const record = { ...(await launch()), nextPollAt: 60_000 };
    await updateTracked((records) => {
      records[String(record.parentId)] = record;
    });
    await runTick(service.api, () => 10_000);
    expect(service.api.audits.list).not.toHaveBeenCalled();
    await ensureAlarm();
    expect(await fakeBrowser.alarms.get(TRACKER_ALARM)).toMatchObject({ periodInMinutes: 0.5 });
    await updateTracked((records) => {
      records[String(record.parentId)].done = true;
    });
    await ensureAlarm();
    expect(await fakeBrowser.alarms.get(TRACKER_ALARM)).toBeUndefined();
  });
});

describe('resumeAfterAuth', () => {
  it('makes runs that waited out a refused token due at once, and leaves others alone', async () => {
    const refused = {
      ...(await launch()),
      nextPollAt: 999_999_999_999,
      lastError: new ServiceError('auth').toJSON(),
    };
    const throttled = {
      ...(await launch()),
      nextPollAt: 999_999_999_999,
      lastError: new ServiceError('throttling').toJSON(),
    };
    await updateTracked((records) => {
      records[String(refused.parentId)] = refused;
      records[String(throttled.parentId)] = throttled;
    });
    const kick = vi.fn();
    await resumeAfterAuth(kick);
    expect(kick).toHaveBeenCalledTimes(1);
    const stored = await trackedAudits.getValue();
    expect(stored[String(refused.parentId)].nextPollAt).toBeLessThanOrEqual(Date.now());
    expect(stored[String(throttled.parentId)].nextPollAt).toBe(999_999_999_999);
  });
});
