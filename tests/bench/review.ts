/**
 * The site review's rows (`npm run bench -- review` runs them alone): on the agency data set
 * (tests/emulator/agency) at the real service's pace — one request a second, answers in 150–700 ms,
 * a report as heavy as the whole 5,000-keyword shop refused with 503 as the service refuses heavy
 * reports — a review of the shop over the last 90 days against the 90 before, with the three
 * competitors the form's candidates offer first. Measured: what the service received against what
 * the tab announced, the time to the finished review, the tab's peak JS heap, the saved file (its
 * size, its appendix as text) and that file's first paint when opened from disk.
 */
import { agencyEmulator } from './agency';
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIG_SHOP } from '../emulator/agency/campaigns';
import { fillRunIndex } from '../e2e/run-index-fill';
import { serviceCall } from '../e2e/service';
import { launchConnected } from './browser';
import { HEAVY_REPORT_LIMIT } from './big-campaign';
import { sampleHeap } from './heap';
import { fileRows } from './review-file';
import { serviceLog, type LoggedRequest, type ServiceLog } from './service-log';
import { ms, type Row } from './table';

const MB = 1024 * 1024;
const COMPETITORS = 3;
/** Long enough for any gathering at one request a second; past it the row says "not finished". */
const GATHER_LIMIT_MS = 30 * 60_000;
const PER_GROUP = BIG_SHOP.keywords / BIG_SHOP.groups;
const SHOP_KEYWORDS = Array.from({ length: BIG_SHOP.keywords }, (_, i) =>
  BIG_SHOP.keyword(1 + Math.floor(i / PER_GROUP), 1 + (i % PER_GROUP)),
);

interface ReviewRun {
  competitors: string[];
  announced: number;
  /** What the method section states: made, and of them splits of refused reads. */
  made: number | null;
  splits: number | null;
  requests: number;
  breakdown: string;
  ms: number;
  /** Why the review did not finish, or null when it did. */
  failure: string | null;
  /** The peak, how many samples, and when the peak was seen (ms after Start). */
  heap: { peak: number; samples: number; peakAt: number };
  file: string | null;
}

