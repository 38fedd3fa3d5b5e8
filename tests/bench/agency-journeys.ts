/**
 * The agency rows' journeys (./agency.ts): each opens a page as a user would and times it to what
 * the user is waiting for, counting the calls the emulator logged meanwhile.
 */
import type { BrowserContext, Worker } from '@playwright/test';
import { WEEKLY_PAGE } from '../emulator/agency/audits';
import { STORAGE_BOUNDS, storageBound } from '../../lib/storage/bounds';
import type { ServiceLog } from './service-log';
import { fillRunIndex } from '../e2e/run-index-fill';

interface Journey {
  ms: number;
  calls: number;
  breakdown: string;
}

/**
 * The side panel on a site no campaign tracks, settled; then its Campaigns tab, timed to the first
 * campaign card of the account's 300.
 */
export async function measureBrowserFirstRow(
  context: BrowserContext,
  extensionId: string,
  log: ServiceLog,
): Promise<Journey> {
  const site = 'https://unrelated.example/';
  const tab = await context.newPage();
  await tab.goto(site);
  const page = await context.newPage();
  await page.setViewportSize({ width: 420, height: 900 });
  await page.goto(
    `chrome-extension://${extensionId}/sidepanel.html?tabUrl=${encodeURIComponent(site)}`,
  );
  const campaigns = page.getByRole('tab', { name: 'Campaigns' });
  await campaigns.waitFor({ timeout: 60_000 });
  // The panel's own start-up reads (the site's campaigns, the research tables) first: clicked
  // while it still said "Loading…", the window held them beside the browser's one list call.
  await page.waitForFunction(() => !document.body.innerText.includes('Loading…'), null, {
    timeout: 60_000,
  });
  await log.quiet(3000);
  const t0 = Date.now();
  await campaigns.click();
  await page
    .getByTestId('campaign-browser')
    .getByRole('article')
    .first()
    .waitFor({ timeout: 180_000 });
  const ms = Date.now() - t0;
  const calls = await log.between(t0, Date.now());
  await log.quiet();
  await page.close();
  await tab.close();
  return { ms, calls: calls.length, breakdown: log.describe(calls) };
}

/**
 * The popup on the page audited every week (50 runs among 5,000), timed to its runs shown. With
 * `forget`, the history stored by an earlier open is dropped first: the popup paints a stored
 * history at once and refreshes it after, so without it the figure would time the stored paint
 * and count none of the calls that refresh it.
 */
export async function measureHistory(
  context: BrowserContext,
  extensionId: string,
  log: ServiceLog,
  { forget = false } = {},
): Promise<Journey & { runs: number }> {
  await log.quiet();
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  if (forget) {
    await page.goto(`chrome-extension://${extensionId}/report.html`);
    await page.evaluate(() => chrome.storage.local.remove('auditHistory'));
  }
  const t0 = Date.now();
  await page.goto(
    `chrome-extension://${extensionId}/popup.html?tabUrl=${encodeURIComponent(WEEKLY_PAGE.url)}`,
  );
  const runs = page.locator('ul.runs > li');
  await runs.nth(1).waitFor({ timeout: 180_000 });
  const ms = Date.now() - t0;
  const calls = await log.between(t0, Date.now());
  // The runs the answer held (the popup lists 8 of them until "show all").
  const stored = await page.evaluate(async (host) => {
    const { auditHistory } = await chrome.storage.local.get('auditHistory');
    const entry = Object.values(auditHistory ?? {}).find((h) =>
      (h as { url: string }).url.includes(host),
    ) as { runs: unknown[] } | undefined;
    return entry?.runs.length ?? 0;
  }, new URL(WEEKLY_PAGE.url).hostname);
  await log.quiet();
  await page.close();
  return { ms, calls: calls.length, breakdown: log.describe(calls), runs: stored };
}

/** The extension's own fill, sped up (tests/e2e/run-index-fill.ts): its calls and time. */
export async function fillRunIndexTimed(
  context: BrowserContext,
  extensionId: string,
  emulatorUrl: string,
  log: ServiceLog,
): Promise<{ calls: number; seconds: number }> {
  const t0 = Date.now();
  await fillRunIndex(context, extensionId, emulatorUrl);
  const seconds = (Date.now() - t0) / 1000;
  const calls = (await log.between(t0, Date.now())).length;
  await log.quiet();
  return { calls, seconds };
}

/** Bytes in `storage.local`, the keys over the bound declared for them, and the biggest keys. */
export async function measureStorage(worker: Worker): Promise<{
  bytes: number;
  bound: number;
  over: string[];
  largest: string;
}> {
  const sizes = await worker.evaluate(async () => {
    const keys = Object.keys(await chrome.storage.local.get(null));
    const each: [string, number][] = [];
    for (const key of keys) each.push([key, await chrome.storage.local.getBytesInUse(key)]);
    return { total: await chrome.storage.local.getBytesInUse(null), each };
  });
  const over = sizes.each
    .filter(([key, bytes]) => bytes > storageBound(key))
    .map(([key, bytes]) => `${key} ${(bytes / 1024).toFixed(0)} KB`);
  const largest = [...sizes.each]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, bytes]) => `${key} ${(bytes / 1024).toFixed(1)} KB`)
    .join(', ');
  const bound = STORAGE_BOUNDS.total;
  return { bytes: sizes.total, bound, over, largest };
}
