import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { requestLog } from './received';
import { serviceCall } from './service';
import { QUIET_WAIT_LIMIT_MS, spinningMessage, stillSpinning } from './settle';

/*
 * Nothing keeps spinning (components/useLoad.ts; every test is also checked at its end by
 * ./settle.ts): two indicators that once stayed on for good.
 */

const PAGE_URL = 'https://www.example.com/';
/** Audits take 2.5 s in the e2e emulator; the tracker polls every few seconds while a page is open. */
const SCORE_TIMEOUT = 45_000;

test(
  'the history stops saying Updating… once a launched run has finished',
  // At the real service's pace too, where it was seen: one request a second.
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator }) => {
    test.setTimeout(180_000);
    await connect();
    await sitePage(PAGE_URL);
    const popup = await PopupPage.open(extensionPage, PAGE_URL);
    await popup.ready();
    const history = popup.page.getByRole('region', { name: 'History of this page' });
    await expect(history.locator('ul.runs > li').first()).toBeVisible();
    await expect(history.getByText('Updating…')).toHaveCount(0);

    await popup.chooseTypes(['lighthouse']);
    await popup.launchButton.click();
    await expect(popup.launchAnswer).toContainText(/Launched 2 audits/);
    const parentId = await popup.latest.getAttribute('data-parent-id');
    // The history asked for when the run finishes is slow to answer: the tracker stores the
    // finished run meanwhile, so the page no longer wants the request it has in flight.
    await emulator.control('fault', {
      kind: 'delay',
      delayMs: 3_000,
      count: 2,
      pathContains: 'audits/audit/list',
    });
    await expect(popup.latest).toHaveAttribute('data-running', 'false', { timeout: SCORE_TIMEOUT });

    // The new run is in the history with its scores, and the history is not busy.
    const run = history.locator(`ul.runs > li[data-parent-id="${parentId}"]`);
    await expect(run.locator('.run-scores')).toContainText(/\d+/);
    // The service was asked for the history while the run finished (the slow answer).
    await expect
      .poll(async () => (await requestLog(emulator)).some((r) => r.fault === 'delay'), {
        timeout: SCORE_TIMEOUT,
      })
      .toBe(true);
    await expect(history.getByText('Updating…')).toHaveCount(0);
  },
);

test('Recent audits, answered with an HTML error page, shows the error and no Loading…', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await expect(popup.page.getByText('Updating…')).toHaveCount(0);
  // A proxy's 502 page, for every list call from here on.
  await emulator.control('fault', {
    kind: 'non-json',
    count: 20,
    pathContains: 'audits/audit/list',
  });

  await popup.page.getByRole('tab', { name: 'Recent audits' }).click();
  const recent = popup.page.getByTestId('recent');
  await expect(recent.locator('.banner-error')).toBeVisible();
  await expect(recent.getByText('Loading…')).toHaveCount(0);
  await expect(recent.locator('[aria-busy="true"]')).toHaveCount(0);
  const listed = (await requestLog(emulator)).filter((r) => r.path.includes('audits/audit/list'));
  expect(listed.at(-1)?.fault).toBe('non-json');
});

test('the end-of-test check names an unnamed indicator left on screen, and lets a named wait be', async ({
  context,
  connect,
  extensionPage,
  emulator,
}) => {
  await connect();
  const popup = await PopupPage.open(extensionPage, 'chrome://extensions/');
  await expect(popup.page.getByText('Updating…')).toHaveCount(0);
  expect(await stillSpinning(context, emulator.url)).toEqual({ spinning: [], quiet: true });

  // What a load that never ends would leave, beside a running audit's wait that says what it is.
  await popup.page.evaluate(() => {
    const stuck = document.createElement('p');
    stuck.id = 'stuck';
    stuck.textContent = 'Loading…';
    const named = document.createElement('p');
    named.dataset.waitsFor = 'audit';
    named.innerHTML = '<progress></progress> Updating…';
    document.body.append(stuck, named);
  });
  expect(await stillSpinning(context, emulator.url)).toEqual({
    spinning: ['/popup.html: "Loading…" in <p>'],
    quiet: true,
  });
  await popup.page.evaluate(() => document.getElementById('stuck')?.remove());
});

test('the end-of-test check fails an unnamed indicator while the service never goes quiet', async ({
  connect,
  context,
  extensionPage,
  emulator,
}) => {
  test.setTimeout(QUIET_WAIT_LIMIT_MS + 30_000);
  await connect();
  const popup = await PopupPage.open(extensionPage, 'chrome://extensions/');
  await expect(popup.page.getByText('Updating…')).toHaveCount(0);
  // Another client's call that the service answers only after the check has stopped waiting
  // (only its being in flight matters: its answer is not judged, nor its loss if this test fails).
  await emulator.control('fault', {
    kind: 'delay',
    delayMs: QUIET_WAIT_LIMIT_MS + 5_000,
    count: 1,
    pathContains: 'keywords/keywords-tables/types',
  });
  const slow = serviceCall(emulator, 'GET', 'keywords/keywords-tables/types.json').catch(
    () => undefined,
  );
  await popup.page.evaluate(() => {
    const stuck = document.createElement('p');
    stuck.id = 'stuck';
    stuck.textContent = 'Loading…';
    document.body.append(stuck);
  });
  const found = await stillSpinning(context, emulator.url);
  expect(found).toEqual({ spinning: ['/popup.html: "Loading…" in <p>'], quiet: false });
  expect(spinningMessage(found)).toContain('the service was never quiet for 3 s');
  await popup.page.evaluate(() => document.getElementById('stuck')?.remove());
  await slow;
});
