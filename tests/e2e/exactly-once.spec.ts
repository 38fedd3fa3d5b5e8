import { requestLog } from './received';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Emulator } from './fixtures';
import { PopupPage } from './pages/popup';
import { readStorage, stopWorkers } from './service-worker';

/*
 * Whatever costs tokens happens once, whatever the worker does: the worker is stopped (as MV3
 * stops it) while the service is still working on a create, refresh or clone the background sent
 * — after the background recorded the request, before the answer came back. The popup asks again
 * with the same request id; the new worker finds the run on the service instead of sending again,
 * and the emulator's request log shows exactly one call.
 */

const PAGE_URL = 'https://www.example.com/';
/** The service holds the call this long: the worker is stopped in the middle of it. */
const HOLD_MS = 4_000;
const SCORE_TIMEOUT = 45_000;

type Ledger = Record<string, { command: string; state: string }>;

/**
 * Resolves once the background has recorded a request of `command` and is sending it. The worker
 * is looked up each time: it may have been restarted since the test began.
 */
async function pendingRequest(context: BrowserContext, command: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  await expect
    .poll(async () => {
      const ledger = (await readStorage<Ledger>(worker, 'handledRequests')) ?? {};
      return Object.values(ledger).some((e) => e.command === command && e.state === 'pending');
    })
    .toBe(true);
}

/** How many times the service received `POST <path>`. */
async function callsTo(emulator: Emulator, path: RegExp): Promise<number> {
  return (await requestLog(emulator)).filter((r) => r.method === 'POST' && path.test(r.path))
    .length;
}

const CREATE = /\/audits\/audit\.json$/;
const REFRESH = /\/audits\/audit\/refresh\.json$/;
const CLONE = /\/audits\/audit\/clone\.json$/;

test('a launch cut off by a stopped worker creates exactly one run', async ({
  context,
  connect,
  emulator,
  extensionPage,
  sitePage,
  shot,
}) => {
  test.setTimeout(120_000);
  await connect();
  const site = await sitePage(PAGE_URL);
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  // The first click is cheap and says so: Lighthouse alone, on both devices.
  await expect(popup.costTokens).toHaveText('2 tokens');
  await expect(popup.costMadeOf).toHaveText('(1 URL × 2 devices × 1 type)');
  await expect(popup.page.getByTestId('plan-source')).toContainText('One type to start with');
  await expect(popup.page.locator('input[name="type"]:checked')).toHaveValue('lighthouse');

  await emulator.control('fault', {
    kind: 'delay',
    delayMs: HOLD_MS,
    path: '/api-v3/audits/audit',
  });
  await popup.launchButton.click();
  await pendingRequest(context, 'audits.launch');
  const { restarted } = await stopWorkers(context, site);
  await restarted;

  await expect(popup.launchAnswer).toContainText('found the run on SEMSTORM', {
    timeout: 60_000,
  });
  await popup.shots(shot, 'launch-found-after-restart');
  expect(await callsTo(emulator, CREATE)).toBe(1);
  await expect(popup.latest).toHaveAttribute('data-running', 'false', { timeout: SCORE_TIMEOUT });
  expect(await callsTo(emulator, CREATE)).toBe(1);

  // The next launch on this site starts from what was launched here.
  const again = await PopupPage.open(extensionPage, `${PAGE_URL}pricing`);
  await again.ready();
  await expect(again.page.getByTestId('plan-source')).toContainText(
    'Starts from your last launch on example.com',
  );
});

test('a refresh and a clone cut off by a stopped worker each reach the service once', async ({
  context,
  connect,
  emulator,
  extensionPage,
  sitePage,
}) => {
  test.setTimeout(180_000);
  await connect();
  const site = await sitePage(PAGE_URL);
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await popup.launchButton.click();
  await expect(popup.launchAnswer).toContainText('Launched 2 audits');
  await expect(popup.latest).toHaveAttribute('data-running', 'false', { timeout: SCORE_TIMEOUT });

  await emulator.control('fault', { kind: 'delay', delayMs: HOLD_MS, pathContains: 'refresh' });
  await popup.confirmAction('Refresh', /Refresh for 2 tokens/);
  await pendingRequest(context, 'audits.refresh');
  let stop = await stopWorkers(context, site);
  await stop.restarted;
  await expect(popup.actionAnswer).toContainText('found the refresh on SEMSTORM', {
    timeout: 60_000,
  });
  expect(await callsTo(emulator, REFRESH)).toBe(1);
  await expect(popup.latest).toHaveAttribute('data-running', 'false', { timeout: SCORE_TIMEOUT });

  await emulator.control('fault', { kind: 'delay', delayMs: HOLD_MS, pathContains: 'clone' });
  await popup.confirmAction('Clone', /Clone for 2 tokens/, 'Homepage copy');
  await pendingRequest(context, 'audits.clone');
  stop = await stopWorkers(context, site);
  await stop.restarted;
  await expect(popup.actionAnswer).toContainText('found the clone on SEMSTORM', {
    timeout: 60_000,
  });
  expect(await callsTo(emulator, CLONE)).toBe(1);
  expect(await callsTo(emulator, REFRESH)).toBe(1);
  expect(await callsTo(emulator, CREATE)).toBe(1);

  // A refresh now: the tokens fell by the lost answers' spends too (the refresh and the clone,
  // found with no tokens left to show), which Stormlens counts — so it raises no alarm.
  await expect(popup.latest).toHaveAttribute('data-running', 'false', { timeout: SCORE_TIMEOUT });
  await popup.confirmAction('Refresh', /Refresh for 2 tokens/);
  await expect(popup.actionAnswer).toContainText(
    /Refreshed 2 audits: they cost 2 tokens, \d+ left\./,
  );
  await expect(popup.page.getByTestId('received-twice')).toHaveCount(0);
  await expect(popup.page.getByTestId('cannot-tell')).toHaveCount(0);
  await expect(popup.page.getByText('charged more than this one click asked for')).toHaveCount(0);
  expect(await callsTo(emulator, REFRESH)).toBe(2);
});
