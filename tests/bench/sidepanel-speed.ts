/**
 * Side panel figures of `npm run bench`, in the built extension against the emulator
 * with its rate limit on: cold open, reopen and domain switching, each to the first position row,
 * with the service calls the emulator saw before it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { median } from './browser';
import { type ServiceLog } from './service-log';

/** Where the figures are taken: the demo campaigns of example.com and shop.example.com. */
export const SITES = {
  example: { url: 'https://www.example.com/running-shoes/', keyword: 'running shoes' },
  shop: { url: 'https://shop.example.com/', keyword: 'buty do biegania' },
} as const;
type Site = keyof typeof SITES;

/**
 * Runs in the panel before its scripts: notes (wall clock, ms since navigation) each time the
 * table shows a row of the keyword the test waits for (`__probe.expect`), so figures are taken in
 * the page, not through Playwright's round trips. It knows the first keyword from the start: a
 * stored table can be on screen before Playwright's first look (`goto` waits for the load event),
 * and a probe told only then noted that look, not the row.
 */
function installRowProbe(expect: string) {
  type Probe = { expect: string | null; seen: { keyword: string; at: number; perf: number }[] };
  const probe: Probe = { expect, seen: [] };
  (window as unknown as { __probe: Probe }).__probe = probe;
  const check = () => {
    const keyword = probe.expect;
    if (!keyword || probe.seen.some((s) => s.keyword === keyword)) return;
    const titles = document.querySelectorAll('.vt-row .sp-kw-title');
    for (const title of titles) {
      if (title.textContent?.replace(/^Stopped/, '') === keyword) {
        probe.seen.push({ keyword, at: Date.now(), perf: performance.now() });
        return;
      }
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  (window as unknown as { __check: () => void }).__check = check;
}

async function probedPanel(context: BrowserContext, keyword: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.addInitScript(installRowProbe, keyword);
  await page.setViewportSize({ width: 420, height: 900 });
  return page;
}

/** Wait until the panel showed `keyword`'s row; its wall-clock time and ms since navigation. */
async function firstRow(page: Page, keyword: string): Promise<{ at: number; perf: number }> {
  const handle = await page.waitForFunction(
    (keyword) => {
      const w = window as unknown as {
        __probe: { expect: string | null; seen: { keyword: string; at: number; perf: number }[] };
        __check: () => void;
      };
      w.__probe.expect = keyword;
      w.__check();
      return w.__probe.seen.find((s) => s.keyword === keyword) ?? false;
    },
    keyword,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as { at: number; perf: number };
}

/** Open the panel pinned to `site` (as the e2e page object does) and time its first row. */
export async function openOn(
  context: BrowserContext,
  extensionId: string,
  site: Site,
): Promise<{ page: Page; openedAt: number; ms: number; rowAt: number }> {
  const page = await probedPanel(context, SITES[site].keyword);
  const openedAt = Date.now();
  await page.goto(
    `chrome-extension://${extensionId}/sidepanel.html?tabUrl=${encodeURIComponent(SITES[site].url)}`,
  );
  const row = await firstRow(page, SITES[site].keyword);
  return { page, openedAt, ms: row.perf, rowAt: row.at };
}

export interface PanelFigures {
  cold: { ms: number; calls: number; breakdown: string };
  reopen: { ms: number; maxCalls: number };
  switching: { ms: number; maxCalls: number };
}

/**
 * Cold open (no panel data stored, the worker stopped), then reopening on the same campaign, then
 * switching the followed tab between two domains seen before.
 */
export async function measurePanel(
  context: BrowserContext,
  extensionId: string,
  log: ServiceLog,
  options: { forgetPanelData: () => Promise<void>; stopWorker: () => Promise<void> },
): Promise<PanelFigures> {
  const sites: Record<Site, Page> = {
    example: await context.newPage(),
    shop: await context.newPage(),
  };
  for (const site of Object.keys(SITES) as Site[]) await sites[site].goto(SITES[site].url);

  // Cold: nothing of any campaign stored; the worker asleep, as after a while away (it is stopped
  // only once nothing is in flight: Chrome stops an idle worker, not one that is calling).
  await log.quiet();
  await options.forgetPanelData();
  await options.stopWorker();
  const cold = await openOn(context, extensionId, 'example');
  const coldCalls = await log.between(cold.openedAt, cold.rowAt);
  await log.quiet();
  await cold.page.close();

  // Reopen on the campaign just seen (today): what is stored paints, nothing is asked.
  const reopenMs: number[] = [];
  let reopenCalls = 0;
  for (let i = 0; i < 10; i++) {
    const open = await openOn(context, extensionId, 'example');
    reopenMs.push(open.ms);
    reopenCalls = Math.max(reopenCalls, (await log.between(open.openedAt, open.rowAt)).length);
    await open.page.close();
  }

  // The second domain, seen once; then the panel follows the tabs as the user switches.
  const shop = await openOn(context, extensionId, 'shop');
  await log.quiet();
  await shop.page.close();
  const panel = await probedPanel(context, SITES.example.keyword);
  await sites.example.bringToFront();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await firstRow(panel, SITES.example.keyword);
  const switchMs: number[] = [];
  let switchCalls = 0;
  for (let i = 0; i < 8; i++) {
    const site: Site = i % 2 ? 'example' : 'shop';
    await panel.evaluate(
      () => ((window as unknown as { __probe: { seen: unknown[] } }).__probe.seen = []),
    );
    const t0 = Date.now();
    await sites[site].bringToFront();
    const row = await firstRow(panel, SITES[site].keyword);
    switchMs.push(row.at - t0);
    switchCalls = Math.max(switchCalls, (await log.between(t0, row.at)).length);
  }
  await panel.close();
  for (const page of Object.values(sites)) await page.close();

  return {
    cold: { ms: cold.ms, calls: coldCalls.length, breakdown: log.describe(coldCalls) },
    reopen: { ms: median(reopenMs), maxCalls: reopenCalls },
    switching: { ms: median(switchMs), maxCalls: switchCalls },
  };
}
