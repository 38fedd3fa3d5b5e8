import type { Page } from '@playwright/test';
import { demoSerp, searchAgainInPage } from '../fixtures/serp/pages';
import { expect, test } from './fixtures';
import { lastSeq, received } from './received';
import { enableSerp, indexComplete, openSerp, strip } from './serp-setup';

/*
 * A results page searched again without a reload — the page changes its address with the history
 * API and swaps its results in, as a search engine's own script does — and then Back: the strip
 * always speaks of the search on screen, there is only ever one, and nothing is asked of the
 * service (the phrases are looked up in what Stormlens stores).
 */

const HOST = 'www.google.com';
const SITES = ['www.example.com', 'www.runhub.example', 'www.stridelab.example'];
const UNTRACKED = 'trail running shoes for kids';
const TRACKED = 'running shoes';

/** Searches again in the page as its own script would (`searchAgainInPage`). */
async function searchInPage(page: Page, phrase: string, how: 'push' | 'back') {
  await page.evaluate(searchAgainInPage, {
    ...demoSerp({ host: HOST, phrase, sites: SITES }),
    how,
  });
}

test('a search made again in the page, and Back: the strip follows the search on screen', async ({
  context,
  worker,
  connect,
  emulator,
}) => {
  await connect();
  await enableSerp(worker, [HOST]);
  await indexComplete(worker);
  const page = await openSerp(context, { host: HOST, phrase: UNTRACKED, sites: SITES });
  const s = strip(page);
  await expect(s).toContainText(`“${UNTRACKED}”`);
  await expect(s).toContainText('No campaign of yours tracks this phrase.');
  const mark = await lastSeq(emulator);

  await searchInPage(page, TRACKED, 'push');
  await expect(s).toContainText(`“${TRACKED}”`);
  await expect(s.locator('.sl-campaign h3')).toHaveText('example.com');
  await expect(page.locator('stormlens-serp')).toHaveCount(1);

  await searchInPage(page, UNTRACKED, 'back');
  await expect(page).toHaveURL(/q=trail\+running/);
  await expect(s).toContainText(`“${UNTRACKED}”`);
  await expect(s).toContainText('No campaign of yours tracks this phrase.');
  await expect(page.locator('stormlens-serp')).toHaveCount(1);

  expect(await received(emulator, { since: mark }), 'service calls for the new strips').toEqual([]);
});
