import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { Page } from 'puppeteer-core';
import { fetchReceived, firefoxRecorder } from '../contract/parameters/recording';
import { createEmulator } from '../emulator/server';
import {
  awaitCompleteIndex,
  registeredSerpMatches,
  writeCompetitors,
  writeSerpSettings,
} from '../fixtures/serp/extension-state';
import { demoSerp, searchAgainInPage, type DemoSerp } from '../fixtures/serp/pages';
import { EXAMPLE_CAMPAIGN, RIVAL } from '../e2e/serp-setup';
import { connectDemo, launchFirefox, shot, waitForText, type Firefox } from './firefox';

/*
 * The results page in Firefox: the same local results pages as the Chromium journeys
 * (tests/fixtures/serp/), answered under Google's host by puppeteer's request interception. A
 * tracked phrase shows the strip with the stored positions and the badges with no service call;
 * Refresh makes one; with the feature off the script is neither registered nor on the page.
 */

const SITES = ['www.example.com', 'www.runhub.example', `www.${RIVAL}`, 'www.stridelab.example'];
const TRACKED: DemoSerp = { host: 'www.google.com', phrase: 'running shoes', sites: SITES };

const emulator = createEmulator({ rateLimit: false });
let base: { url: string; baseUrl: string };
let firefox: Firefox;
/** An add-on page kept open to read and write the add-on's storage. */
let addon: Page;

before(async () => {
  base = await emulator.listen(0);
  firefox = await launchFirefox(base.url);
  addon = await firefox.open('options.html');
  await connectDemo(addon, base.baseUrl);
});
afterEach(firefoxRecorder('serp', () => base?.url));
after(async () => {
  await firefox?.close();
  await emulator.close();
});

/** A results page under its Google host: puppeteer answers the page's own address. */
async function openSerp(spec: DemoSerp): Promise<Page> {
  const { url, html } = demoSerp(spec);
  const page = await firefox.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (new URL(request.url()).host === spec.host) {
      void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    } else {
      void request.abort();
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

/** What the strip (in its open shadow root, as the e2e build makes it) and the badges show. */
function readStrip(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('stormlens-serp')?.shadowRoot;
    const strip = root?.querySelector('.sl-strip');
    const card = strip?.querySelector('.sl-campaign');
    return {
      index: strip?.getAttribute('data-index') ?? null,
      domain: card?.querySelector('h3')?.textContent ?? null,
      positions: [...(card?.querySelectorAll('.sl-pos') ?? [])].map((p) =>
        p.getAttribute('data-device-position'),
      ),
      busy: card?.getAttribute('aria-busy') ?? null,
      alerts: card?.querySelectorAll('[role="alert"]').length ?? 0,
      badges: [...document.querySelectorAll('stormlens-badge')].map((host) => {
        const badge = host.shadowRoot?.querySelector('.sl-badge');
        return {
          domain: badge?.getAttribute('data-domain'),
          own: badge?.getAttribute('data-own'),
          text: badge?.textContent,
        };
      }),
    };
  });
}

