import type { BrowserContext } from '@playwright/test';
import { REAL_SERVICE_URL } from '../../lib/domain/base-url';
import { expect, test, type Emulator } from './fixtures';
import { PopupPage } from './pages/popup';
import { requestLog } from './received';
import { whole } from './whole';

/*
 * SEMSTORM loads pages from its own servers: a tab on a private address would cost tokens for an
 * error page. The emulator audits any address, so to see the real service's rule the extension is
 * pointed at the real service's address, which this test answers with the emulator (a route):
 * everything the extension sends still lands in the emulator's request log.
 */

const PRIVATE_PAGE = 'http://192.168.1.10/';
const PUBLIC_PAGE = 'https://www.example.com/';

/** Answer every request to the real service's address with the emulator, as sent. */
async function serviceThroughEmulator(context: BrowserContext, emulator: Emulator) {
  await context.route(`${new URL(REAL_SERVICE_URL).origin}/**`, async (route) => {
    const asked = new URL(route.request().url());
    const response = await route.fetch({ url: `${emulator.url}${asked.pathname}${asked.search}` });
    await route.fulfill({ response });
  });
}

test('a tab on a private address is explained before anything is sent, and nothing is', async ({
  connect,
  context,
  emulator,
  sitePage,
  extensionPage,
  shot,
}) => {
  // Not the emulator's address, so the client keeps the real service's pace: one call a second.
  test.setTimeout(120_000);
  // A run of the page made elsewhere (another tool, an earlier service address).
  await emulator.control('audit-run', { title: 'Staging check', urls: [PRIVATE_PAGE] });
  await serviceThroughEmulator(context, emulator);
  await connect('demo-token', REAL_SERVICE_URL);
  // The route works: the token check reached the emulator, and a public page may be launched.
  expect((await requestLog(emulator)).length).toBeGreaterThan(0);
  const open = await PopupPage.open(extensionPage, PUBLIC_PAGE);
  await open.ready();
  await expect(open.launchButton).toBeEnabled();
  await expect(open.page.getByTestId('unreachable')).toHaveCount(0);

  await sitePage(PRIVATE_PAGE);
  const popup = await PopupPage.open(extensionPage, PRIVATE_PAGE);
  const told = popup.page.getByTestId('unreachable');
  await expect(told).toContainText('SEMSTORM cannot reach this page.');
  await expect(told).toContainText(whole('192.168.1.10 is on a private network.'));
  await expect(told).toContainText('address reachable from the internet');
  await expect(popup.page.getByText('Nothing was sent and no tokens were spent.')).toBeVisible();
  await expect(popup.page.getByRole('button', { name: /^Launch/ })).toBeDisabled();
  await expect(popup.page.getByRole('button', { name: /Watch this page/ })).toHaveCount(0);
  await popup.shots(shot, 'unreachable');

  // Its earlier run is shown, but refreshing or cloning it would load the page again: off.
  const run = popup.page.locator('ul.runs > li').first();
  await run.getByRole('button', { name: 'Details' }).click();
  const actions = run.getByRole('group', { name: 'Actions on this run' });
  await expect(actions.getByRole('button', { name: 'Refresh', exact: true })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Clone' })).toBeDisabled();
  await expect(run.getByTestId('actions-unreachable').first()).toContainText(
    'cannot reach 192.168.1.10',
  );

  const spends = (await requestLog(emulator)).filter(
    (r) => r.method !== 'GET' && /\/audits\/audit(\/(refresh|clone))?\.json$/.test(r.path),
  );
  expect(spends).toEqual([]);
});

test('with the service on this computer (the emulator), a private address stays auditable', async ({
  connect,
  extensionPage,
}) => {
  await connect();
  const popup = await PopupPage.open(extensionPage, PRIVATE_PAGE);
  await popup.ready();
  await expect(popup.launchButton).toBeEnabled();
  await expect(popup.page.getByTestId('unreachable')).toHaveCount(0);
});
