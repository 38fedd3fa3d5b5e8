import type { BrowserContext } from '@playwright/test';
import type { ServiceLog } from './service-log';

/*
 * The full report of the largest run the popup launches: 21 pages × 2 devices × 6 types = 252
 * audits, at the service's pace (the emulator's rate limit on, the extension's own limiter at one
 * request a second). The report paints from the run's retrieve and the list's first page (50
 * audits), so the first audit shows after 2 calls; the list's 5 other pages, then each audit's
 * results, are read behind it.
 */

export const BIG_RUN_PAGES = 21;
export const BIG_RUN_AUDITS = BIG_RUN_PAGES * 2 * 6;

export interface ReportFigures {
  first: { calls: number; ms: number };
  all: { calls: number; ms: number };
}

/** Seed the run (finished, made elsewhere), open its report, time the first audit and the last. */
export async function measureBigReport(
  context: BrowserContext,
  extensionId: string,
  emulatorUrl: string,
  log: ServiceLog,
): Promise<ReportFigures> {
  const urls = Array.from({ length: BIG_RUN_PAGES }, (_, i) => `https://www.example.com/p/${i}`);
  const seeded = await fetch(`${emulatorUrl}/__emulator/audit-run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Whole shop, every type',
      urls,
      devices: ['desktop', 'mobile'],
      types: ['lighthouse', 'pagespeed', 'webpagetest', 'yellowlab', 'sitespeedio', 'content'],
      daysAgo: 1,
    }),
  });
  const { parentId } = (await seeded.json()) as { parentId: number };
  await log.quiet();
  const page = await context.newPage();
  const from = Date.now();
  await page.goto(`chrome-extension://${extensionId}/report.html?id=${parentId}`);
  await page.locator('.summary-item').first().waitFor({ timeout: 60_000 });
  const firstAt = Date.now();
  await page.waitForFunction(
    (n) => document.querySelectorAll('section.child[data-read="true"]').length >= n,
    BIG_RUN_AUDITS,
    { timeout: 15 * 60_000, polling: 500 },
  );
  const allAt = Date.now();
  const first = await log.between(from, firstAt);
  const all = await log.between(from, allAt);
  await page.close();
  console.log(`Calls before the report's first audit: ${log.describe(first)}`);
  return {
    first: { calls: first.length, ms: firstAt - from },
    all: { calls: all.length, ms: allAt - from },
  };
}