export async function reviewRows(extensionPath: string, rows: Row[]): Promise<void> {
  const emulator = agencyEmulator();
  const { url: emulatorUrl, baseUrl } = await emulator.listen(0);
  const log = serviceLog(emulatorUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stormlens-bench-review-'));
  try {
    const shopId = await campaignId(baseUrl, BIG_SHOP.domain);
    const ext = await launchConnected(extensionPath, baseUrl);
    // Options reads the profiles whenever it is shown: closed, so only the review's calls count.
    await ext.page.close();
    let run: ReviewRun | null = null;
    try {
      // An agency's index of runs by page is filled by its first day (./agency.ts): the review's
      // pages section then lists the shop's audited pages, as it would on any later day.
      await fillRunIndex(ext.context, ext.extensionId, emulatorUrl);
      await fetch(`${emulatorUrl}/__emulator/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ heavyReportLimit: HEAVY_REPORT_LIMIT }),
      });
      await log.quiet();
      // The tab's calendar at the service's "today" (as tests/e2e/pages/review.ts fixes it), so the
      // periods are the ones the emulator's data was seeded around.
      const { now } = (await (
        await fetch(`${emulatorUrl}/__emulator/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceMs: 0 }),
        })
      ).json()) as { now: number };
      await ext.context.clock.setFixedTime(now);
      const review = await ext.context.newPage();
      run = await gatherReview(review, `chrome-extension://${ext.extensionId}`, shopId, log, dir);
    } catch (error) {
      // The setup could not be made (no candidates, say): the row says why, the table goes on.
      const why = String(error).split('\n')[0];
      console.log(`Review: not started: ${why}`);
      rows.push({
        figure: 'agency: site review of the 5,000-keyword shop',
        value: `not started: ${why}`,
        target: 'finishes',
        ok: false,
      });
    } finally {
      await ext.close();
    }
    if (!run) return;
    pushGathering(rows, run);
    await fileRows(rows, run.file, SHOP_KEYWORDS);
  } finally {
    await emulator.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The campaign on `domain`, as another client of the account lists it (one call, before any count). */
async function campaignId(baseUrl: string, domain: string): Promise<number> {
  const listed = await serviceCall<{ campaigns: { id: string; domain: string }[] }>(
    { baseUrl },
    'POST',
    'monitoring/monitoring-campaign/get-list.json',
    { type: ['seo'], pager: { page: 0, items_per_page: 1000 } },
  );
  const found = listed.campaigns.find((c) => c.domain === domain);
  if (!found) throw new Error(`the agency data has no campaign on ${domain}`);
  return Number(found.id);
}

/**
 * The review tab at the address the campaign browser's and the side panel's "Site review" opens,
 * set up as a user would (the last 90 days, the first three candidates), started, and saved.
 */
async function gatherReview(
  review: Page,
  origin: string,
  shopId: number,
  log: ServiceLog,
  dir: string,
): Promise<ReviewRun> {
  await review.setViewportSize({ width: 1000, height: 1000 });
  const query = new URLSearchParams({
    campaign: String(shopId),
    domain: BIG_SHOP.domain,
    title: BIG_SHOP.title,
  });
  const opened = Date.now();
  await review.goto(`${origin}/review.html?${query.toString()}`);
  const form = review.getByRole('form', { name: 'Review setup' });
  await form.waitFor({ timeout: 120_000 });
  await form.getByRole('radio', { name: 'Last 90 days' }).check();
  await form.getByRole('button', { name: 'Find candidates' }).click();
  const offered = review.locator('.rt-candidates label');
  await offered
    .first()
    .waitFor({ timeout: 120_000 })
    .catch(async () => {
      const said = await form.locator('.rt-competitors').innerText();
      throw new Error(`no competitor candidates for ${BIG_SHOP.domain}: ${said}`);
    });
  const candidates = (await offered.allInnerTexts()).map((t) => t.trim());
  console.log(`Review: candidates offered: ${candidates.join('; ')}`);
  if (candidates.length < COMPETITORS)
    throw new Error(`only ${candidates.length} competitor candidates for ${BIG_SHOP.domain}`);
  for (let i = 0; i < COMPETITORS; i++) await offered.nth(i).getByRole('checkbox').check();
  const chips = form.locator('.rt-chip');
  await review.waitForFunction(
    (n) => document.querySelectorAll('.rt-chip').length === n,
    COMPETITORS,
  );
  const competitors = (await chips.allInnerTexts()).map((t) => t.replace(/×\s*$/, '').trim());

  // The cost as the tab says it, after the candidates' read (which it counts with the setup's).
  const heading = review.locator('.rt-cost h2');
  await heading.waitFor({ timeout: 60_000 });
  const announced = Number((await heading.innerText()).replace(/[^\d]/g, ''));
  console.log(`Review: ${await review.locator('.rt-cost').innerText()}`);

  const heap = sampleHeap(review);
  const t0 = Date.now();
  await form.getByRole('button', { name: 'Start' }).click();
  const failure = await finished(review);
  const took = Date.now() - t0;
  // The document renders as the gathering ends: a second more of samples takes its paint in.
  await review.waitForTimeout(1000);
  const peak = await heap.stop();
  await log.quiet(3000);
  // The index of runs' own upkeep (audits/audit/list) is the background's, not the review's.
  const all = await log.between(opened, Date.now());
  const calls = all.filter((r) => !/audits\/audit\/list/.test(r.path));
  console.log(`Review: calls from opening the tab to the finished review: ${log.describe(all)}`);
  const reads = calls.filter((r) => /get-data/.test(r.path));
  console.log(`Review: detailed-data reads: ${reads.map(read).join(', ')}`);
  const run: ReviewRun = {
    competitors,
    announced,
    made: null,
    splits: null,
    requests: calls.length,
    breakdown: log.describe(calls),
    ms: took,
    failure,
    heap: peak,
    file: null,
  };
  if (failure) {
    await review.screenshot({ path: 'test-results/bench-review.png' }).catch(() => undefined);
    return run;
  }
  const method = await review.locator('#rv-method').innerText();
  const stated = /Made: ([\d,]+), of which ([\d,]+)/.exec(method);
  run.made = stated ? Number(stated[1].replace(/,/g, '')) : null;
  run.splits = stated ? Number(stated[2].replace(/,/g, '')) : null;
  const [download] = await Promise.all([
    review.waitForEvent('download', { timeout: 120_000 }),
    review.getByRole('button', { name: 'Save as one HTML file' }).click(),
  ]);
  run.file = path.join(dir, download.suggestedFilename());
  await download.saveAs(run.file);
  return run;
}

/** A detailed-data read as the log shows it: its days, its group filter, its answer and time. */
function read(r: LoggedRequest): string {
  const body = r.body as { datemin?: string; datemax?: string; filters?: unknown };
  const part = body.filters ? ` ${JSON.stringify(body.filters).replace(/[^\d,]/g, '')}` : '';
  return `${body.datemin}–${body.datemax}${part} → ${r.status} (${ms(r.durationMs)})`;
}

/** Null once the review is shown; else what the tab said or did instead (failed, crashed, slow). */
async function finished(review: Page): Promise<string | null> {
  const progress = setInterval(() => {
    void review
      .locator('.rt-progress')
      .innerText({ timeout: 5000 })
      .then((text) => console.log(`Review: ${text.replace(/\s+/g, ' ')}`))
      .catch(() => undefined);
  }, 30_000);
  const failed = review.locator('.banner-error').first();
  try {
    return await Promise.race([
      review
        .getByTestId('review-done')
        .waitFor({ timeout: GATHER_LIMIT_MS })
        .then(() => null),
      failed
        .waitFor({ timeout: GATHER_LIMIT_MS })
        .then(async () => `failed: ${(await failed.innerText()).replace(/\s+/g, ' ')}`),
      new Promise<string>((resolve) => review.once('crash', () => resolve('the tab crashed'))),
    ]);
  } catch (error) {
    return `not finished: ${String(error).split('\n')[0]}`;
  } finally {
    clearInterval(progress);
  }
}

function pushGathering(rows: Row[], run: ReviewRun): void {
  const what = `agency: site review of the 5,000-keyword shop, last 90 days against the 90 before, ${run.competitors.length} competitors`;
  const splits = run.splits ?? 0;
  const stated = run.made === null ? 'no method section' : `it states ${run.made} made`;
  rows.push(
    {
      figure: `${what}: requests the service received (${run.breakdown || 'none'})`,
      value: `${run.requests} (announced ${run.announced}, ${splits} splits; ${stated})`,
      target: '≤ announced (+ splits reported)',
      ok: !run.failure && run.requests <= run.announced + splits,
    },
    {
      figure: `${what}: Start → review shown, at the service's pace`,
      value: run.failure
        ? `${run.failure} (after ${ms(run.ms)})`
        : `${(run.ms / 1000).toFixed(0)} s`,
      target: 'finishes',
      ok: !run.failure,
    },
    {
      figure: `site review tab: peak JS heap, gathering and rendering (${run.heap.samples} samples; the peak ${(run.heap.peakAt / 1000).toFixed(0)} s after Start)`,
      value: `${(run.heap.peak / MB).toFixed(1)} MB`,
      target: '≤ 300 MB',
      ok: run.heap.samples > 0 && run.heap.peak <= 300 * MB,
    },
  );
}
