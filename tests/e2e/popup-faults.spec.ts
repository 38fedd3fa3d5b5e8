import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

/*
 * A service behind a proxy answers an HTML error page, or an answer cut short: the connection
 * check fails, and so does every request the popup makes. The popup says so once.
 */

const PAGE = 'https://www.example.com/running-shoes/';

/** Once the history has settled (its error, if any, is drawn with it): error banners by text. */
async function bannersSaying(page: Page, words: RegExp) {
  await expect(page.getByText('No earlier runs of this page.')).toBeVisible();
  return page.locator('.banner-error', { hasText: words });
}

test('an HTML 502 from the service is said once, not again under the launch form', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  await emulator.control('fault', { kind: 'non-json', count: 1000 });
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE);
  await expect(popup.page.getByRole('heading', { name: 'Audit this page' })).toBeVisible();
  const said = await bannersSaying(popup.page, /failed while answering/);
  await expect(said).toHaveCount(1);
  await expect(popup.page.locator('.banner-error')).toHaveCount(1);

  // The proxy recovers: the banner's retry checks the connection again, and the banner goes.
  await emulator.control('fault/clear');
  await said.getByRole('button', { name: 'Try again' }).click();
  await expect(popup.page.locator('.connection-problem')).toHaveCount(0);
});

test('an answer cut short is said once', async ({ connect, extensionPage, emulator, context }) => {
  // A 200 whose JSON ends mid-way, as a dropped proxy connection leaves it.
  await context.route(`${emulator.baseUrl}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"results": {"a": [1' }),
  );
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE);
  await expect(popup.page.getByRole('heading', { name: 'Audit this page' })).toBeVisible();
  const said = await bannersSaying(popup.page, /cannot read/);
  await expect(said).toHaveCount(1);
  await expect(popup.page.locator('.banner-error')).toHaveCount(1);
});
