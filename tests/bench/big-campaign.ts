/**
 * A 5,000-keyword campaign for the benchmark, seeded into the in-process emulator (./seed.ts):
 * 5 groups of 1,000 keywords on desktop, tracked for 200 days, on
 * `big.example`. The emulator's heavy-report limit then refuses the whole campaign over 90 days
 * (450,000 values) with 503 while one group (90,000) passes, as the real service does with heavy
 * reports.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Emulator } from '../emulator/server';
import type { ServiceLog } from './service-log';
import { seedCampaign } from './seed';

export const BIG_DOMAIN = 'big.example';
export const BIG_KEYWORDS = 5000;
/** Between one group over 90 days (90,000 values) and the whole campaign (450,000). */
export const HEAVY_REPORT_LIMIT = 200_000;

export function seedBigCampaign(emulator: Emulator, token: string): void {
  seedCampaign(emulator, token, {
    domain: BIG_DOMAIN,
    title: 'Big store',
    groups: 5,
    keywordsPerGroup: BIG_KEYWORDS / 5,
    keyword: (g, k) => `category ${g} product ${k}`,
    daysAgo: 200,
  });
}

export interface BigCampaignFigures {
  /** From opening the panel to the complete 5,000-row table. */
  ms: number;
  keywords: number;
  calls: number;
  throttled: number;
  breakdown: string;
}

/**
 * The panel opened on `big.example` with the 90-day range while the emulator refuses the whole
 * campaign (503): the time until the table holds all 5,000 keywords, complete (no parts pending,
 * statuses in), and the calls that took.
 */
export async function measureBigCampaign(
  context: BrowserContext,
  extensionId: string,
  log: ServiceLog,
  setRangeDays: (days: number) => Promise<void>,
  /** Another campaign of that size (the agency's shop), and what to measure while its table is open. */
  options: { domain?: string; keywords?: number; whileOpen?: (page: Page) => Promise<void> } = {},
): Promise<BigCampaignFigures> {
  const { domain = BIG_DOMAIN, keywords = BIG_KEYWORDS } = options;
  await setRangeDays(90);
  const site = await context.newPage();
  await site.goto(`https://www.${domain}/`);
  const page = await context.newPage();
  await page.setViewportSize({ width: 420, height: 900 });
  const t0 = Date.now();
  await page.goto(
    `chrome-extension://${extensionId}/sidepanel.html?tabUrl=${encodeURIComponent(`https://www.${domain}/`)}`,
  );
  // Complete: every keyword listed, the whole range, no part missing, nothing still loading.
  await page
    .waitForFunction(
      (total) => {
        const view = document.querySelector('.sp-positions');
        const [datemin, datemax, , state] = (view?.getAttribute('data-report') ?? '').split('|');
        const days = (Date.parse(datemax) - Date.parse(datemin)) / 86_400_000 + 1;
        // "5,000 of 5,000 keywords": every keyword of the campaign is in the table.
        const [shown, of] = (document.querySelector('.sp-select-all')?.textContent ?? '')
          .replace(/[\s,.]/g, '')
          .split('of')
          .map((n) => parseInt(n, 10));
        const age = document.querySelector('[data-testid="report-age"]')?.textContent ?? '';
        return (
          state === 'full' &&
          days === 90 &&
          shown >= total &&
          shown === of &&
          !/·/.test(age) &&
          document.querySelectorAll('.vt-row').length > 0
        );
      },
      keywords,
      { timeout: 150_000, polling: 200 },
    )
    .catch(async (error: unknown) => {
      // What the panel showed when it gave up, for whoever reads the failure.
      await page.screenshot({ path: 'test-results/bench-big-campaign.png' });
      throw error;
    });
  const ms = Date.now() - t0;
  await log.quiet();
  const calls = await log.between(t0, Date.now());
  await options.whileOpen?.(page);
  await page.close();
  await site.close();
  return {
    ms,
    keywords,
    calls: calls.length,
    throttled: calls.filter((c) => c.status === 503).length,
    breakdown: log.describe(calls),
  };
}
