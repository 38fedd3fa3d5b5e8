/**
 * The agency account's rows (`npm run bench -- agency` runs them alone): the emulator's agency data
 * set (tests/emulator/agency) at the real service's pace — one request a second, answers in
 * 150–700 ms — and the built extension with no development overrides, used as an agency would for
 * a day: the campaign browser among 300 campaigns, a page's history in a 5,000-run account, the
 * daily check of 10 watched campaigns, the side panel on the 5,000-keyword shop over 90 days, and
 * what all of it left in `storage.local`.
 */
import type { Page } from '@playwright/test';
import { createEmulator } from '../emulator/server';
import { BIG_SHOP } from '../emulator/agency/campaigns';
import { agencyWatched, campaignWatch, storeWatches } from '../e2e/agency';
import { REAL_PACE_LATENCY } from '../e2e/fixtures';
import { launchConnected } from './browser';
import { measureBigCampaign } from './big-campaign';
import { serviceLog } from './service-log';
import { ask, oneReportEach } from './watch-check';
import { measureClickDuringFill } from './click-during-fill';
import { kb, ms, type Row } from './table';
import { WEEKLY_PAGE } from '../emulator/agency/audits';
import {
  fillRunIndexTimed,
  measureBrowserFirstRow,
  measureHistory,
  measureStorage,
} from './agency-journeys';

const MB = 1024 * 1024;

/** The agency's account at the real service's pace: one request a second, answers in 150–700 ms. */
export const agencyEmulator = () =>
  createEmulator({
    data: 'agency',
    rateLimit: true,
    latencyMs: REAL_PACE_LATENCY,
    auditDurationMs: 3000,
  });

export async function agencyRows(extensionPath: string, rows: Row[]): Promise<void> {
  const emulator = agencyEmulator();
  const { url: emulatorUrl, baseUrl } = await emulator.listen(0);
  const log = serviceLog(emulatorUrl);
  const watched = await agencyWatched({ baseUrl });
  const ext = await launchConnected(extensionPath, baseUrl);
  // Options reads the profiles whenever it is shown: closed, so only the journeys' calls count.
  await ext.page.close();
  try {
    const browser = await measureBrowserFirstRow(ext.context, ext.extensionId, log);
    console.log(`Calls before the campaign browser's first row: ${browser.breakdown}`);
    rows.push({
      figure: 'agency: campaign browser among 300 → first row, calls (time)',
      value: `${browser.calls} (${ms(browser.ms)})`,
      target: '≤ 2 calls',
      ok: browser.calls <= 2,
    });

    const first = await measureHistory(ext.context, ext.extensionId, log);
    console.log(`Calls before a page's history shows, first open (5,000 runs): ${first.breakdown}`);
    // The fill that first open started runs on at the real pace: a click in the popup now.
    const click = await measureClickDuringFill(ext.context, ext.extensionId, log);
    console.log(`A click during the index fill, calls up to its own first: ${click.sequence}`);
    rows.push({
      figure: 'agency: a popup click while the index of runs fills, requests ahead of it (time)',
      value: `${click.ahead} (${ms(click.ms)})`,
      target: '≤ 1 (one request slot)',
      ok: click.ahead <= 1,
    });
    const fill = await fillRunIndexTimed(ext.context, ext.extensionId, emulatorUrl, log);
    console.log(
      `The index of runs by page: ${fill.calls} calls (${fill.seconds.toFixed(0)} s with the rate limit off; ${(fill.calls / 60).toFixed(0)} min at 1 request/s)`,
    );
    const history = await measureHistory(ext.context, ext.extensionId, log, { forget: true });
    console.log(`Calls before a page's history shows, index filled: ${history.breakdown}`);
    rows.push(
      {
        figure: `agency: history of a page among 5,000 runs, first open (index not filled; its fill: ${fill.calls} calls), calls (time)`,
        value: `${first.calls} (${ms(first.ms)}, ${first.runs} runs)`,
        target: '—',
        ok: true,
      },
      {
        figure: 'agency: history of a page among 5,000 runs, index filled, calls (time)',
        value: `${history.calls} (${ms(history.ms)}, ${history.runs} runs)`,
        target: '≤ 3 calls, 50 runs',
        ok: history.calls <= 3 && history.runs === WEEKLY_PAGE.runs,
      },
    );

    await storeWatches(
      ext.worker,
      watched.map((c, i) => campaignWatch(`agency-${i}`, c)),
    );
    const page = await ext.context.newPage();
    await page.goto(`chrome-extension://${ext.extensionId}/options.html`);
    // Options reads the profile list when shown: done before "Check now", so only the check counts.
    await log.quiet(3000);
    const t0 = Date.now();
    await ask(page, 'watch.checkNow', {});
    const checkMs = Date.now() - t0;
    await page.close();
    const calls = await log.between(t0, Date.now());
    console.log(`Calls of the daily check of 10 campaigns: ${log.describe(calls)}`);
    const check = oneReportEach(
      calls,
      watched.map((c) => c.id),
    );
    console.log(`Daily check, one report per watched campaign: ${check.verdict}`);
    rows.push({
      figure: 'agency: daily check of 10 watched campaigns, calls (time)',
      value: `${calls.length} (${check.reports} reports, ${(checkMs / 1000).toFixed(1)} s)`,
      target: `one report per watched campaign (${watched.length}), no other call`,
      ok: check.ok,
    });

    let heap = 0;
    const big = await measureBigCampaign(
      ext.context,
      ext.extensionId,
      log,
      (days) =>
        ext.worker.evaluate(async (rangeDays) => {
          const { preferences } = await chrome.storage.local.get('preferences');
          await chrome.storage.local.set({ preferences: { ...(preferences ?? {}), rangeDays } });
        }, days),
      {
        domain: BIG_SHOP.domain,
        keywords: BIG_SHOP.keywords,
        whileOpen: async (panel: Page) => {
          heap = await usedHeap(panel);
        },
      },
    );
    console.log(`Calls for the 5,000 × 90 shop: ${big.breakdown}`);
    rows.push({
      figure: `agency: side panel JS heap, 5,000 keywords × 90 days open (${big.calls} calls, ${(big.ms / 1000).toFixed(0)} s)`,
      value: `${(heap / MB).toFixed(1)} MB`,
      target: '≤ 150 MB',
      ok: heap <= 150 * MB,
    });

    const storage = await measureStorage(ext.worker);
    console.log(`storage.local after the day, largest keys: ${storage.largest}`);
    rows.push({
      figure: 'agency: storage.local after that day of use (bytes; keys over their bound)',
      value: `${kb(storage.bytes)} (${storage.over.length ? storage.over.join(', ') : 'none over'})`,
      target: `≤ ${kb(storage.bound)}, none over`,
      ok: storage.bytes <= storage.bound && storage.over.length === 0,
    });
  } finally {
    await ext.close();
    await emulator.close();
  }
}

/** The page's JS heap in use after a full collection (what stays while the table is open). */
async function usedHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}
