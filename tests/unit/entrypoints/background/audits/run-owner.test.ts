import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addToHistory } from '@/entrypoints/background/tracker/to-history';
import { newRecord, updateTracked } from '@/entrypoints/background/tracker/store';
import { auditHistory, latestResults, type TrackedParent } from '@/lib/storage/audits';
import { auditRunPages } from '@/lib/storage/run-pages';

/*
 * A run belongs to the pages its audits cover: a keyword run launched from a page with its own
 * Lighthouse run neither becomes that page's latest run nor joins its history.
 */

const TAB = 'https://shop.example/';
const RANKING = [
  'https://shop.example/trail-running-shoes/',
  'https://runners.example/best/',
  'https://trails.example/shoes',
];

function run(parentId: number, url: string, pages: string[], score: number): TrackedParent {
  const record = newRecord(
    {
      parentId,
      childIds: [],
      url,
      title: `Stormlens — ${TAB}`,
      devices: ['desktop'],
      types: ['lighthouse'],
      profileId: null,
      cost: pages.length,
    },
    parentId,
  );
  const children = pages.map((page, i) => ({
    id: parentId * 10 + i,
    url: page,
    device: 'desktop' as const,
    auditType: 'lighthouse',
    status: 'ready' as const,
    score,
    headline: null,
    error: null,
    finished: true,
  }));
  return { ...record, children, done: true, finishedAt: parentId + 1 };
}

beforeEach(() => fakeBrowser.reset());

describe('the latest run of a page', () => {
  it('is not replaced by a newer run none of whose audits cover it', async () => {
    await updateTracked((records) => {
      records['10'] = run(10, TAB, [TAB], 91);
    });
    // A keyword run followed under the tab's address (a clone found by its title, say).
    await updateTracked((records) => {
      records['20'] = run(20, TAB, RANKING, 40);
    });
    expect((await latestResults.getValue())[TAB]).toMatchObject({ parentId: 10 });
  });

  it('gives way when the run it showed turns out to cover other pages', async () => {
    await updateTracked((records) => {
      records['20'] = { ...run(20, TAB, [], 0), children: [], done: false };
    });
    expect((await latestResults.getValue())[TAB]).toMatchObject({ parentId: 20 });
    await updateTracked((records) => {
      records['20'] = run(20, TAB, RANKING, 40);
    });
    expect((await latestResults.getValue())[TAB]).toBeUndefined();
  });

  it('is a run that covers the page among others', async () => {
    await updateTracked((records) => {
      records['10'] = run(10, TAB, [TAB], 91);
      records['20'] = run(20, RANKING[0], RANKING, 40);
    });
    expect((await latestResults.getValue())[TAB]).toMatchObject({ parentId: 10 });
    expect((await latestResults.getValue())[RANKING[0]]).toMatchObject({ parentId: 20 });
  });
});

describe('the history of a page', () => {
  it('gets a finished run in every page it covers, with that page’s audits, and not the tab', async () => {
    const stored = (url: string) => ({ url, fetchedAt: 1, runs: [] });
    await auditHistory.setValue({
      [TAB]: stored(TAB),
      [RANKING[0]]: stored(RANKING[0]),
      [RANKING[1]]: stored(RANKING[1]),
    });
    await addToHistory(run(20, TAB, RANKING, 40));
    const history = await auditHistory.getValue();
    expect(history[TAB].runs).toEqual([]);
    expect(history[RANKING[0]].runs.map((r) => r.children.map((c) => c.url))).toEqual([
      [RANKING[0]],
    ]);
    expect(history[RANKING[1]].runs.map((r) => r.parent.id)).toEqual([20]);
    // Remembered as the run's pages: a history fetch of the tab does not take it.
    expect((await auditRunPages.getValue())['20']).toEqual([
      'shop.example/trail-running-shoes',
      'runners.example/best',
      'trails.example/shoes',
    ]);
  });
});
