import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { lastSeq, received } from './received';
import { addDays, defaultRange, toServiceDate } from '../../lib/domain/dates';

/*
 * A range the user picks, day by day, and a gap: what the campaign overview and a keyword's
 * details ask the service for, and what the panel shows for periods without data.
 */

const yesterday = defaultRange(1).datemax;

/** Pick two dates in the range controls (the panel's range is shared by every tab). */
async function pickRange(panel: SidePanel, from: string, to: string): Promise<void> {
  const range = panel.page.getByRole('group', { name: 'Date range and gap' });
  await range.getByLabel('From', { exact: true }).fill(from);
  await range.getByLabel('To', { exact: true }).fill(to);
  await expect(range.getByRole('combobox', { name: 'Range' })).toHaveValue('custom');
}

test('campaign overview over four chosen weeks, weekly', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/',
  );
  const { page } = panel;
  await panel.open('Overview');
  await expect(page.getByTestId('overview-history')).toBeVisible();
  // Four weeks that ended a fortnight ago, Monday to Sunday.
  const monday = (iso: string) =>
    addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));
  const from = monday(addDays(yesterday, -41));
  const to = addDays(from, 27);
  const since = await lastSeq(emulator);
  await pickRange(panel, from, to);
  await page.getByRole('radio', { name: 'Weekly' }).check();

  const history = page.getByTestId('overview-history');
  await history.getByText('Every period in numbers').click();
  const rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  // Every week has its figures: the keywords counted then, never a blank.
  const counts = await rows.evaluateAll((trs) =>
    trs.map((tr) => tr.lastElementChild?.textContent ?? ''),
  );
  for (const c of counts) expect(c).toMatch(/^\d+$/);
  const asked = (
    await received(emulator, { path: 'monitoring/monitoring-campaign/get-overview-data', since })
  ).map((r) => r.body as Record<string, unknown>);
  expect(asked.at(-1)).toMatchObject({
    datemin: toServiceDate(from),
    datemax: toServiceDate(to),
    gap: 'weekly',
  });
  // The table below follows the same range: its report was asked for these dates too.
  await expect(panel.page.locator('[data-stat="up"] .sp-stat-value')).toHaveText(/^\d+$/);
  await panel.open('Positions');
  await expect(panel.report).toHaveAttribute('data-report', `${from}|${to}|weekly|full`);
});

test(
  "a keyword's details over a chosen month: the days since it was stopped say no data",
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator }) => {
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      'https://www.example.com/',
    );
    const { page } = panel;
    await expect(panel.count).toHaveText('30 of 30 keywords');
    // Thirty days that ended three days before yesterday; the keyword was stopped 25 days ago,
    // so the range's last twenty-odd days have no data.
    const to = addDays(yesterday, -3);
    const from = addDays(to, -29);
    await pickRange(panel, from, to);
    await expect(panel.report).toHaveAttribute('data-report', `${from}|${to}|daily|full`);
    await panel.search('waterproof running shoes');
    await expect(panel.rows).toHaveCount(1);
    const since = await lastSeq(emulator);
    await page.locator('.vt-body').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'waterproof running shoes' })).toBeFocused();

    const periods = page.getByTestId('story-periods');
    await expect(periods).toContainText(/No data for (\d+) of the 30 periods of the range/);
    const empty = Number((await periods.textContent())!.match(/No data for (\d+)/)![1]);
    expect(empty).toBeGreaterThanOrEqual(20);
    await periods.getByText('Every day in numbers').click();
    const rows = periods.locator('tbody tr');
    await expect(rows).toHaveCount(30);
    expect(await rows.first().getAttribute('data-period')).toBe(from);
    expect(await rows.last().getAttribute('data-period')).toBe(to);
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    );
    // Tracked on both devices until it was stopped: a position or ">100" on most of those days…
    const tracked = cells.slice(0, 4).flat();
    expect(tracked.filter((v) => v !== 'no data').length).toBeGreaterThan(4);
    for (const v of cells.flat()) expect(v).toMatch(/^(no data|>100|\d+)$/);
    // …and "no data" on every day since, never ">100" (which would say it was checked).
    for (const day of cells.slice(-20)) expect(day).toEqual(['no data', 'no data']);

    // Who else ranks was asked for the same days, for this keyword alone.
    await expect(page.locator('table.sp-details tbody tr').first()).toBeVisible();
    const details = await received(emulator, {
      path: 'monitoring/monitoring-keyword/get-details',
      since,
    });
    expect(details.length).toBeGreaterThanOrEqual(1);
    expect(details[0].body).toMatchObject({
      id: [expect.any(Number)],
      type: 'top50',
      datemin: toServiceDate(from),
      datemax: toServiceDate(to),
      gap: 'daily',
    });

    // Weekly: the details are asked again by week, and the weeks are listed.
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Weekly' }).check();
    await expect(panel.report).toHaveAttribute('data-report', `${from}|${to}|weekly|full`);
    const weekly = await lastSeq(emulator);
    await page.locator('.vt-body').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('story-periods').getByText('Every week in numbers').click();
    await expect(page.locator('table.sp-details tbody tr').first()).toBeVisible();
    const again = await received(emulator, {
      path: 'monitoring/monitoring-keyword/get-details',
      since: weekly,
    });
    expect(again.at(-1)?.body).toMatchObject({
      datemin: toServiceDate(from),
      datemax: toServiceDate(to),
      gap: 'weekly',
    });
    const weeks = await page
      .getByTestId('story-periods')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-period')!));
    expect(weeks.length).toBeGreaterThanOrEqual(5);
    for (const w of weeks) expect(new Date(`${w}T00:00:00Z`).getUTCDay()).toBe(1);
  },
);
