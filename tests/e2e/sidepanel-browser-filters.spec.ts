import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { lastSeq, received } from './received';

/* The campaign browser's engine and bookmark filters, asked of the service's campaign list. */

test('campaign browser: by engine and by bookmark, as the service lists them', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/',
  );
  const { page } = panel;
  await panel.open('Campaigns');
  const browser = page.getByTestId('campaign-browser');
  const count = browser.getByRole('status');
  const cards = browser.getByRole('article');
  await expect(count).toHaveText('4 campaigns');
  const engine = browser.getByRole('combobox', { name: /^Engine/ });
  const bookmark = browser.getByRole('combobox', { name: /^Bookmark/ });
  /** The filters of the campaign lists sent since `since` (the panel's own unfiltered reads left out). */
  const filtersSent = async (since: number) =>
    (await received(emulator, { path: 'monitoring/monitoring-campaign/get-list', since }))
      .map((r) => (r.body as { filters?: unknown }).filters)
      .filter(Boolean);

  // Bing: only the campaign with a Bing group.
  let since = await lastSeq(emulator);
  await engine.focus();
  await engine.selectOption({ label: 'Bing' });
  await expect(count).toHaveText('1 campaign');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Example.com — running shoes');
  expect(await filtersSent(since)).toEqual([{ engine: 2 }]);

  // DuckDuckGo: none, and the browser says so.
  since = await lastSeq(emulator);
  await engine.selectOption({ label: 'DuckDuckGo' });
  await expect(count).toHaveText('0 campaigns');
  await expect(cards).toHaveCount(0);
  expect(await filtersSent(since)).toEqual([{ engine: 3 }]);

  // Any engine, not bookmarked: the three others.
  await engine.selectOption({ label: 'Any engine' });
  await expect(count).toHaveText('4 campaigns');
  since = await lastSeq(emulator);
  await bookmark.selectOption({ label: 'Not bookmarked' });
  await expect(count).toHaveText('3 campaigns');
  await expect(cards.filter({ hasText: 'Example.com — running shoes' })).toHaveCount(0);
  expect(await filtersSent(since)).toEqual([{ bookmark: 0 }]);

  // Bookmarked and on Google: both filters in one request.
  since = await lastSeq(emulator);
  await bookmark.selectOption({ label: 'Bookmarked' });
  await expect(count).toHaveText('1 campaign');
  await engine.selectOption({ label: 'Google' });
  await expect(cards.first()).toContainText('Example.com — running shoes');
  await expect
    .poll(() => filtersSent(since))
    .toEqual([{ bookmark: 1 }, { engine: 1, bookmark: 1 }]);
  await expect(count).toHaveText('1 campaign');
});
