import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/*
 * Debian's Firefox ESR with the Firefox e2e package installed as a temporary add-on, driven over
 * WebDriver BiDi by puppeteer-core (Playwright's own Firefox cannot be downloaded here, and
 * Playwright cannot drive a stock Firefox). No browser is downloaded: the executable is Debian's.
 */

/** `wxt build -b firefox --mode e2e`: the store package plus loopback and the test door. */
export const addonPath = path.resolve(process.env.WXT_OUT_DIR ?? '.output', 'firefox-mv2-e2e');
/** Git-ignored (test-results/): looked at after a run, never committed. */
export const shotDir = path.resolve('test-results/firefox');
/** The gecko id from wxt.config.ts and a fixed internal UUID, so page URLs are known. */
const ADDON_ID = 'stormlens@stormlens.dev';
export const ADDON_UUID = '6f1c2a52-5b0e-4f7e-9c4b-5b7d0e1a2c3d';
/** entrypoints/background/e2e/door.ts */
const DOOR_PATH = '/__stormlens-e2e/open';
export const INSTANCE_PORT = 'stormlens-e2e-instance';

export interface Firefox {
  browser: Browser;
  /** Open an add-on page (`popup.html?tabUrl=…`) in a new tab, through the e2e door. */
  open: (pageAndQuery: string) => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * Start Firefox with the add-on. `prefs` adds Firefox preferences (e.g. the event page's idle
 * timeout). `doorOrigin` is any loopback origin that answers HTTP (the emulator): the door URL
 * only has to load for the add-on's tabs.onUpdated listener to see it.
 */
export async function launchFirefox(
  doorOrigin: string,
  prefs: Record<string, unknown> = {},
): Promise<Firefox> {
  const firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
      'intl.locale.requested': 'en-US',
      ...prefs,
    },
  });
  await firefox.installExtension(addonPath);
  const open = async (pageAndQuery: string) => {
    const page = await firefox.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const door = `${doorOrigin}${DOOR_PATH}#${encodeURIComponent(pageAndQuery)}`;
    // Not page.goto: the add-on replaces the door while it loads, and Firefox reports no BiDi
    // navigation event for that second load (page.url() keeps the door's address; seen here).
    await page.evaluate((url) => void (location.href = url), door);
    await arrival(page);
    return page;
  };
  // As the Chromium fixtures do (tests/e2e/fixtures.ts): the emulator runs without its rate
  // limit, so the client need not space its calls 1 s apart (honoured only on loopback).
  const setup = await open('options.html');
  await setup.evaluate(() => browser.storage.local.set({ dev: { minIntervalMs: 0 } }));
  await setup.close();
  // (`firefox`, not `browser`: inside evaluated functions `browser` is the add-on's API.)
  return { browser: firefox, open, close: () => firefox.close() };
}

/**
 * The tab an add-on page opens of its own accord (`tabs.create`, e.g. the sidebar's "Site review"),
 * once its add-on page has loaded. Its `page.url()` stays `about:blank` (Firefox reports no BiDi
 * navigation event for the add-on's page there either): read `location.href` in the page.
 */
export async function openedBy(firefox: Browser, action: () => Promise<void>): Promise<Page> {
  const known = new Set(firefox.targets());
  const [target] = await Promise.all([
    firefox.waitForTarget((t) => t.type() === 'page' && !known.has(t)),
    action(),
  ]);
  const page = await target.page();
  if (!page) throw new Error('The new tab has no page');
  await arrival(page);
  return page;
}

/**
 * Until the tab shows a fully loaded add-on page. In-page polling (waitForFunction) cannot do
 * this: an evaluation caught between the door and the add-on's page fails inside Firefox's BiDi
 * ("right-hand side of 'in' should be an object"), so each look is its own evaluation and a
 * failed look during the switch counts as "not yet". Bounded; the last failure is reported.
 */
async function arrival(page: Page, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: unknown = 'still on the door';
  while (Date.now() < deadline) {
    try {
      const ready = await page.evaluate(
        () => location.protocol === 'moz-extension:' && document.readyState === 'complete',
      );
      if (ready) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The add-on page did not open: ${String(last)}`);
}

/** A full-page screenshot under test-results/firefox/<name>.png. */
export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(shotDir, { recursive: true });
  const file = path.join(shotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Read one key of the add-on's local storage from an add-on page. */
export function readStorage<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(async (k) => (await browser.storage.local.get(k))[k] as never, key);
}

/** Wait until a selector's element has this attribute value (polls the DOM, no fixed sleep). */
export async function waitForAttribute(
  page: Page,
  selector: string,
  name: string,
  value: RegExp,
  timeout = 60_000,
): Promise<string> {
  const handle = await page.waitForFunction(
    (sel, attr, source) => {
      const v = document.querySelector(sel)?.getAttribute(attr);
      return v !== null && v !== undefined && new RegExp(source).test(v) ? v : false;
    },
    { polling: 200, timeout },
    selector,
    name,
    value.source,
  );
  return (await handle.jsonValue()) as string;
}

/** Wait until an element matching the selector contains the text. */
export async function waitForText(
  page: Page,
  selector: string,
  text: RegExp,
  timeout = 60_000,
): Promise<string> {
  const handle = await page.waitForFunction(
    (sel, source) => {
      const content = document.querySelector(sel)?.textContent ?? '';
      return new RegExp(source).test(content) ? content : false;
    },
    { polling: 100, timeout },
    selector,
    text.source,
  );
  return (await handle.jsonValue()) as string;
}

/** Click the button (or link) whose visible text matches exactly. */
export async function clickButton(page: Page, text: string | RegExp): Promise<void> {
  const pattern = typeof text === 'string' ? `^${escapeRegExp(text)}$` : text.source;
  const handle = await page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('button, a')].find(
        (el) =>
          new RegExp(source).test(el.textContent?.trim() ?? '') &&
          !(el as HTMLButtonElement).disabled,
      ) ?? false,
    { polling: 100 },
    pattern,
  );
  await (handle as unknown as { click: () => Promise<void> }).click();
}

/** Tick exactly one audit type in the popup's launch form, with real clicks. */
export async function chooseOnly(page: Page, type: string): Promise<void> {
  const values = await page.$$eval('input[name="type"]', (boxes) =>
    boxes.map((b) => (b as HTMLInputElement).value),
  );
  for (const value of values) {
    const box = `input[name="type"][value="${value}"]`;
    const checked = await page.$eval(box, (b) => (b as HTMLInputElement).checked);
    if (checked !== (value === type)) await page.click(box);
    await page.waitForFunction(
      (sel, want) => (document.querySelector(sel) as HTMLInputElement).checked === want,
      { polling: 100 },
      box,
      value === type,
    );
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Connected to the emulator with the demo token, as a returning user is: the stored address and
 * token, then the background's own check (the options journey, which types them, is
 * journeys.test.ts's). Resolves once the check after this call says connected.
 */
export async function connectDemo(page: Page, baseUrl: string): Promise<void> {
  const since = Date.now();
  await page.evaluate(
    (url) =>
      browser.storage.local.set({ connection: { baseUrl: url }, stormlensApiToken: 'demo-token' }),
    baseUrl,
  );
  await page.waitForFunction(
    async (t) => {
      const { connectionState } = (await browser.storage.local.get('connectionState')) as {
        connectionState?: { state: string; checkedAt: number | null };
      };
      return connectionState?.state === 'connected' && (connectionState.checkedAt ?? 0) >= t;
    },
    { polling: 200 },
    since,
  );
}
