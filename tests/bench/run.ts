/**
 * `npm run bench`: builds the extension, then prints one table of speed and size figures with
 * their targets. Browser figures come from the built extension in Debian's Chromium against the
 * in-process emulator (rate limit ON, the client's real 1 request/s spacing).
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { createEmulator } from '../emulator/server';
import { launchConnected, panelHooks } from './browser';
import { coldStarts, emptyWorkerColdStart } from './empty-worker';
import { entrypointSizes } from './sizes';
import { BIG_RUN_AUDITS, measureBigReport } from './report-speed';
import { measureTableRender } from './sidepanel-table';
import { measurePanel } from './sidepanel-speed';
import { HEAVY_REPORT_LIMIT, measureBigCampaign, seedBigCampaign } from './big-campaign';
import { pace, serviceLog } from './service-log';
import { measureWatchCheck } from './watch-check';
import { measureLaunchCalls, measurePopupOpen } from './popup-speed';
import { kb, ms, printRows, type Row } from './table';
import { agencyRows } from './agency';
import { startupComparison } from './startup';
import { sizeHistory } from './size-history';
import { measureSerpStrip } from './serp-speed';
import { firstDayRows } from './first-day';
import { reviewRows } from './review';

const outBase = path.resolve(process.env.WXT_OUT_DIR ?? '.output-bench');
const env = { ...process.env, WXT_OUT_DIR: outBase };
const AUDITED_URL = 'https://www.example.com/running-shoes/';

const rows: Row[] = [];

function build() {
  console.log('Building the production and e2e packages…');
  execSync('npx wxt build', { env, stdio: 'ignore' });
  // The production build plus loopback permission; NODE_ENV keeps React's production build.
  execSync('npx wxt build --mode e2e', {
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
}

function sizeRows() {
  const sizes = entrypointSizes(path.join(outBase, 'chrome-mv3'));
  // Ceilings, not goals: each may be raised only with the reason written here. The background's
  // was 60 KB until the results page's lookups, the index of runs by page and the read-back of
  // creates (work that runs with no page open, so it cannot move into a page) took it to 68 KB;
  // what its size stands for, how fast the worker wakes, is measured against an empty
  // extension's worker in the same run (./empty-worker.ts).
  const targets: Record<string, number> = {
    popup: 100,
    background: 68,
    sidepanel: 200,
    options: 150,
    report: 150,
    // One file injected into every results page the user opens.
    'serp content script': 30,
  };
  for (const [name, bytes] of Object.entries(sizes).sort()) {
    const target = targets[name] ?? 150;
    rows.push({
      figure: `${name} JS (gzip)`,
      value: kb(bytes),
      target: `≤ ${target} KB`,
      ok: bytes <= target * 1024,
    });
  }
}

async function browserRows() {
  const emulator = createEmulator({ rateLimit: true, auditDurationMs: 3000 });
  const { url: emulatorUrl, baseUrl } = await emulator.listen(0);
  seedBigCampaign(emulator, 'demo-token');
  const log = serviceLog(emulatorUrl);
  const ext = await launchConnected(path.join(outBase, 'chrome-mv3-e2e'), baseUrl);
  const { page } = ext;
  try {
    // Service worker cold start → first answer, beside an empty extension's worker woken the
    // same way in this run: the figure the background's size stands for.
    const start = await coldStarts(ext.context, page, 'connection.status');
    const empty = await emptyWorkerColdStart();
    rows.push({
      figure: `service worker cold start → first answer (median of 7; an empty extension's: ${ms(empty)})`,
      value: `${ms(start)} (${(start / empty).toFixed(2)}×)`,
      target: '≤ 1.5× the empty worker',
      ok: start <= 1.5 * empty,
    });

    const strip = await measureSerpStrip(ext.context, ext.worker);
    rows.push({
      figure: 'results page: DOMContentLoaded → strip on a tracked phrase (median of 7)',
      value: ms(strip),
      target: '≤ 300 ms',
      ok: strip <= 300,
    });
    // `npm run bench -- serp`: the sizes and this row alone.
    if (only.includes('serp')) return;

    const calls = await measureLaunchCalls(ext.context, ext.extensionId, log, AUDITED_URL);
    rows.push({
      figure: 'service calls for one desktop + mobile audit (3 s audit, popup open)',
      value: String(calls),
      target: '≤ 10',
      ok: calls <= 10,
    });

    const popupOpen = await measurePopupOpen(ext.context, ext.extensionId, log, AUDITED_URL);
    rows.push({
      figure: 'popup open → cached score (median of 14)',
      value: ms(popupOpen.ms),
      target: '≤ 100 ms',
      ok: popupOpen.ms <= 100,
    });
    rows.push({
      figure: 'popup reopen on a seen page: service calls before first paint (most of 15)',
      value: String(popupOpen.maxCalls),
      target: '0',
      ok: popupOpen.maxCalls === 0,
    });

    // Side panel: cold open, reopen, switching domains (reopen → first row ≤ 150 ms).
    const panel = await measurePanel(ext.context, ext.extensionId, log, panelHooks(ext));
    console.log(`Calls before the first row of a cold open: ${panel.cold.breakdown}`);
    rows.push(
      {
        figure: 'side panel cold open → first row (nothing stored, worker asleep)',
        value: ms(panel.cold.ms),
        target: '≤ 2500 ms',
        ok: panel.cold.ms <= 2500,
      },
      {
        figure: 'side panel cold open: service calls before the first row',
        value: String(panel.cold.calls),
        target: '≤ 2',
        ok: panel.cold.calls <= 2,
      },
      {
        figure: 'side panel reopen on a campaign seen today → first row (median of 10)',
        value: ms(panel.reopen.ms),
        target: '≤ 150 ms',
        ok: panel.reopen.ms <= 150,
      },
      {
        figure: 'side panel reopen: service calls before the first row (most of 10)',
        value: String(panel.reopen.maxCalls),
        target: '0',
        ok: panel.reopen.maxCalls === 0,
      },
      {
        figure: 'switching between two seen domains → first row (median of 8)',
        value: ms(panel.switching.ms),
        target: '≤ 150 ms',
        ok: panel.switching.ms <= 150,
      },
    );

    // The pace the service saw over the whole popup + side panel journey so far (no two arrivals
    // closer than its limit allows).
    const journey = pace(await log.all());
    console.log(`Closest two arrivals: ${journey.closest}`);
    rows.push(
      {
        figure: 'smallest arrival gap between two requests (popup + side panel journey)',
        value: ms(journey.minGapMs),
        target: '≥ 1000 ms',
        ok: journey.minGapMs >= 1000,
      },
      {
        figure: '503 answers over that journey',
        value: String(journey.throttled),
        target: '0',
        ok: journey.throttled === 0,
      },
    );

    // Side panel: positions table for 2,000 keywords × 90 days.
    const table = await measureTableRender(ext.context, ext.extensionId);
    rows.push({
      figure: 'side panel positions table, 2,000 keywords × 90 days (median)',
      value: ms(table),
      target: '≤ 300 ms',
      ok: table <= 300,
    });

    // The daily watch check: 3 campaigns × 2,000 keywords, one report per campaign.
    const check = await measureWatchCheck(page, ext.worker, emulator, log);
    rows.push({
      figure: 'watch daily check, 3 campaigns × 2,000 keywords: service calls (time)',
      value: `${check.calls} (${check.reports} reports, ${check.seconds.toFixed(1)} s)`,
      target: '= 3 (one report per campaign)',
      ok: check.calls === 3 && check.reports === 3,
    });

    // The full report of a 252-audit run (21 pages × 2 devices × 6 types) at the service's pace:
    // its answers also take the real service's 150–700 ms for this row alone (the other rows'
    // targets were set with the emulator answering at once).
    const latency = (latencyMs: { min: number; max: number } | null) =>
      fetch(`${emulatorUrl}/__emulator/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ latencyMs }),
      });
    await latency({ min: 150, max: 700 });
    const report = await measureBigReport(ext.context, ext.extensionId, emulatorUrl, log);
    await latency(null);
    rows.push(
      {
        figure: `report of a ${BIG_RUN_AUDITS}-audit run: calls (time) to the first audit shown`,
        value: `${report.first.calls} (${ms(report.first.ms)})`,
        target: '≤ 2 calls',
        ok: report.first.calls <= 2,
      },
      {
        figure: `report of a ${BIG_RUN_AUDITS}-audit run: calls (time) to every audit's results`,
        value: `${report.all.calls} (${(report.all.ms / 1000).toFixed(0)} s)`,
        target: `≤ ${BIG_RUN_AUDITS + 8} calls`,
        ok: report.all.calls <= BIG_RUN_AUDITS + 8,
      },
    );

    // A 5,000-keyword campaign over 90 days, the whole-campaign request refused with 503.
    const bigFrom = Date.now();
    await fetch(`${emulatorUrl}/__emulator/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ heavyReportLimit: HEAVY_REPORT_LIMIT }),
    });
    try {
      const big = await measureBigCampaign(ext.context, ext.extensionId, log, (days) =>
        ext.worker.evaluate(async (rangeDays) => {
          const { preferences } = await chrome.storage.local.get('preferences');
          await chrome.storage.local.set({ preferences: { ...(preferences ?? {}), rangeDays } });
        }, days),
      );
      console.log(`Calls for the 5,000 × 90 campaign: ${big.breakdown}`);
      rows.push({
        figure: `5,000 keywords × 90 days, whole request 503 → complete table (${big.calls} calls, ${big.throttled} of them 503)`,
        value: ms(big.ms),
        target: 'complete',
        ok: true,
      });
    } catch (error) {
      const calls = await log.between(bigFrom, Date.now());
      console.log(`5,000 × 90 campaign, calls so far: ${log.describe(calls)}`);
      console.log(`5,000 × 90 campaign failed: ${String(error).split('\n')[0]}`);
      rows.push({
        figure: `5,000 keywords × 90 days, whole request 503 → complete table (${calls.length} calls)`,
        value: 'not complete',
        target: 'complete',
        ok: false,
      });
    }
  } finally {
    await ext.close();
    await emulator.close();
  }
}

// `npm run bench -- agency`: the agency account's rows alone (./agency.ts), as when measured alone.
// `npm run bench -- review`: the site review of the agency's shop alone (./review.ts).
// `npm run bench -- startup …`: the start-up rows with and without each speed-only mechanism.
// `npm run bench -- sizes <from> [<to>]`: each commit's bundle sizes, to see where bytes came from.
const only = process.argv.slice(2);
if (only[0] === 'startup') {
  await startupComparison(outBase, only.slice(1));
  process.exit(0);
}
if (only[0] === 'sizes') {
  sizeHistory(only[1], only[2]);
  process.exit(0);
}
build();
const e2e = path.join(outBase, 'chrome-mv3-e2e');
try {
  if (only.includes('review')) await reviewRows(e2e, rows);
  else {
    // `npm run bench -- first-day`: the sizes and a user's first day alone.
    if (!only.includes('agency')) await firstDayRows(e2e, rows);
    if (!only.includes('agency') && !only.includes('first-day')) {
      sizeRows();
      await browserRows();
    }
    if (!only.includes('serp') && !only.includes('first-day')) await agencyRows(e2e, rows);
    if (!only.length) await reviewRows(e2e, rows);
  }
} finally {
  printRows(rows);
}
