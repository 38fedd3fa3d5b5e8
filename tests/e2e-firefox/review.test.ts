import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import type { Page } from 'puppeteer-core';
import { fetchReceived, firefoxRecorder } from '../contract/parameters/recording';
import { serviceCall } from '../e2e/service';
import { createEmulator } from '../emulator/server';
import {
  clickButton,
  connectDemo,
  launchFirefox,
  openedBy,
  shot,
  waitForText,
  type Firefox,
} from './firefox';

/*
 * The site review in Firefox (the Chromium journeys: tests/e2e/review.spec.ts and
 * tests/e2e/review-file.spec.ts): from the sidebar on the demo campaign (example.com), the last 30 days
 * against the 30 before with two competitors, gathered to the end; the keyword position buckets
 * and the competitors' standing are the ones the test works out itself from the emulator's answer
 * for the same days, and the review saved as one HTML file shows the same figures from disk.
 */

const SITE = 'example.com';
const SITE_URL = 'https://www.example.com/running-shoes/';
const CAMPAIGN = 31401;
const GET_DATA = 'monitoring/monitoring-campaign/get-data.json';
const RIVALS = ['runhub.example', 'stridedepot.example'];
/** Every section the setup offers (all chosen by default), then the method every review states. */
const SECTIONS = 'summary visibility movers competitors groups pages appendix method'.split(' ');
/** The review's English words, from its catalogue (as tests/e2e/review-file.spec.ts reads them). */
const words = (
  JSON.parse(fs.readFileSync('lib/i18n/locales/en/review.json', 'utf8')) as {
    document: { sections: Record<string, string>; pages: { indexFilling: string } };
  }
).document;
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => day(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS);

const emulator = createEmulator({ rateLimit: false });
/** Firefox saves the file here, unasked: the test reads it back from disk. */
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'stormlens-ff-review-'));
let base: { url: string; baseUrl: string };
let firefox: Firefox;

before(async () => {
  base = await emulator.listen(0);
  firefox = await launchFirefox(base.url, {
    'browser.download.folderList': 2,
    'browser.download.dir': downloads,
    'browser.download.useDownloadDir': true,
    'browser.download.always_ask_before_handling_new_types': false,
    'browser.download.start_downloads_in_tmp_dir': false,
  });
  const setup = await firefox.open('options.html');
  await connectDemo(setup, base.baseUrl);
  await setup.close();
});
afterEach(firefoxRecorder('review', () => base?.url));
after(async () => {
  await firefox?.close();
  await emulator.close();
  fs.rmSync(downloads, { recursive: true, force: true });
});

type Leaf = { position: number | string | null };
type ByDate = Record<string, Record<string, Record<string, Record<string, Leaf>>>>;
type Answer = Record<string, Record<string, Record<string, { data: ByDate | [] }>>>;
const BUCKETS = ['1–3', '4–10', '11–20', '21–50', '51–100'];

/**
 * Keyword id → position, per device, of `domain` on `date`, straight from the service's answer
 * (the same reading as tests/e2e/review-file.spec.ts, which keeps it to itself: a Playwright spec cannot be
 * imported by node:test); null for an entry without a position from 1 to 100.
 */
function positions(answer: Answer, domain: string, date: string) {
  const out: Record<string, Map<string, number | null>> = {};
  for (const byDomain of Object.values(answer))
    for (const [id, { data }] of Object.entries(byDomain[domain] ?? {}))
      for (const byDevice of Object.values((data as ByDate)[date] ?? {}))
        for (const [device, byLocation] of Object.entries(byDevice))
          for (const leaf of Object.values(byLocation)) {
            const p = Number(leaf.position);
            (out[device] ??= new Map()).set(id, p >= 1 && p <= 100 ? p : null);
          }
  return out;
}

/**
 * Per device and end of the period, how many of the campaign's `keywords` sit in each row of
 * "Keywords by position": the five buckets, an entry with no position, and no entry at all.
 */
function expectedBuckets(answer: Answer, period: { from: string; to: string }, keywords: number) {
  const out: Record<string, Record<string, number>> = {};
  for (const [end, date] of Object.entries({ '(start)': period.from, '(end)': period.to }))
    for (const [device, list] of Object.entries(positions(answer, SITE, date))) {
      const placed = [...list.values()].filter((p) => p !== null);
      const rows: Record<string, number> = {};
      for (const bucket of BUCKETS) {
        const [min, max] = bucket.split('–').map(Number);
        rows[bucket] = placed.filter((p) => p >= min && p <= max).length;
      }
      rows['No position that day'] = list.size - placed.length;
      rows['No data that day'] = keywords - list.size;
      out[`${device} ${end}`] = rows;
    }
  return out;
}

