import type { BrowserContext, Page, Worker } from '@playwright/test';
import {
  awaitCompleteIndex,
  registeredSerpMatches,
  writeSerpSettings,
} from '../fixtures/serp/extension-state';
import { demoSerp, type DemoSerp } from '../fixtures/serp/pages';

/*
 * The results page's journeys: the feature turned on through the e2e build's seam (Google's
 * search hosts are held from install in that build, lib/domain/search-hosts.ts, so only the
 * setting is written), the phrase index awaited, and a results page built to a real one's
 * structure (tests/fixtures/serp/) served under Google's own host.
 */

/** The demo's example.com campaign (tests/emulator/monitoring/demo.ts: the first id after 31,400). */
export const EXAMPLE_CAMPAIGN = 31_401;
export const RIVAL = 'runners-shop.com';

/** Options → Search results as the options page stores it, and the language preference. */
export async function enableSerp(worker: Worker, hosts: string[], language: 'en' | 'pl' = 'en') {
  await worker.evaluate(writeSerpSettings, { hosts, language });
}

/** The registered results-page scripts' matches (none when the feature is off). */
export function registeredMatches(worker: Worker): Promise<string[]> {
  return worker.evaluate(registeredSerpMatches);
}

/** Until the background has read every campaign's phrases (the phrase index is complete). */
export async function indexComplete(worker: Worker): Promise<void> {
  await worker.evaluate(awaitCompleteIndex);
}

/**
 * Before the page's own script runs: every layout shift, and at DOMContentLoaded (before the
 * results-page script, which runs once the document is idle) where the page's parts are.
 */
function watchLayout() {
  const w = window as unknown as Record<string, unknown>;
  const shifts: { value: number; sources: string[] }[] = [];
  w.__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as {
      value: number;
      sources?: { node?: Node }[];
    }[]) {
      shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map((s) => s.node?.nodeName ?? ''),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const rects = () =>
    [
      ...document.querySelectorAll(
        '#rso > *, #rso h3, #rhs > :not(stormlens-serp), #tads, #botstuff, #foot',
      ),
    ].map((el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(
        ',',
      );
    });
  w.__rects = rects;
  document.addEventListener('DOMContentLoaded', () => {
    w.__before = rects();
    w.__dcl = performance.now();
  });
}

/** A results page under its Google host, its layout watched from the start. */
export function openSerp(context: BrowserContext, spec: DemoSerp): Promise<Page> {
  return openResultsPage(context, demoSerp(spec));
}

/** A results page given whole (tests/fixtures/serp/shapes.ts) under its Google host, watched. */
export async function openResultsPage(
  context: BrowserContext,
  { url, html }: { url: string; html: string },
): Promise<Page> {
  await context.route(`${new URL(url).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  const page = await context.newPage();
  await page.addInitScript(watchLayout);
  await page.goto(url);
  return page;
}

/** The page's parts now against DOMContentLoaded, and every layout shift since. */
export function layoutSince(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return {
      before: w.__before as string[],
      after: (w.__rects as () => string[])(),
      shifts: w.__shifts as { value: number; sources: string[] }[],
    };
  });
}

export const strip = (page: Page) => page.locator('stormlens-serp .sl-strip');
export const badges = (page: Page) => page.locator('stormlens-badge .sl-badge');
