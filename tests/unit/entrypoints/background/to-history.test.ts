import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addToHistory, historyRunOf } from '@/entrypoints/background/tracker/to-history';
import { newRecord } from '@/entrypoints/background/tracker/store';
import { auditHistory, type TrackedParent } from '@/lib/storage/audits';

const URL_KEY = 'https://example.com/pricing';

function finishedRun(): TrackedParent {
  const record = newRecord(
    {
      parentId: 70,
      childIds: [71, 72, 73],
      url: URL_KEY,
      title: 'Stormlens — https://example.com/pricing',
      devices: ['desktop', 'mobile'],
      types: ['lighthouse'],
      profileId: null,
      cost: 2,
    },
    1_000,
  );
  const child = (id: number, url: string, device: 'desktop' | 'mobile', score: number) => ({
    ...record.children[0],
    id,
    url,
    device,
    auditType: 'lighthouse',
    status: 'ready' as const,
    score,
    finished: true,
  });
  return {
    ...record,
    done: true,
    finishedAt: 9_000,
    children: [
      child(71, 'https://www.example.com/pricing/', 'desktop', 91),
      child(72, 'https://www.example.com/pricing', 'mobile', 64),
      // The same run's other page is not this page's history.
      child(73, 'https://www.example.com/contact', 'mobile', 50),
    ],
  };
}

beforeEach(() => fakeBrowser.reset());

describe('a finished run goes into its page’s stored history without a request', () => {
  it('lists the page’s children with their devices and scores under the parent', () => {
    const run = historyRunOf(finishedRun(), 10_000);
    expect(run.parent).toMatchObject({ id: 70, parentId: 0, created: 1_000, updated: 9_000 });
    expect(run.children.map((c) => [c.id, c.device, c.score, c.status])).toEqual([
      [71, 'desktop', 91, 'ready'],
      [72, 'mobile', 64, 'ready'],
    ]);
  });

  it('goes on top of a stored history, replacing an older copy of itself; no history, no entry', async () => {
    await addToHistory(finishedRun());
    expect(await auditHistory.getValue()).toEqual({});

    const older = historyRunOf({ ...finishedRun(), parentId: 60 }, 5_000);
    const stale = historyRunOf({ ...finishedRun(), children: [] }, 5_000);
    await auditHistory.setValue({
      [URL_KEY]: { url: URL_KEY, fetchedAt: 2_000, runs: [stale, older] },
    });
    await addToHistory(finishedRun());
    const stored = (await auditHistory.getValue())[URL_KEY];
    expect(stored.runs.map((r) => [r.parent.id, r.children.length])).toEqual([
      [70, 2],
      [60, 2],
    ]);
    expect(stored.fetchedAt).toBe(2_000);
  });
});