/**
 * What a reader sees of the review, from the tab or from the saved file (the same markup). Runs
 * in the page: no named inner function, as tsx would wrap it in a helper the page does not have.
 */
function readReview() {
  const desktop = [...document.querySelectorAll('#rv-competitors .rv-device')].find((d) =>
    d.textContent?.includes(', desktop.'),
  );
  const [buckets, above] = [
    document.querySelectorAll('#rv-visibility table')[1],
    desktop?.querySelector('table'),
  ].map((el) =>
    el
      ? {
          heads: [...el.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? ''),
          rows: [...el.querySelectorAll('tbody tr')].map((tr) =>
            [...tr.querySelectorAll('th, td')].map((td) => td.textContent?.trim() ?? ''),
          ),
        }
      : null,
  );
  return {
    sections: [...document.querySelectorAll('.rv-section')].map((s) => s.id),
    headings: [...document.querySelectorAll('.rv-section > h2')].map((h) => h.textContent),
    buckets,
    above,
    empty: [...document.querySelectorAll('.rv-empty')].map((e) => ({
      section: e.closest('.rv-section')?.id ?? null,
      text: e.textContent,
    })),
  };
}
type Shown = ReturnType<typeof readReview>;

/** A table's cells by row heading, then column heading. */
function cells(table: Shown['buckets']): Record<string, Record<string, string>> {
  assert.ok(table, 'the table is on the page');
  return Object.fromEntries(
    table.rows.map((row) => [row[0], Object.fromEntries(table.heads.map((h, i) => [h, row[i]]))]),
  );
}

/** The figures the test knows, checked on what a page shows. */
function checkFigures(
  shown: Shown,
  answer: Answer,
  period: { from: string; to: string },
  keywords: number,
) {
  assert.deepEqual(
    shown.sections,
    SECTIONS.map((id) => `rv-${id}`),
  );
  assert.deepEqual(
    shown.headings,
    SECTIONS.map((id) => words.sections[id]),
  );
  const buckets = cells(shown.buckets);
  for (const [column, counts] of Object.entries(expectedBuckets(answer, period, keywords))) {
    const [device, end] = column.split(' ');
    const head = shown.buckets!.heads.find((h) => h.startsWith(`${device}:`) && h.endsWith(end));
    assert.ok(head, `a column for ${column}: ${shown.buckets!.heads.join(' | ')}`);
    for (const [label, count] of Object.entries(counts))
      assert.equal(buckets[label]?.[head], String(count), `${label} at ${column}`);
  }
  // Keywords where each competitor stands above the site at the period's end, on desktop.
  const ours = positions(answer, SITE, period.to).desktop ?? new Map();
  const above = cells(shown.above);
  for (const rival of RIVALS) {
    const theirs = positions(answer, rival, period.to).desktop ?? new Map();
    const higher = [...theirs].filter(([id, p]) => p !== null && p < (ours.get(id) ?? 0)).length;
    assert.equal(above[rival]?.['Rank above the site'], String(higher), rival);
  }
  // Every ranking section has data for these days: the one part said to have none is the pages',
  // as the index of runs by page was never filled here (nothing opened a page's history).
  assert.deepEqual(shown.empty, [{ section: 'rv-pages', text: words.pages.indexFilling }]);
}

