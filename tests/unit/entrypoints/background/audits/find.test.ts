import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markedParents, parentsTitled } from '@/entrypoints/background/audits/find';
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

function launch(title: string, before: number[]): LaunchIntent {
  return {
    title,
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

  it('with the parents seen before a create, stops at the page that reaches one of them', async () => {
    await runs(`${SITE}pricing`, 120);
    const before = await runs(SITE, 3);
    const made = await runs(SITE, 1);
    service.api.audits.list.mockClear();
    expect(await parentsTitled(SITE, before)).toEqual([...made, ...before.reverse()]);
    // The newest page already holds the runs seen before: the 120 older ones are never read.
    expect(service.api.audits.list).toHaveBeenCalledTimes(1);
  });
});

describe('markedParents: the runs that carry the click’s mark', () => {
  const MARKED = `${SITE} [k3f9q1]`;

  it('are the click’s alone, oldest first: never the same page’s runs under the bare title or another mark', async () => {
    const [own] = await runs(MARKED, 1);
    await runs(SITE, 2); // a colleague's, or a Stormlens before marks
    await runs(`${SITE} [zzzzzz]`, 1); // another click's
    const [second] = await runs(MARKED, 1); // the browser's second receipt
    expect(await markedParents(launch(MARKED, []))).toEqual([own, second]);
    service.api.audits.list.mockClear();
    // The title filter is "part of": the marked title matches the click's runs only, on one page.
    await markedParents(launch(MARKED, []));
    expect(service.api.audits.list).toHaveBeenCalledTimes(1);
  });

  it('leave out a run that had the mark before the click was sent (another click’s, same mark)', async () => {
    const before = await runs(MARKED, 1);
    const made = await runs(MARKED, 1);
    expect(await markedParents(launch(MARKED, before))).toEqual(made);
  });

  it('are none for an intent recorded before marks: such a run is never adopted', async () => {
    await runs(SITE, 1);
    service.api.audits.list.mockClear();
    expect(await markedParents(launch(SITE, []))).toEqual([]);
    expect(service.api.audits.list).not.toHaveBeenCalled();
  });
});
