import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { launch, listedChildren, listedScore } from './runs';
import { serviceCall } from './service';
import { requestLog } from './received';
import { whole } from './whole';

/*
 * Runs of any size, and a run belongs to the pages its audits cover. A run of 20 pages × 2 devices
 * × 2 types is 80 audits, more than one page (50) of the list endpoint: the tracker, the popup and
 * the full report must read every page of it. A keyword run launched from a page with a run of its
 * own audits the pages ranking for the phrase: it is theirs, not the tab's.
 */

const PAGE_URL = 'https://www.example.com/';
const OTHERS = Array.from({ length: 19 }, (_, i) => `https://www.example.com/shop/item-${i + 1}`);
const PAGES = [PAGE_URL, ...OTHERS];
/** The pages the emulator ranks for "trail running shoes" (tests/emulator/audits/tree.ts). */
const RANKING = 'https://www.example.com/trail-running-shoes/';

test('a run of 20 pages is followed to the end: every page and score in the popup and the report', async ({
  connect,
  emulator,
  extensionPage,
  shot,
}) => {
  test.setTimeout(180_000);
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await popup.chooseTypes(['lighthouse', 'content']);
  await popup.page.getByRole('radio', { name: 'Several pages' }).check();
  await popup.page.getByLabel('Other addresses, one per line').fill(OTHERS.join('\n'));
  await expect(popup.costMadeOf).toHaveText('(20 URLs × 2 devices × 2 types)');
  const parentId = await launch(popup, 80);

  // Ready only when all 80 are: the service's list says so first, then the popup.
  await expect(popup.latest).toHaveAttribute('data-running', 'false', { timeout: 90_000 });
  const listed = await listedChildren(emulator, parentId);
  expect(listed).toHaveLength(80);
  expect(listed.every((c) => c.status === 'ready')).toBe(true);

  // One summary row per page, every audit's score in it, closed until opened.
  const groups = popup.latest.locator('.page-group');
  await expect(groups).toHaveCount(20);
  expect(
    (await groups.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-page')))).sort(),
  ).toEqual([...PAGES].sort());
  await expect(popup.latest.locator('.page-scores li')).toHaveCount(80);
  await expect(popup.latest.locator('.page-scores li[data-status="ready"]')).toHaveCount(80);
  for (const child of listed) {
    await expect(
      popup.latest.locator(`.page-scores li[data-audit-id="${child.id}"]`),
    ).toContainText(whole(listedScore(child)));
  }
  await expect(popup.latest.locator('.type-section')).toHaveCount(0);
  // By keyboard: a page's row opens onto its results.
  const last = groups.last().getByRole('button', { expanded: false });
  await last.focus();
  await popup.page.keyboard.press('Enter');
  await expect(groups.last().getByRole('button', { expanded: true })).toBeVisible();
  await expect(groups.last().locator('.type-section')).toHaveCount(2);
  await popup.shots(shot, 'big-run');

  // The full report: the list's first 50 at once, the other 30 behind them, then each's results.
  await emulator.control('requests/clear');
  const report = await extensionPage(`report.html?id=${parentId}`);
  await expect(report.locator('.summary-item')).toHaveCount(80);
  await expect(report.locator('section.child')).toHaveCount(80);
  await expect(report.locator('section.child[data-read="true"]')).toHaveCount(80, {
    timeout: 60_000,
  });
  const calls = (await requestLog(emulator)) as {
    method: string;
    path: string;
    body: { parent_id?: number; pager?: { items_per_page?: number; page?: number } } | null;
  }[];
  const lists = calls.filter(
    (c) => c.path.includes('audits/audit/list') && Number(c.body?.parent_id) === parentId,
  );
  // Every page of the children, at the largest page size (a history read may list them too).
  expect(lists.map((c) => [c.body?.pager?.items_per_page, c.body?.pager?.page])).toEqual(
    expect.arrayContaining([
      [50, 0],
      [50, 1],
    ]),
  );
  expect(lists.every((c) => c.body?.pager?.items_per_page === 50)).toBe(true);
  // Each child's results read once, and only after the list had answered for all of them.
  const childIds = new Set(listed.map((c) => String(c.id)));
  const retrieves = calls.filter(
    (c) => c.method === 'GET' && childIds.has(/(\d+)(\.json)?$/.exec(c.path)?.[1] ?? ''),
  );
  expect(retrieves.map((c) => /(\d+)(\.json)?$/.exec(c.path)?.[1]).sort()).toEqual(
    [...childIds].sort(),
  );
  const secondPage = lists.find((c) => c.body?.pager?.page === 1);
  expect(calls.indexOf(secondPage!)).toBeLessThan(calls.indexOf(retrieves[0]));
});

test('a keyword run does not replace the page’s own latest run; it belongs to the pages it audited', async ({
  connect,
  emulator,
  extensionPage,
}) => {
  test.setTimeout(120_000);
  await connect();
  let popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await popup.chooseTypes(['lighthouse']);
  const own = await launch(popup, 2);
  await expect(popup.latest).toHaveAttribute('data-running', 'false', { timeout: 30_000 });

  await popup.page.getByRole('radio', { name: 'Keywords' }).check();
  await popup.page.getByLabel('Phrases, one per line').fill('trail running shoes');
  await popup.page.getByRole('combobox', { name: /^Engine/ }).selectOption({ index: 1 });
  await popup.page.getByRole('combobox', { name: /^Country/ }).selectOption({ index: 1 });
  await popup.launchButton.click();
  await expect(popup.launchAnswer).toBeVisible();
  const parents = await serviceCall<{ id: number; audit_settings?: { keyword?: string } }[]>(
    emulator,
    'POST',
    'audits/audit/list.json',
    { filters: { title: PAGE_URL } },
  );
  const keywordRun = Number(parents.find((p) => p.audit_settings?.keyword)?.id);
  expect(keywordRun).toBeGreaterThan(own);
  const children = await listedChildren(emulator, keywordRun);
  expect(children.map((c) => c.url)).toContain(RANKING);
  expect(children.map((c) => c.url)).not.toContain(PAGE_URL);

  // Wait for the tracker to finish the keyword run, then look again at the tab's page.
  await expect
    .poll(
      () =>
        popup.page.evaluate(async (id) => {
          const { trackedAudits } = (await chrome.storage.local.get('trackedAudits')) as {
            trackedAudits?: Record<string, { done: boolean }>;
          };
          return trackedAudits?.[String(id)]?.done ?? false;
        }, keywordRun),
      { timeout: 60_000 },
    )
    .toBe(true);
  await popup.page.close();
  popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await expect(popup.latest).toHaveAttribute('data-parent-id', String(own));
  const tabHistory = popup.page.locator('ul.runs > li[data-parent-id]');
  await expect(tabHistory.first()).toBeVisible();
  await expect(popup.page.locator(`ul.runs > li[data-parent-id="${keywordRun}"]`)).toHaveCount(0);

  // The page the phrase ranks with has the keyword run in its history.
  const ranking = await PopupPage.open(extensionPage, RANKING);
  await ranking.ready();
  await expect(ranking.page.locator(`ul.runs > li[data-parent-id="${keywordRun}"]`)).toHaveCount(1);
});