/** Until the registered results-page scripts' matches pass `done` (bounded). */
async function registration(done: (matches: string[]) => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  let matches = await addon.evaluate(registeredSerpMatches);
  while (!done(matches)) {
    if (Date.now() > deadline) throw new Error(`Registered: ${matches.join(', ') || 'none'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    matches = await addon.evaluate(registeredSerpMatches);
  }
}

const lastSeq = async () => (await fetchReceived(base.url)).at(-1)?.seq ?? 0;

describe('Firefox: the results page', () => {
  test('a tracked phrase: stored positions and badges with no service call; Refresh makes one', async () => {
    await addon.evaluate(writeCompetitors, [String(EXAMPLE_CAMPAIGN), RIVAL] as const);
    await addon.evaluate(writeSerpSettings, { hosts: ['www.google.com'], language: 'en' as const });
    await addon.evaluate(awaitCompleteIndex);
    // The positions report stored as the sidebar leaves it, with the competitor beside it.
    const tabUrl = 'https://www.example.com/running-shoes/';
    const panel = await firefox.open(`sidepanel.html?tabUrl=${encodeURIComponent(tabUrl)}`);
    await waitForText(panel, '.sp-select-all', /30 of 30 keywords/);
    await panel.waitForSelector(`[data-view="organic|${RIVAL}"]`);
    // Closed once its view has settled ("As of …" alone): closed earlier, the panel's own reads
    // of the campaigns' titles may still reach the service after the mark below (a loaded
    // machine's run saw two of them there).
    await waitForText(panel, '[data-testid="report-age"]', /^As of [^·]+$/);
    await panel.close();
    const mark = await lastSeq();

    const page = await openSerp(TRACKED);
    await page.waitForFunction(
      () => document.querySelector('stormlens-serp')?.shadowRoot?.querySelector('.sl-campaign'),
      { polling: 100 },
    );
    const shown = await readStrip(page);
    assert.equal(shown.index, 'complete');
    assert.equal(shown.domain, 'example.com');
    assert.equal(shown.positions.length, 2);
    for (const p of shown.positions) assert.match(p ?? '', /^(\d+|out)$/);
    // Beside the organic results only: example.com 1st here, the competitor 3rd.
    assert.equal(shown.badges.length, 2, JSON.stringify(shown.badges));
    const own = shown.badges.find((b) => b.own === 'true');
    const rival = shown.badges.find((b) => b.own === 'false');
    assert.equal(own?.domain, 'example.com');
    assert.match(own?.text ?? '', /1 here/);
    assert.equal(rival?.domain, RIVAL);
    assert.match(rival?.text ?? '', /3 here/);
    assert.deepEqual(await fetchReceived(base.url, mark), [], 'service calls for the strip');
    await shot(page, 'firefox-serp-strip');

    // Refresh reads the one campaign, once.
    await page.evaluate(() => {
      const root = document.querySelector('stormlens-serp')!.shadowRoot!;
      const button = [...root.querySelectorAll<HTMLButtonElement>('.sl-campaign button')].find(
        (b) => b.textContent === 'Refresh',
      );
      button!.click();
    });
    await page.waitForFunction(
      () => {
        const root = document.querySelector('stormlens-serp')!.shadowRoot!;
        const card = root.querySelector('.sl-campaign');
        const refresh = [...root.querySelectorAll<HTMLButtonElement>('.sl-campaign button')].find(
          (b) => b.textContent === 'Refresh',
        );
        return card?.getAttribute('aria-busy') === 'false' && refresh && !refresh.disabled;
      },
      { polling: 100 },
    );
    const calls = await fetchReceived(base.url, mark);
    assert.equal(calls.length, 1, calls.map((c) => c.path).join(', '));
    assert.equal((await readStrip(page)).alerts, 0);

    // Searched again without a reload: Firefox has no Navigation API, so the address is watched;
    // the strip follows the new search, and there is still only one.
    const untracked = demoSerp({ ...TRACKED, phrase: 'trail running shoes for kids' });
    await page.evaluate(searchAgainInPage, { ...untracked, how: 'push' as const });
    await page.waitForFunction(
      () => {
        const hosts = document.querySelectorAll('stormlens-serp');
        const text = hosts[0]?.shadowRoot?.textContent ?? '';
        return hosts.length === 1 && text.includes('No campaign of yours tracks this phrase.');
      },
      { polling: 100 },
    );
    await page.close();
  });

  test('with the feature off the results-page script is not registered nor on the page', async () => {
    await addon.evaluate(writeSerpSettings, { hosts: ['www.google.com'], language: 'en' as const });
    await registration((matches) => matches.length > 0);
    await addon.evaluate(writeSerpSettings, { hosts: [], language: 'en' as const });
    await registration((matches) => matches.length === 0);
    const page = await openSerp(TRACKED);
    assert.equal(
      await page.evaluate(
        () => document.querySelectorAll('stormlens-serp, stormlens-badge').length,
      ),
      0,
    );
    await page.close();
  });
});
