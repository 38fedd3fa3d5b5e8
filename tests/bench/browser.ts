import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../e2e/chromium';

/** The built extension in Chromium (as the e2e fixtures launch it), with its worker and id. */
export async function launchExtension(extensionPath: string) {
  const { context, close } = await launchWithExtension(extensionPath);
  let [worker] = context.serviceWorkers();
  if (!worker) worker = await context.waitForEvent('serviceworker');
  const extensionId = new URL(worker.url()).host;
  return { context, worker, extensionId, close };
}

/** A command sent the way `lib/messaging/client.ts` sends it (@webext-core/messaging's wire form). */
export async function sendRaw(page: Page, type: string, data: unknown): Promise<unknown> {
  return page.evaluate(
    ({ type, data }) =>
      new Promise((resolve, reject) =>
        chrome.runtime.sendMessage({ id: 1, type, data, timestamp: Date.now() }, (reply) => {
          if (chrome.runtime.lastError) reject(new Error(chrome.runtime.lastError.message));
          else resolve(reply?.res);
        }),
      ),
    { type, data },
  );
}

/** Stop every service worker of the browser, as Chrome does after ~30 s idle. */
export async function stopWorkers(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The sites under test, served by Playwright: nothing leaves the machine. */
export async function routeSites(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/[^/]*example(\.com)?\//, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Demo page</title><h1>Running shoes</h1>',
    }),
  );
}

/**
 * The built extension connected to the emulator at `baseUrl` with the demo token (no development
 * overrides: the client's real one-a-second spacing), the sites under test served by Playwright
 * (nothing leaves the machine), and an extension page to send commands from.
 */
export async function launchConnected(extensionPath: string, baseUrl: string) {
  const ext = await launchExtension(extensionPath);
  await routeSites(ext.context);
  await ext.worker.evaluate(async (baseUrl) => {
    await chrome.storage.local.set({ connection: { baseUrl }, stormlensApiToken: 'demo-token' });
  }, baseUrl);
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/options.html`);
  await sendRaw(page, 'connection.check', {});
  return { ...ext, page };
}

/**
 * What the side panel rows need of a launched extension: forget the panel's cached answers (a
 * cold open), and stop the service worker (a worker asleep).
 */
export function panelHooks(ext: Awaited<ReturnType<typeof launchConnected>>) {
  return {
    forgetPanelData: () =>
      ext.worker.evaluate(async () => {
        const all = await chrome.storage.local.get(null);
        await chrome.storage.local.remove(Object.keys(all).filter((k) => k.startsWith('cache:')));
      }),
    stopWorker: async () => {
      const page = await ext.context.newPage();
      await stopWorkers(ext.context, page);
      await page.close();
    },
  };
}
