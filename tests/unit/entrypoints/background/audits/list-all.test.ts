import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LIST_PAGE, listAll } from '@/entrypoints/background/audits/list-all';
import { pollRecord } from '@/entrypoints/background/tracker/poll';
import { newRecord } from '@/entrypoints/background/tracker/store';
import { createFakeService, type FakeService } from '../fake-service';

let service: FakeService;

/** A run of `pages` pages × 2 devices × 2 types, as the service makes it. */
async function bigRun(pages: number) {
  const urls = Array.from({ length: pages }, (_, i) => `https://www.example.com/p${i}/`);
  const created = await service.api.audits.create({
    title: `Stormlens — ${urls[0]}`,
    urls,
    devices: ['desktop', 'mobile'],
    auditsSettings: { lighthouse: {}, content: {} },
  });
  return created.urls[0];
}

beforeEach(() => {
  fakeBrowser.reset();
  service = createFakeService();
});

describe('listAll: every page of a list call', () => {
  it.each([
    [1, 4, 1],
    [12, 48, 1],
    [13, 52, 2],
    [20, 80, 2],
    [25, 100, 3],
  ])('a run of %i pages: %i audits in %i calls', async (pages, audits, calls) => {
    const { parentId, childIds } = await bigRun(pages);
    const all = await listAll(service.api.audits.list, { parentId });
    expect(all.map((a) => a.id).sort()).toEqual([...childIds].sort());
    expect(all).toHaveLength(audits);
    expect(service.api.audits.list).toHaveBeenCalledTimes(calls);
    // Always the largest page the service allows, from page 0 upwards.
    expect(service.api.audits.list.mock.calls.map(([p]) => [p?.itemsPerPage, p?.page])).toEqual(
      Array.from({ length: calls }, (_, page) => [LIST_PAGE, page]),
    );
  });

  it('keeps an audit once when the pages shift under it', async () => {
    const { parentId } = await bigRun(13);
    const list = service.api.audits.list;
    // The same first page twice: what a new audit sorted first would do to page 1.
    const shifted: typeof list = Object.assign(
      async (p: Parameters<typeof list>[0]) =>
        list({ ...p, page: Math.max(0, (p?.page ?? 0) - 1) }),
      list,
    );
    const all = await listAll(shifted, { parentId });
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
  });
});

describe('a run is ready only when all its audits are', () => {
  async function tracked(pages: number) {
    const { parentId, childIds } = await bigRun(pages);
    const url = 'https://www.example.com/p0/';
    const init = { parentId, childIds, url, title: `Stormlens — ${url}`, cost: childIds.length };
    return newRecord({ ...init, devices: ['desktop', 'mobile'], types: [], profileId: null }, 0);
  }

  it('follows all 80 audits of a 20-page run, not the first 50', async () => {
    const record = await tracked(20);
    service.set(record.parentId, 'ready', 77);
    const next = await pollRecord(record, service.api, 1_000);
    expect(next.children).toHaveLength(80);
    expect(next.children.every((c) => c.finished && c.score === 77)).toBe(true);
    expect(new Set(next.children.map((c) => c.url)).size).toBe(20);
    expect(next.done).toBe(true);
  });

  it('stays running while one audit past the first page still runs', async () => {
    const record = await tracked(20);
    service.set(record.parentId, 'ready', 77);
    const last = Math.min(...service.childrenOf(record.parentId));
    service.set(last, 'inprogress');
    const next = await pollRecord(record, service.api, 1_000);
    expect(next.done).toBe(false);
    expect(next.children.find((c) => c.id === last)).toMatchObject({ finished: false });
    expect(next.children.filter((c) => c.finished)).toHaveLength(79);
  });

  it('keeps an audit the create answer named and the list did not show, until it is done', async () => {
    const record = await tracked(1);
    const hidden = record.children[0].id;
    service.set(record.parentId, 'ready', 60);
    service.set(hidden, 'inprogress');
    const list = service.api.audits.list.getMockImplementation()!;
    service.api.audits.list.mockImplementation(async (p) =>
      (await list(p)).filter((a) => a.id !== hidden),
    );
    let next = await pollRecord(record, service.api, 1_000);
    expect(next.done).toBe(false);
    expect(next.children.find((c) => c.id === hidden)).toMatchObject({
      status: 'inprogress',
      finished: false,
    });
    service.set(hidden, 'ready', 60);
    next = await pollRecord(next, service.api, 2_000);
    expect(next.done).toBe(true);
    expect(next.children.find((c) => c.id === hidden)).toMatchObject({ score: 60 });
  });
});
