import { serious } from './axe';
import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';

/*
 * The positions table: the rankings switch (get-data `type`), competitors beside the
 * campaign (get-data `domains`, remembered per campaign), the ranking URL's history, the service's
 * keyword filters and keyword details of a selection (`id` as an array).
 */

const URL = 'https://www.example.com/running-shoes/';
const RIVAL = 'runners-shop.com';

/** The panel on example.com's running-shoes page, its 30 keywords on screen. */
async function openExample(fx: Parameters<typeof SidePanel.open>[0]): Promise<SidePanel> {
  const panel = await SidePanel.open(fx, URL);
  await expect(panel.count).toHaveText('30 of 30 keywords');
  return panel;
}

test('rankings switch and competitors: positions side by side, in the table and the chart, remembered', async ({
  connect,
  sitePage,
  extensionPage,
  shot,
}) => {
  const panel = await openExample({ connect, sitePage, extensionPage });
  const { page } = panel;
  await expect(panel.report).toHaveAttribute('data-view', 'organic|');

  // Paid rankings: a short list, so a keyword without an ad reads "–", never "> 100".
  await page.getByRole('radio', { name: 'Paid' }).check();
  await expect(panel.report).toHaveAttribute('data-view', 'paid|');
  await expect(panel.count).toContainText('of 30 keywords');
  await expect(panel.grid.getByText('>100')).toHaveCount(0);
  await shot(page, 'sidepanel-rankings-paid');
  await page.getByRole('radio', { name: 'Maps' }).check();
  await expect(panel.report).toHaveAttribute('data-view', 'maps|');
  await page.getByRole('radio', { name: 'Organic' }).check();
  await expect(panel.report).toHaveAttribute('data-view', 'organic|');

  // A bad domain is explained and nothing is lost; the campaign's own domain is refused too.
  const input = page.getByRole('textbox', { name: 'Competitor domain' });
  await input.fill('not a domain');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('is not a domain');
  await expect(input).toHaveValue('not a domain');
  await input.fill('www.example.com');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText("this campaign's own domain");

  await input.fill(`https://www.${RIVAL}/`);
  await input.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: RIVAL })).toBeVisible();
  await expect(panel.report).toHaveAttribute('data-view', `organic|${RIVAL}`);
  const rivalHeader = panel.grid.getByRole('columnheader', { name: `Position of ${RIVAL}` });
  await expect(rivalHeader).toBeVisible();
  const cell = panel.row('running shoes').locator('.sp-rival');
  await expect(cell).toHaveAttribute('aria-label', new RegExp(`^${RIVAL}: `));
  await shot(page, 'sidepanel-compare-table-light');
  await panel.setTheme('dark');
  expect(await serious(page), 'table with a competitor, dark').toEqual([]);
  await shot(page, 'sidepanel-compare-table-dark');
  await panel.setTheme('light');

  // The keyword's chart draws ours and theirs; the story lists the ranking page over the range.
  await panel.row('running shoes').click();
  await expect(page.getByRole('heading', { name: 'running shoes', level: 2 })).toBeFocused();
  const chart = page.locator('figure.chart');
  await expect(chart).toHaveAttribute('aria-label', new RegExp(`example.com: .*${RIVAL}: `));
  await expect(chart.locator('.chart-key')).toHaveText(['example.com', RIVAL]);
  await expect(page.getByRole('heading', { name: 'Ranking page over the range' })).toBeVisible();
  await expect(page.locator('.sp-url-history table tbody tr').first()).toBeVisible();
  expect(await serious(page), 'story with a competitor').toEqual([]);
  await shot(page, 'sidepanel-compare-story');
  await page.keyboard.press('Escape');

  // Remembered for the campaign: a new panel compares with the same site at once.
  const again = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(URL)}`);
  await again.setViewportSize({ width: 420, height: 900 });
  await expect(again.locator('.sp-positions')).toHaveAttribute('data-view', `organic|${RIVAL}`);
  await again.getByRole('button', { name: `Stop comparing with ${RIVAL}` }).click();
  await expect(again.locator('.sp-positions')).toHaveAttribute('data-view', 'organic|');
});

test('the ranking page history marks a keyword whose ranking URL changed', async ({
  connect,
  sitePage,
  extensionPage,
  shot,
}) => {
  const panel = await openExample({ connect, sitePage, extensionPage });
  const { page } = panel;
  await page.getByRole('combobox', { name: 'Range' }).selectOption('90');
  // The 30-day report still on screen also ends "daily|full": wait for the 90-day one itself, or a
  // row marked in the 30-day table can be re-rendered under the click (a CI run failed so).
  await expect.poll(() => panel.reportDays()).toBe(90);
  await expect(panel.report).toHaveAttribute('data-report', /\|daily\|full$/);
  const marked = panel.rows.filter({ has: page.locator('.sp-url-changed') }).first();
  const title = (await marked.locator('.sp-kw-title').innerText()).replace(/^Stopped/, '');
  // Clicked by its title, not by its place: a virtualised table reuses row elements.
  const changed = panel.row(title);
  await changed.scrollIntoViewIfNeeded();
  await expect(changed.locator('.sp-url-changed')).toBeVisible();
  await changed.click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  const history = page.locator('.sp-url-history').first();
  await expect(history).toContainText(/the ranking page changed/);
  await expect(history.getByText('changed', { exact: false }).first()).toBeVisible();
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'sidepanel-url-history');
});

test('service filters narrow the report; details of a selection compare sites across keywords', async ({
  connect,
  sitePage,
  extensionPage,
  shot,
}) => {
  const panel = await openExample({ connect, sitePage, extensionPage });
  const { page } = panel;

  await page.getByText('Filter keywords on the service').click();
  await page.getByRole('textbox', { name: 'Keyword contains' }).fill('shoes');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(panel.count).not.toContainText('of 30 keywords');
  const titles = await panel.rows.locator('.sp-kw-title').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  for (const t of titles) expect(t).toContain('shoes');
  await expect(page.locator('.sp-service-filters summary')).toContainText('keyword “shoes”');
  await shot(page, 'sidepanel-service-filters');

  // Ticking keywords and asking their details together: one table of who ranks across them.
  const boxes = panel.rows.getByRole('checkbox');
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  await page.getByRole('button', { name: 'Compare details' }).click();
  await expect(
    page.getByRole('heading', { name: 'Who ranks for the 3 selected keywords' }),
  ).toBeFocused();
  const table = page.locator('table.sp-overlap');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('thead th.sp-overlap-kw')).toHaveCount(3);
  expect(await serious(page), 'selection details').toEqual([]);
  await shot(page, 'sidepanel-selection-details');
  await panel.setTheme('dark');
  expect(await serious(page), 'selection details, dark').toEqual([]);
  await shot(page, 'sidepanel-selection-details-dark');
  await panel.setTheme('light');
  const other = table.locator('tbody tr:not(.sp-own)').first();
  const domain = (await other.locator('.sp-overlap-domain').innerText()).trim();
  await other.getByRole('button', { name: `Compare with ${domain}` }).click();
  await expect(other.getByRole('button', { name: `Compare with ${domain}` })).toHaveText(
    'Compared',
  );
  await page.keyboard.press('Escape');
  await expect(panel.report).toHaveAttribute('data-view', `organic|${domain}`);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(panel.count).toHaveText('30 of 30 keywords');

  // In Polish, the same controls.
  await panel.setLanguage('pl');
  await expect(page.getByRole('radio', { name: 'Płatne' })).toBeVisible();
  await expect(page.getByText('Filtruj słowa kluczowe w serwisie')).toBeVisible();
  await shot(page, 'sidepanel-compare-pl');
});

test('details of many keywords scroll inside their own region, by keyboard too', async ({
  connect,
  sitePage,
  extensionPage,
  shot,
}) => {
  const panel = await openExample({ connect, sitePage, extensionPage });
  const { page } = panel;
  const boxes = panel.rows.getByRole('checkbox');
  for (let i = 0; i < 10; i++) await boxes.nth(i).check();
  await page.getByRole('button', { name: 'Compare details' }).click();
  const region = page.getByRole('region', { name: 'Sites ranking for the selected keywords on' });
  await expect(region.locator('tbody tr').first()).toBeVisible();
  await expect(region.locator('thead th.sp-overlap-kw')).toHaveCount(10);
  // The page keeps its width; only the region is wider inside, and the keyboard scrolls it.
  const width = () =>
    page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
  const [doc, box] = await width();
  expect(doc).toBeLessThanOrEqual(box);
  const scroll = () => region.evaluate((el) => [el.scrollWidth, el.clientWidth, el.scrollLeft]);
  const [inner, shown] = await scroll();
  expect(inner).toBeGreaterThan(shown);
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await scroll())[2]).toBeGreaterThan(0);
  expect(await serious(page), 'selection details of ten keywords').toEqual([]);
  await shot(page, 'sidepanel-selection-details-wide');
});
