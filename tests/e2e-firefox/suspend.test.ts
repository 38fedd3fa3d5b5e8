import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { firefoxRecorder } from '../contract/parameters/recording';
import { requestLog } from '../e2e/received';
import type { ConnectionState } from '../../lib/storage/connection';
import type { UrlResults } from '../../lib/storage/audits';
import { createEmulator } from '../emulator/server';
import {
  chooseOnly,
  clickButton,
  INSTANCE_PORT,
  launchFirefox,
  readStorage,
  shot,
  waitForAttribute,
  waitForText,
  type Firefox,
} from './firefox';

/*
 * The event page suspended mid-audit and woken by the tracker's alarm, in a real Firefox.
 * `extensions.background.idle.timeout` (Firefox's 30 s idle limit for event pages) is set to 2 s so
 * Firefox suspends the page as soon as it is idle. An open port does not keep a Firefox event page
 * alive (seen here), so the test page can watch for the suspension: its port to the background
 * closes. The e2e door answers that port with an id drawn when the page loaded; a different id
 * afterwards proves a new page was started.
 */

const PAGE_URL = 'https://www.example.org/';
const emulator = createEmulator({ rateLimit: false, auditDurationMs: 2500 });
let firefox: Firefox;
let baseUrl: string;
let emulatorUrl: string;

before(async () => {
  const base = await emulator.listen(0);
  baseUrl = base.baseUrl;
  emulatorUrl = base.url;
  firefox = await launchFirefox(base.url, {
    'extensions.background.idle.timeout': 2_000,
    // Firefox's own alert window instead of the desktop's notification service.
    'alerts.useSystemBackend': false,
  });
});
// What the service received in each test, for the parameters measurement.
afterEach(firefoxRecorder('suspend', () => emulatorUrl));
after(async () => {
  await firefox?.close();
  await emulator.close();
});

test('Firefox: the event page is suspended mid-audit, woken by its alarm, and notifies', async () => {
  // The options page holds no presence port, so nothing but the alarm polls the audit.
  const page = await firefox.open('options.html#connection');
  await page.evaluate(watch, INSTANCE_PORT);
  await page.evaluate(
    (url) =>
      browser.storage.local.set({
        connection: { baseUrl: url },
        stormlensApiToken: 'demo-token',
      }),
    baseUrl,
  );
  await page.waitForFunction(
    async () =>
      (
        (await browser.storage.local.get('connectionState')) as {
          connectionState?: ConnectionState;
        }
      ).connectionState?.state === 'connected',
    { polling: 200 },
  );
  const first = await page.evaluate(instance);

  // Launch from a popup, as a user would, then close it: no page watches the run any more.
  const popup = await firefox.open(`popup.html?tabUrl=${encodeURIComponent(PAGE_URL)}`);
  await popup.waitForSelector('input[name="type"]');
  await chooseOnly(popup, 'lighthouse');
  await clickButton(popup, /^Launch 2 audits$/);
  await waitForText(popup, '[data-testid="launch-answer"]', /Launched 2 audits/);
  const parentId = Number(
    await waitForAttribute(popup, 'section.latest[data-parent-id]', 'data-parent-id', /^\d+$/),
  );
  await popup.close();

  // Suspended: the background's end closed the watching port…
  await page.waitForFunction(() => window.__e2e.disconnected, { polling: 200 });
  // …while the run was still open: the suspension came mid-audit.
  const tracked = await readStorage<Record<string, { done: boolean }>>(page, 'trackedAudits');
  assert.equal(tracked?.[String(parentId)]?.done, false, 'suspended before the audit finished');
  const alarm = await page.evaluate(() => browser.alarms.get('stormlens-tracker'));
  assert.ok(alarm, 'the tracker alarm survives the suspension');

  // Only the alarm can wake the page now; the new page finishes the run and notifies.
  await page.waitForFunction(
    async (url) => {
      const { latestResults } = (await browser.storage.local.get('latestResults')) as {
        latestResults?: Record<string, UrlResults>;
      };
      const entry = latestResults?.[url];
      return entry !== undefined && !entry.running;
    },
    { polling: 500, timeout: 90_000 },
    PAGE_URL,
  );
  const results = await readStorage<
    Record<string, { parentId: number; children: { device: string; score: number | null }[] }>
  >(page, 'latestResults');
  const entry = results![PAGE_URL];
  assert.equal(entry.parentId, parentId);
  assert.deepEqual(
    entry.children.map((c) => typeof c.score),
    ['number', 'number'],
  );
  // Once: one create reached the service for the one click, whatever the suspension did.
  const creates = (await requestLog({ url: emulatorUrl })).filter(
    (r) => r.method === 'POST' && /\/audits\/audit\.json$/.test(r.path),
  );
  assert.equal(creates.length, 1, 'the audit was created once');
  const second = await page.evaluate(instance);
  assert.notEqual(second, first, 'a new event page finished the audit');

  // The notification, as Firefox holds it: Firefox's own alert window (not the desktop's, which
  // headless Firefox lacks and which would close it at once) keeps it open, so getAll() shows
  // what the user reads. One, for this run, with both scores.
  const notifications = await page.waitForFunction(
    async () => {
      // Firefox answers with each notification's options (Chrome's types say `true`).
      const all = (await browser.notifications.getAll()) as unknown as Record<
        string,
        { title: string; message: string }
      >;
      return Object.keys(all).length > 0 ? all : false;
    },
    { polling: 200 },
  );
  const shown = await notifications.jsonValue();
  assert.deepEqual(Object.keys(shown), [`stormlens-audit:${parentId}`]);
  const { title, message } = (shown as Record<string, { title: string; message: string }>)[
    `stormlens-audit:${parentId}`
  ];
  assert.equal(title, `Audit finished: ${PAGE_URL}`);
  const score = (device: string) => entry.children.find((c) => c.device === device)?.score;
  assert.equal(
    message,
    `Desktop · Lighthouse: ${score('desktop')}/100\nMobile · Lighthouse: ${score('mobile')}/100`,
  );
  const popupAfter = await firefox.open(`popup.html?tabUrl=${encodeURIComponent(PAGE_URL)}`);
  await popupAfter.setViewport({ width: 400, height: 600 });
  await popupAfter.waitForSelector(`section.latest[data-parent-id="${parentId}"] [data-score]`);
  await shot(popupAfter, 'firefox-suspend-popup-scores');
  await popupAfter.close();
  await page.close();
});

declare global {
  interface Window {
    __e2e: { disconnected: boolean };
  }
}

/** In the page: watch the background through a port, which its suspension closes. */
function watch(portName: string): void {
  window.__e2e = { disconnected: false };
  const port = browser.runtime.connect({ name: portName });
  port.onDisconnect.addListener(() => (window.__e2e.disconnected = true));
}

/** In the page: the id of the background instance running now (connecting wakes it). */
function instance(portName = 'stormlens-e2e-instance'): Promise<string> {
  return new Promise((resolve) => {
    const port = browser.runtime.connect({ name: portName });
    port.onMessage.addListener((m) => {
      resolve((m as { instance: string }).instance);
      port.disconnect();
    });
  });
}
