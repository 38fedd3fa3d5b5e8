import type { Locator } from '@playwright/test';
import { expect, test, type Emulator } from './fixtures';
import { PopupPage } from './pages/popup';
import { received } from './received';

const PAGE_URL = 'https://www.example.com/';
/** Runs a colleague made in SEMSTORM's web app, on top of the demo account's 15. */
const COLLEAGUE_RUNS = 40;

/** The bodies of the list calls for parents, oldest first (a row's children carry `parent_id`). */
async function parentLists(emulator: Emulator): Promise<Record<string, unknown>[]> {
  return (await received(emulator, { path: 'audits/audit/list' }))
    .map((r) => r.body as Record<string, unknown>)
    .filter((body) => body.parent_id === undefined);
}

/** Whether `body` holds every value `expected` names, at any depth. */
function carries(body: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected)) {
    return JSON.stringify(body) === JSON.stringify(expected);
  }
  if (body === null || typeof body !== 'object') return false;
  const fields = body as Record<string, unknown>;
  return Object.entries(expected).every(([key, value]) => carries(fields[key], value));
}

/**
 * Wait until the service received a parents list carrying `expected` (a partial body). Any such
 * call counts, not only the newest: the index of runs by page lists parents too (newest first,
 * 50 a page, no filter), and one of its calls may arrive after the view's. Each `expected` holds
 * what only the view sends at that step (a filter, or the score order).
 */
async function expectListed(emulator: Emulator, expected: Record<string, unknown>) {
  await expect
    .poll(async () => {
      const lists = await parentLists(emulator);
      return lists.find((body) => carries(body, expected)) ?? lists.at(-1);
    })
    .toMatchObject(expected);
}

/** The scores the rows show, in screen order (−1 for a run without one, shown as "—"). */
async function scoresOnScreen(rows: Locator): Promise<number[]> {
  const texts = await rows.locator('.score-small').allTextContents();
  return texts.map((text) => Number(/\d+/.exec(text)?.[0] ?? -1));
}

test(
  'recent audits: type, device and status filters, score order both ways, 50 a page and the next page',
  { tag: '@real-pace' },
  async ({ connect, emulator, extensionPage }) => {
    test.setTimeout(180_000);
    for (let n = 1; n <= COLLEAGUE_RUNS; n++) {
      await emulator.control('audit-run', {
        title: `Colleague check ${n}`,
        urls: [`https://www.example.com/p${n}/`],
        daysAgo: 40 + n,
      });
    }
    await connect();
    const popup = await PopupPage.open(extensionPage, PAGE_URL);
    const page = popup.page;
    await page.getByRole('tab', { name: 'Recent audits' }).click();
    const rows = page.locator('.audit-list > li');
    await expect(rows).toHaveCount(10);
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByText('Type, device, status').click();

    // Audit type: only the runs with a content audit (the blog post's three).
    await filters.getByRole('checkbox', { name: 'Content' }).check();
    await expectListed(emulator, { filters: { audit_type: ['content'] } });
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) await expect(row).toContainText('blog/trail-running-shoes');
    await filters.getByRole('checkbox', { name: 'Content' }).uncheck();

    // Status: the one run whose page could not be loaded.
    await filters.getByRole('checkbox', { name: 'Error' }).check();
    await expectListed(emulator, { filters: { status: ['error'] } });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('staging.example.invalid');
    await filters.getByRole('checkbox', { name: 'Error' }).uncheck();

    // Device: the keyword audit ran on mobile only, so a desktop filter leaves it out.
    await page.getByRole('searchbox').fill('Keyword');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(1);
    await filters.getByRole('checkbox', { name: 'Desktop' }).check();
    await expectListed(emulator, { filters: { title: 'Keyword', device: ['desktop'] } });
    await expect(page.getByText('No audits match.')).toBeVisible();
    await filters.getByRole('checkbox', { name: 'Desktop' }).uncheck();
    await filters.getByRole('checkbox', { name: 'Mobile' }).check();
    await expectListed(emulator, { filters: { title: 'Keyword', device: ['mobile'] } });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('trail running shoes');
    await filters.getByRole('checkbox', { name: 'Mobile' }).uncheck();
    await page.getByRole('searchbox').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(10);

    // Sorted by score, lowest first: the run without a score leads, then the scores rise.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('result_overall');
    await page.getByRole('button', { name: /^Descending order/ }).click();
    await expectListed(emulator, { sorting: { field: 'result_overall', sort: 'asc' } });
    await expect(rows.first().locator('.score-small')).toHaveText('—');
    const rising = await scoresOnScreen(rows);
    expect(rising).toHaveLength(10);
    expect(rising).toEqual([...rising].sort((a, b) => a - b));
    // And highest first.
    await page.getByRole('button', { name: /^Ascending order/ }).click();
    await expectListed(emulator, { sorting: { field: 'result_overall', sort: 'desc' } });
    await expect(rows.first().locator('.score-small')).not.toHaveText('—');
    const falling = await scoresOnScreen(rows);
    expect(falling).toEqual([...falling].sort((a, b) => b - a));
    expect(falling[0]).toBeGreaterThan(rising[1]);

    // 50 a page (the service's default is 25), then the second page: the other five.
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('50');
    await expectListed(emulator, {
      pager: { items_per_page: 50, page: 0 },
      sorting: { field: 'result_overall', sort: 'desc' },
    });
    await expect(rows).toHaveCount(50);
    await page.getByRole('button', { name: /Next/ }).click();
    await expectListed(emulator, {
      pager: { items_per_page: 50, page: 1 },
      sorting: { field: 'result_overall', sort: 'desc' },
    });
    await expect(rows).toHaveCount(15 + COLLEAGUE_RUNS - 50);
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(page.getByRole('button', { name: /Next/ })).toBeDisabled();
  },
);
