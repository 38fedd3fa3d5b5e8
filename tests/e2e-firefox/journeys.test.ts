import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { firefoxRecorder } from '../contract/parameters/recording';
import { createEmulator } from '../emulator/server';
import {
  chooseOnly,
  clickButton,
  launchFirefox,
  readStorage,
  shot,
  waitForAttribute,
  waitForText,
  type Firefox,
} from './firefox';

/*
 * The Firefox package in a real Firefox (Debian's ESR) against the emulator — connect on
 * the options page, a desktop + mobile audit from the popup, the sidebar's positions. The event
 * page's suspension is in suspend.test.ts (it needs its own Firefox with a short idle timeout).
 */

const PAGE_URL = 'https://www.example.com/';
const emulator = createEmulator({ rateLimit: false, auditDurationMs: 2500 });
let base: { url: string; baseUrl: string };
let firefox: Firefox;

before(async () => {
  base = await emulator.listen(0);
  firefox = await launchFirefox(base.url);
});
// What the service received in each test, for the parameters measurement.
afterEach(firefoxRecorder('journeys', () => base?.url));
after(async () => {
  await firefox?.close();
  await emulator.close();
});

describe('Firefox: the add-on against the emulator', () => {
  test('options: the emulator address and demo-token connect', async () => {
    const page = await firefox.open('options.html#connection');
    await page.waitForSelector('#section-connection');
    // The address form: "Another address", the emulator's URL, "Use this address" (the click
    // asks Firefox for the loopback permission, which the e2e manifest already holds).
    const custom = await page.waitForSelector(
      '#section-connection input[type="radio"]:not(:checked)',
    );
    await custom!.click();
    const address = await page.waitForSelector('#section-connection input[type="url"]');
    await address!.type(base.baseUrl);
    await clickButton(page, 'Use this address');
    await waitForText(page, '#section-connection', new RegExp(`In use: ${base.baseUrl}`));

    await page.type('#section-connection input[type="password"]', 'demo-token');
    await clickButton(page, 'Test and save');
    await waitForText(page, '#section-connection .status-card .pill', /Connected/);
    // The pill follows the stored state, which the background writes before it answers; the form
    // empties its field when the answer arrives, so the page is read once the field is empty.
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('#section-connection input[type="password"]')
          ?.value === '',
    );
    const state = await readStorage<{ state: string; tokenHint: string }>(page, 'connectionState');
    assert.equal(state?.state, 'connected');
    assert.equal(state?.tokenHint, 'oken');
    // The token itself is never shown on the page.
    assert.ok(!(await page.content()).includes('demo-token'));
    await shot(page, 'firefox-options-connected');
    await page.close();
  });

  test('popup: a desktop + mobile audit of the tab shows both scores', async () => {
    const page = await firefox.open(`popup.html?tabUrl=${encodeURIComponent(PAGE_URL)}`);
    await page.setViewport({ width: 400, height: 600 });
    await page.waitForSelector('input[name="type"]');
    await chooseOnly(page, 'lighthouse');
    await waitForText(page, '[data-testid="launch-cost"]', /1 URL × 2 devices × 1 type/);
    await clickButton(page, /^Launch 2 audits$/);
    await waitForText(
      page,
      '[data-testid="launch-answer"]',
      /Launched 2 audits: they cost 2 tokens/,
    );
    await shot(page, 'firefox-popup-running');
    const scores: string[] = [];
    for (const device of ['desktop', 'mobile']) {
      const cell = `section.latest .type-section[data-type="lighthouse"] .device-cell[data-device="${device}"]`;
      await waitForAttribute(page, cell, 'data-status', /^ready$/);
      scores.push(await waitForAttribute(page, `${cell} [data-score]`, 'data-score', /^\d+$/));
    }
    assert.equal(scores.length, 2);
    await shot(page, 'firefox-popup-scores');
    await page.close();
  });

  test('sidebar: positions for the domain of the tab', async () => {
    const tabUrl = 'https://www.example.com/running-shoes/';
    const page = await firefox.open(`sidepanel.html?tabUrl=${encodeURIComponent(tabUrl)}`);
    // A Firefox sidebar is about this wide.
    await page.setViewport({ width: 420, height: 900 });
    await waitForText(page, '.sp-host', /^example\.com$/);
    await waitForText(page, '.sp-campaign-title', /^Example\.com — running shoes$/);
    await waitForText(page, '.sp-select-all', /30 of 30 keywords/);
    const keywords = await page.$$eval('[role="row"].vt-row .sp-kw-title', (cells) =>
      cells.map((c) => c.textContent),
    );
    assert.ok(
      keywords.some((k) => k?.endsWith('running shoes')),
      keywords.join(', '),
    );
    await shot(page, 'firefox-sidebar-positions');
    await page.close();
  });
});
