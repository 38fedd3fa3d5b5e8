import type { BrowserContext } from '@playwright/test';
import { WEEKLY_PAGE } from '../emulator/agency/audits';
import { sendRaw } from '../bench/browser';
import { stopWorkers } from './service-worker';

/**
 * The index of runs by page filled by the extension's own fill
 * (entrypoints/background/audits/run-index.ts), sped up for the agency bench and journeys: at one
 * request a second it takes over 5,000 calls, about 85 minutes, so for the fill alone the
 * emulator's rate limit and latency are off and the client's spacing is the development setting's
 * (honoured against the loopback emulator only). The pace it found is back when this returns.
 */
export async function fillRunIndex(
  context: BrowserContext,
  extensionId: string,
  emulatorUrl: string,
): Promise<void> {
  const control = `${emulatorUrl}/__emulator`;
  const settings = (body: unknown) =>
    fetch(`${control}/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const found = (await (await fetch(`${control}/health`)).json()) as {
    settings: { rateLimit: boolean; latencyMs: { min: number; max: number } | null };
  };
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/report.html`);
  const devBefore = await page.evaluate(async () => (await chrome.storage.local.get('dev')).dev);
  const dev = (value: unknown) => page.evaluate((v) => chrome.storage.local.set({ dev: v }), value);
  await settings({ rateLimit: false, latencyMs: null });
  await dev({ minIntervalMs: 5 });
  // A fill a first history open started runs at 1/s: a new worker's goes on at the new pace.
  await stopWorkers(context, page);
  // The first history open starts the fill (an account of more runs than one list page).
  await sendRaw(page, 'audits.history', { url: WEEKLY_PAGE.url });
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    const state = await page.evaluate(async () => {
      const found = await chrome.storage.local.get('cache:runIndexState');
      return found['cache:runIndexState'] as { complete: boolean } | undefined;
    });
    if (state?.complete) break;
    if (Date.now() > deadline) throw new Error('the index of runs was not filled in 20 minutes');
    await page.waitForTimeout(1000);
  }
  // The pace found, back: the emulator's and the client's.
  await dev(devBefore ?? { minIntervalMs: null });
  const { rateLimit, latencyMs } = found.settings;
  await settings({ rateLimit, latencyMs });
  await page.close();
}
