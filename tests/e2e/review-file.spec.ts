import { chromium, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serious } from './axe';
import { expect, test } from './fixtures';
import { gatherReview, openSealed } from './pages/review';
import { serviceCall } from './service';

/*
 * The site review saved as one HTML file (the review tab's gathering: tests/e2e/review.spec.ts):
 * opened from disk in a fresh browser that may make no request at all, it shows the figures the
 * test works out itself from the emulator's answer for the same days; it prints to A4 with each
 * section on a page of its own and every table's header row repeated; a Polish review is Polish.
 */

const SITE = 'example.com';
const RIVALS = ['runhub.example', 'stridedepot.example'];
const CLIENT = 'Kowalski Sp. z o.o.';

const catalogue = (lang: string) =>
  JSON.parse(fs.readFileSync(`lib/i18n/locales/${lang}/review.json`, 'utf8')) as {
    document: unknown;
  };
const strings = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(strings);
const polish = new Set(strings(catalogue('pl').document).flatMap((v) => v.split(/\{\w+\}/)));
/** The English document's words between placeholders that Polish does not share. */
const englishWords = [
  ...new Set(
    strings(catalogue('en').document)
      .flatMap((v) => v.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => /[a-z]{3}/i.test(part) && !polish.has(part)),
  ),
];

