import type { BrowserContext, Worker } from '@playwright/test';
import { awaitCompleteIndex, writeSerpSettings } from '../fixtures/serp/extension-state';
import { demoSerp } from '../fixtures/serp/pages';
import { median } from './browser';

/*
 * The results page: from the page's DOMContentLoaded to the strip on a tracked phrase (the demo's
 * "running shoes", tracked by example.com), each run a fresh tab of the same local results page
 * under google.com (tests/fixtures/serp/). The strip counts as shown when its element joins the
 * page: entrypoints/serp.content/mount.ts appends it whole, drawn.
 */

const RUNS = 7;

/** Before the page's own script: the moment the strip's element enters the document. */
function watchStrip() {
  const w = window as unknown as { __strip?: number };
  new MutationObserver((_, observer) => {
    if (!document.querySelector('stormlens-serp')) return;
    w.__strip = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

export async function measureSerpStrip(context: BrowserContext, worker: Worker): Promise<number> {
  await worker.evaluate(writeSerpSettings, { hosts: ['www.google.com'], language: 'en' as const });
  await worker.evaluate(awaitCompleteIndex);
  const { url, html } = demoSerp({
    host: 'www.google.com',
    phrase: 'running shoes',
    sites: ['www.example.com', 'www.runhub.example', 'www.runners-shop.com'],
  });
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    await page.addInitScript(watchStrip);
    await page.goto(url);
    await page.waitForFunction(() => (window as { __strip?: number }).__strip !== undefined);
    times.push(
      await page.evaluate(() => {
        const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return (window as { __strip?: number }).__strip! - nav!.domContentLoadedEventStart;
      }),
    );
    await page.close();
  }
  console.log(
    `DOMContentLoaded → strip, each run: ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  // Off again, as installed: the rows after this one measure the default install. Left on, the
  // phrase index starts a new pass whenever a row forgets the cached answers (its state is one of
  // them), and that pass's calls land in the next row's window.
  await worker.evaluate(writeSerpSettings, { hosts: [], language: 'en' as const });
  await context.unroute('https://www.google.com/**');
  return median(times);
}
