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
/** entrypoints/background/e2e-door.ts */
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
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
      'intl.locale.requested': 'en-US',
      ...prefs,
    },
  });
  await browser.installExtension(addonPath);
  const open = async (pageAndQuery: string) => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    // Not page.goto: its wait for the door's load event races the add-on's redirect. The add-on
    // turns the tab into its page; BiDi keeps driving the same browsing context.
    const door = `${doorOrigin}${DOOR_PATH}#${encodeURIComponent(pageAndQuery)}`;
    await page.evaluate((url) => void (location.href = url), door);
    await page.waitForFunction(() => location.protocol === 'moz-extension:', { polling: 100 });
    await page.waitForFunction(() => document.readyState === 'complete', { polling: 100 });
    return page;
  };
  return { browser, open, close: () => browser.close() };
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
export async function waitForText(page: Page, selector: string, text: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    (sel, source) => {
      const content = document.querySelector(sel)?.textContent ?? '';
      return new RegExp(source).test(content) ? content : false;
    },
    { polling: 100 },
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