/** Until Firefox has written the saved file whole (no `.part` beside it); bounded. */
async function savedFile(name: string): Promise<string> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const names = fs.readdirSync(downloads);
    if (names.includes(name) && !names.some((n) => n.endsWith('.part')))
      return path.join(downloads, name);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Not saved: ${name} (the folder holds ${fs.readdirSync(downloads).join(', ')})`);
}

describe('Firefox: the site review', () => {
  test('from the sidebar: last 30 days against the 30 before, two competitors, gathered, saved as one file', async () => {
    const panel = await firefox.open(`sidepanel.html?tabUrl=${encodeURIComponent(SITE_URL)}`);
    await panel.setViewport({ width: 420, height: 900 });
    await waitForText(panel, '.sp-campaign-title', /^Example\.com — running shoes$/);
    // The campaign's keywords, as the sidebar counts them: each is in one row of the buckets.
    const count = await waitForText(panel, '.sp-select-all', /^\d+ of \d+ keywords$/);
    const keywords = Number(/of (\d+)/.exec(count)![1]);
    // The positions view has finished reading (as serp.test.ts waits): the groups are stored.
    await waitForText(panel, '[data-testid="report-age"]', /^As of [^·]+$/);
    const opening = Date.now();
    const review = await openedBy(firefox.browser, () => clickButton(panel, 'Site review'));
    await review.setViewport({ width: 1000, height: 1000 });
    const address = await review.evaluate(() => location.href);
    assert.match(address, new RegExp(`/review\\.html\\?campaign=${CAMPAIGN}&domain=${SITE}&`));

    const form = 'form[aria-label="Review setup"]';
    const compared = await waitForText(review, '[data-testid="review-compared"]', /^Compared/);
    // The review's calendar is the machine's, as the emulator's is: the period ends yesterday.
    const [, prevFrom, prevTo] = /(\d{4}-\d\d-\d\d) – (\d{4}-\d\d-\d\d)/.exec(compared) ?? [];
    const period = { from: addDays(prevTo, 1), to: addDays(prevTo, 30) };
    assert.equal(prevFrom, addDays(prevTo, -29));
    const yesterday = [day(opening - DAY_MS), day(emulator.ctx.now() - DAY_MS)];
    assert.ok(yesterday.includes(period.to), `${period.to} is not in ${yesterday.join(', ')}`);
    const preset = await review.$eval(
      '[name="rt-period"]:checked',
      (r) => r.parentElement?.textContent,
    );
    assert.equal(preset, 'Last 30 days');

    for (const [i, rival] of RIVALS.entries()) {
      await review.type(`${form} input[inputmode="url"]`, rival);
      await review.keyboard.press('Enter');
      await waitForText(review, `${form} li:nth-of-type(${i + 1})`, new RegExp(rival));
    }
    // The progress bar, marked once seen: without the rate limit a poll could miss it. React
    // draws it in one task and the observer looks before the first answer can end it.
    await review.evaluate(() =>
      new MutationObserver(() => {
        if (document.querySelector('progress')) document.documentElement.dataset.progress = 'seen';
      }).observe(document.body, { subtree: true, childList: true }),
    );
    const mark = (await fetchReceived(base.url)).at(-1)?.seq ?? 0;
    await clickButton(review, 'Start');
    await review.waitForSelector('[data-testid="review-done"]', { timeout: 60_000 });
    assert.equal(await review.$eval('html', (el) => el.dataset.progress), 'seen');
    assert.equal(await review.$('progress'), null, 'the progress bar has ended');

    // The review read the days the page said, for the site and both competitors.
    const got = await fetchReceived(base.url);
    const data = got.filter((r) => r.seq > mark && /get-data/.test(r.path));
    const lists = got.filter((r) => /audits\/audit\/list/.test(r.path));
    assert.deepEqual(lists, [], 'the index of runs by page was never filled');
    const body = {
      id: CAMPAIGN,
      domains: [SITE, ...RIVALS],
      datemin: prevFrom.replaceAll('-', ''),
      datemax: period.to.replaceAll('-', ''),
      gap: 'daily',
    };
    assert.deepEqual(data[0]?.body, body);
    const answer = await serviceCall<Answer>(base, 'POST', GET_DATA, body);

    const shown = await review.evaluate(readReview);
    checkFigures(shown, answer, period, keywords);
    await shot(review, 'firefox-review-done');

    await clickButton(review, 'Save as one HTML file');
    const saved = await savedFile(`stormlens-review-${SITE}-${period.from}-${period.to}.html`);
    const html = fs.readFileSync(saved, 'utf8');
    assert.doesNotMatch(html, /<script/i);
    assert.doesNotMatch(html, /\b(src|href)=["']?https?:/i);
    // A fresh tab, from disk. What it asks for is counted: nothing but the file itself, and the
    // data: fonts Firefox loads from its own resources for a local page (they leave nothing).
    const page: Page = await firefox.browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => void (/^(file|data):/.test(r.url()) || requests.push(r.url())));
    await page.goto(`file://${saved}`, { waitUntil: 'load' });
    assert.equal(await page.$eval('html', (el) => el.lang), 'en');
    const fromDisk = await page.evaluate(readReview);
    checkFigures(fromDisk, answer, period, keywords);
    assert.deepEqual(fromDisk, shown);
    assert.deepEqual(requests, []);
    await page.close();
    await review.close();
    await panel.close();
  });
});
