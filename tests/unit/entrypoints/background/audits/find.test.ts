import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshParents, parentsTitled } from '@/entrypoints/background/audits/find';
import type { LaunchIntent } from '@/lib/storage/once';
import type { FakeService } from '../fake-service';
import { connectFakeService } from '../mock-api';

vi.mock('@/lib/api', async (original) =>
  (await import('../mock-api')).mockedApi(await original<object>()),
);

const SITE = 'Stormlens — https://www.example.com/';
let service: FakeService;

/** `count` runs under `title`, one after another (newer ids are newer runs). */
async function runs(title: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const made = await service.api.audits.create({
      title,
      urls: ['https://www.example.com/'],
      devices: ['desktop'],
    });
    ids.push(made.urls[0].parentId);
  }
  return ids;
}

function launch(before: number[]): LaunchIntent {
  return {
    title: SITE,
    url: 'https://www.example.com/',
    devices: ['desktop'],
    types: ['lighthouse'],
    profileId: null,
    before,
  };
}

beforeEach(async () => {
  service = await connectFakeService();
});

describe('parentsTitled: the runs under exactly a title', () => {
  it('finds them behind a full page of longer titles the "part of" filter also matches', async () => {
    const exact = await runs(SITE, 3);
    // Every run of the site's pricing page has the home page's title as a part of its own.
    await runs(`${SITE}pricing`, 60);
    service.api.audits.list.mockClear();
    expect(await parentsTitled(SITE)).toEqual([...exact].reverse());
    // 63 parents match the filter: two pages of 50.
    expect(service.api.audits.list).toHaveBeenCalledTimes(2);
    expect(service.api.audits.list.mock.calls.map(([p]) => p?.page)).toEqual([0, 1]);
  });

  it('after a create, stops at the page that reaches a run seen before it was sent', async () => {
    await runs(`${SITE}pricing`, 120);
    const before = await runs(SITE, 3);
    const made = await runs(SITE, 1);
    service.api.audits.list.mockClear();
    expect(await freshParents(launch(before))).toEqual(made);
    // The newest page already holds the runs seen before: the 120 older ones are never read.
    expect(service.api.audits.list).toHaveBeenCalledTimes(1);
  });

  it('reads on while no run seen before has come up', async () => {
    const before = await runs(SITE, 2);
    await runs(`${SITE}pricing`, 70);
    const made = await runs(SITE, 1);
    service.api.audits.list.mockClear();
    expect(await freshParents(launch(before))).toEqual(made);
    expect(service.api.audits.list).toHaveBeenCalledTimes(2);
  });
});