/** The review's Save: one file, downloaded, read back from disk. */
async function saved(review: Page) {
  const [download] = await Promise.all([
    review.waitForEvent('download'),
    review.getByRole('button', { name: 'Save as one HTML file' }).click(),
  ]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stormlens-review-'));
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const html = fs.readFileSync(file, 'utf8');
  return {
    file,
    name: download.suggestedFilename(),
    html,
    remove: () => fs.rmSync(dir, { recursive: true }),
  };
}

/** A fresh browser of its own, no extension, where every request but the file's is refused. */
async function openFromDisk(file: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const requests: string[] = [];
  const page = await openSealed(browser, file, requests);
  await page.waitForLoadState('load');
  return { browser, page, requests };
}

type Leaf = { position: number | string | null };
type Answer = Record<
  string,
  Record<
    string,
    Record<
      string,
      { data: Record<string, Record<string, Record<string, Record<string, Leaf>>>> | [] }
    >
  >
>;

/** Keyword id → position, per device, of `domain` on `date`, straight from the service's answer. */
function positions(answer: Answer, domain: string, date: string) {
  const out: Record<string, Map<string, number>> = {};
  for (const byDomain of Object.values(answer))
    for (const [id, { data }] of Object.entries(byDomain[domain] ?? {}))
      for (const byDevice of Object.values(
        (data as Record<string, Record<string, Record<string, Record<string, Leaf>>>>)[date] ?? {},
      ))
        for (const [device, byLocation] of Object.entries(byDevice))
          for (const leaf of Object.values(byLocation)) {
            const p = Number(leaf.position);
            if (p >= 1 && p <= 100) (out[device] ??= new Map()).set(id, p);
          }
  return out;
}

/** The cells of the row headed `rowHead` in `table`, by their column's heading. */
async function row(table: Locator, rowHead: string) {
  const heads = await table.locator('thead th').allTextContents();
  const cells = await table
    .locator('tbody tr')
    .filter({ has: table.page().getByRole('rowheader', { name: rowHead, exact: true }) })
    .first()
    .locator('th, td')
    .allTextContents();
  return Object.fromEntries(heads.map((h, i) => [h, cells[i]]));
}

test('site review saved as one file: the same figures from disk with no request, printed to A4', async ({
  connect,
  sitePage,
  extensionPage,
  context,
  emulator,
  shot,
}) => {
  const fx = { connect, sitePage, extensionPage, context, emulator };
  const { review, period, previous } = await gatherReview(fx, {
    rivals: RIVALS,
    language: 'English',
    client: CLIENT,
  });
  const { file, name, html, remove } = await saved(review);
  expect(name).toBe(`stormlens-review-${SITE}-${period.from}-${period.to}.html`);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\b(src|href)=["']?https?:/i);

  const answer = await serviceCall<Answer>(
    fx.emulator,
    'POST',
    'monitoring/monitoring-campaign/get-data.json',
    {
      id: 31401,
      domains: [SITE, ...RIVALS],
      datemin: previous.from.replaceAll('-', ''),
      datemax: period.to.replaceAll('-', ''),
      gap: 'daily',
    },
  );
  const ours = positions(answer, SITE, period.to);
  const { browser, page, requests } = await openFromDisk(file);
  try {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLIENT);
    // Keywords in positions 1–3 at the period's end, per device, as the answer has them.
    const buckets = page.locator('#rv-visibility table').nth(1);
    const top3 = await row(buckets, '1–3');
    for (const [device, list] of Object.entries(ours)) {
      const column = Object.keys(top3).find(
        (h) => h.startsWith(`${device}:`) && h.endsWith('(end)'),
      )!;
      expect(top3[column], device).toBe(String([...list.values()].filter((p) => p <= 3).length));
    }
    // Keywords where each competitor stands above the site at the period's end, on desktop.
    const desktop = page
      .locator('#rv-competitors .rv-device')
      .filter({ hasText: ', desktop.' })
      .locator('table');
    for (const rival of RIVALS) {
      const theirs = positions(answer, rival, period.to).desktop ?? new Map();
      const higher = [...theirs].filter(
        ([id, p]) => ours.desktop?.has(id) && p < ours.desktop.get(id)!,
      ).length;
      expect((await row(desktop, rival))['Rank above the site'], rival).toBe(String(higher));
    }
    await expect(page.locator('#rv-appendix')).toContainText('running shoes');
    await shot(page, 'review-file-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'review-file-dark');
    expect(await serious(page), 'saved review, dark').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await serious(page), 'saved review').toEqual([]);

    // On paper: A4, each section from a new page, the header row of every table repeated.
    await page.emulateMedia({ media: 'print' });
    const layout = await page.evaluate(() => ({
      sections: [...document.querySelectorAll('.rv-section')].map(
        (s) => getComputedStyle(s).breakBefore,
      ),
      heads: [...document.querySelectorAll('.rv-table thead')].map(
        (h) => getComputedStyle(h).display,
      ),
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(new Set(layout.sections)).toEqual(new Set(['page']));
    expect(new Set(layout.heads)).toEqual(new Set(['table-header-group']));
    expect(layout.background).toBe('rgb(255, 255, 255)');
    await shot(page, 'review-file-print');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The cover, then each of the eight sections from a page of its own.
    const printed = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
    expect(printed.length).toBeGreaterThanOrEqual(1 + layout.sections.length);
    expect(requests).toEqual([]);
  } finally {
    await browser.close();
    remove();
  }
});

test('site review in Polish, saved: Polish throughout, light and dark on screen', async ({
  connect,
  sitePage,
  extensionPage,
  context,
  emulator,
  shot,
}) => {
  const fx = { connect, sitePage, extensionPage, context, emulator, shot };
  const { review } = await gatherReview(fx, { rivals: RIVALS, language: 'Polski', client: CLIENT });
  const { file, remove } = await saved(review);
  const { browser, page, requests } = await openFromDisk(file);
  try {
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Podsumowanie');
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    // Whole words: a catalogue's "over" is not a leak inside a check's title such as "Discover".
    const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const leaks = englishWords.filter((w) => new RegExp(`(^|\\W)${escape(w)}($|\\W)`).test(text));
    expect(leaks).toEqual([]);
    expect(await serious(page), 'saved Polish review').toEqual([]);
    await fx.shot(page, 'review-file-pl-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await fx.shot(page, 'review-file-pl-dark');
    await page.emulateMedia({ colorScheme: 'light', media: 'print' });
    await fx.shot(page, 'review-file-pl-print');
    expect(requests).toEqual([]);
  } finally {
    await browser.close();
    remove();
  }
});
