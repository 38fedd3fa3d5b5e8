import type { BrowserContext, Page, Worker } from '@playwright/test';

/**
 * Stop every service worker through the DevTools protocol, as Chrome does after 30 s idle (and as
 * Chrome's `terminate-sw` sample does). Resolves once the extension's worker reports `stopped`;
 * `restarted` resolves when it runs again (Playwright keeps the same Worker handle across the
 * restart and emits no new event).
 */
export async function stopWorkers(
  context: BrowserContext,
  page: Page,
): Promise<{ restarted: Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  let onStopped!: () => void;
  let onRestarted!: () => void;
  const stopped = new Promise<void>((resolve) => (onStopped = resolve));
  const restarted = new Promise<void>((resolve) => (onRestarted = resolve));
  let wasStopped = false;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) {
      if (!version.scriptURL.endsWith('/background.js')) continue;
      if (version.runningStatus === 'stopped') {
        wasStopped = true;
        onStopped();
      } else if (wasStopped && version.runningStatus === 'running') {
        onRestarted();
      }
    }
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  return { restarted: restarted.finally(() => void cdp.detach().catch(() => undefined)) };
}

/** One item of chrome.storage.local, read inside the worker. */
export async function readStorage<T>(worker: Worker, key: string): Promise<T | undefined> {
  return worker.evaluate(async (k) => (await chrome.storage.local.get(k))[k] as never, key);
}
