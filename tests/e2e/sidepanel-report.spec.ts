import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { parseCsv } from '../../lib/domain/csv';

const openPanel = SidePanel.open;

/* The side panel's report of a campaign: range, gap, CSV, a keyword's story, partial data, overview. */

test('change the range and gap, and export the table as CSV', async ({
  connect,
  sitePage,
  extensionPage,
}) => {
  const panel = await openPanel({ connect, sitePage, extensionPage }, 'https://www.example.com/');
  const { page } = panel;
  await expect(panel.count).toHaveText('30 of 30 keywords');

  await page.getByRole('combobox', { name: 'Range' }).selectOption('7');
  await expect.poll(() => panel.reportDays()).toBe(7);
  // The export is of what the table shows: the range's first rows come before its groups and
  // statuses (a busy machine's run exported 28 keywords with no group), so wait for all of it.
  await panel.settled();
  let csv = await panel.exportCsv();
  expect(csv.name).toMatch(
    /^stormlens-positions-example\.com-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}-daily\.csv$/,
  );
  let rows = parseCsv(csv.text);
  expect(rows).toHaveLength(31); // header + 30 keywords
  const header = rows[0];
  expect(header.slice(0, 5)).toEqual(['Keyword', 'Group', 'Status', 'Volume', 'CPC']);
  expect(header.filter((h) => /^desktop \d{4}-\d{2}-\d{2}$/.test(h))).toHaveLength(7);
  const running = rows.find((r) => r[0] === 'running shoes')!;
  expect(running[1]).toBe('Running shoes (US)');
  expect(Number(running[header.indexOf('desktop position')])).toBeGreaterThanOrEqual(1);
  // Never a 0: out of the top 100 is ">100", a missing period is an empty cell.
  const positionColumns = header.flatMap((h, i) =>
    /^(desktop|mobile) (position|\d{4}-)/.test(h) ? [i] : [],
  );
  expect(positionColumns.length).toBe(2 + 14);
  for (const r of rows.slice(1))
    for (const i of positionColumns) expect(r[i]).toMatch(/^(|>100|\d+(\.\d+)?)$/);
  for (const r of rows.slice(1)) for (const i of positionColumns) expect(r[i]).not.toBe('0');

  await page.getByRole('radio', { name: 'Weekly' }).check();
  await page.getByRole('combobox', { name: 'Range' }).selectOption('90');
  await expect(panel.report).toHaveAttribute('data-report', /\|weekly\|full$/);
  await expect.poll(() => panel.reportDays()).toBe(90);
  await panel.settled();
  await expect(panel.count).toHaveText('30 of 30 keywords');
  csv = await panel.exportCsv();
  rows = parseCsv(csv.text);
  expect(csv.name).toMatch(/-weekly\.csv$/);
  const weeks = rows[0].filter((h) => h.startsWith('desktop 2')).map((h) => h.slice(8));
  expect(weeks.length).toBeGreaterThanOrEqual(13);
  expect(weeks.length).toBeLessThanOrEqual(14);
  for (const w of weeks) expect(new Date(`${w}T00:00:00Z`).getUTCDay()).toBe(1); // Mondays

  // Search and filters narrow what is exported too.
  await panel.search('trail');
  await expect(panel.count).toContainText(/^\s*\d+ of 30 keywords/);
  csv = await panel.exportCsv();
  rows = parseCsv(csv.text);
  expect(rows.length).toBeGreaterThan(2);
  for (const r of rows.slice(1)) expect(r[0]).toContain('trail');
});

test("a keyword's story: chart of positions and who else ranks, by keyboard", async ({
  connect,
  sitePage,
  extensionPage,
  shot,
}) => {
  const panel = await openPanel(
    { connect, sitePage, extensionPage },
    'https://www.example.com/running-shoes/',
  );
  const { page } = panel;
  await panel.search('running shoes for men');
  await expect(panel.rows).toHaveCount(1);
  await page.locator('.vt-body').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'running shoes for men' })).toBeFocused();
  await expect(page.locator('.chart canvas').first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Chart of the positions of “running shoes for men”/ }),
  ).toBeVisible();
  const details = page.locator('table.sp-details tbody tr');
  await expect(details.first()).toBeVisible();
  expect(await details.count()).toBeGreaterThan(10);
  await expect(page.locator('tr.sp-own')).toContainText('example.com');
  // Only the panel's main area scrolls: nothing hidden in it lengthens the page beneath it.
  expect(
    await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight),
  ).toBe(0);
  await shot(page, 'sidepanel-story-light');
  await panel.setTheme('dark');
  await shot(page, 'sidepanel-story-dark');
  await panel.setTheme('light');
  await page.getByRole('combobox', { name: 'Report' }).selectOption('heatmap');
  await expect(page.locator('table.sp-details tbody tr')).toHaveCount(10);
  await page.keyboard.press('Escape');
  await expect(panel.grid).toBeVisible();
});
test('throttling: partial data is shown as partial, then completed by a retry', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  // Three 503s: the client's own retries give up, so the panel receives the partial answer.
  await emulator.control('fault', { kind: 'throttle', count: 3, pathContains: 'get-data' });
  const panel = await openPanel({ connect, sitePage, extensionPage }, 'https://www.example.com/');
  const { page } = panel;
  await expect(page.getByTestId('partial-banner')).toBeVisible();
  await expect(page.getByTestId('partial-banner')).toContainText('Partial data');
  await expect(panel.report).toHaveAttribute('data-report', /\|partial$/);
  // What arrived is shown; keywords of groups that did not arrive show no data ("–"), never 0.
  await panel.search('example running store');
  const store = panel.row('example running store').locator('.sp-pos');
  await expect(store).toHaveText('–');
  await expect(page.getByTestId('partial-banner')).toBeHidden({ timeout: 20_000 });
  await expect(panel.report).toHaveAttribute('data-report', /\|full$/);
  await expect(store).toHaveText(/^(\d+|>100)$/);
  await panel.search('');
  await expect(panel.count).toHaveText('30 of 30 keywords');
});

test('overview of the campaign over the range', async ({
  connect,
  sitePage,
  extensionPage,
  shot,
}) => {
  const panel = await openPanel({ connect, sitePage, extensionPage }, 'https://www.example.com/');
  const { page } = panel;
  await panel.open('Overview');
  for (const stat of ['up', 'down', 'unchanged', 'top10']) {
    await expect(page.locator(`[data-stat="${stat}"] .sp-stat-value`)).toHaveText(/^\d+$/);
  }
  await expect(page.locator('.sp-visibility .sp-stat-value')).toHaveText(/\d/);
  await expect(
    page.getByRole('heading', { name: /From the positions table \(30 keywords\)/ }),
  ).toBeVisible();
  await shot(page, 'sidepanel-overview-light');
  await panel.setTheme('dark');
  await shot(page, 'sidepanel-overview-dark');
});
