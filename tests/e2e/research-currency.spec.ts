import { parseCsv } from '../../lib/domain/csv';
import { serious } from './axe';
import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { requestLog } from './received';
import { whole } from './whole';

/*
 * CPC in the account's currency (the currencies table): the research tab's picker lists the
 * service's currencies table; the choice is remembered and labels every CPC the panel shows (the
 * positions table and its CSV). It converts nothing: no research request takes a currency
 * (../shared/spec/keyword-research.md §2), so the numbers are the service's own.
 */

test('CPC in the chosen currency: picked in Research, shown in the positions table and CSV, remembered', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
  shot,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/',
  );
  const { page } = panel;
  await expect(panel.count).toHaveText('30 of 30 keywords');
  const running = panel.row('running shoes');
  // No currency chosen: the service's bare number.
  await expect(running.locator('.sp-kw-sub')).toContainText(/CPC \d+\.\d{2} ·/);
  const bare = /CPC (\d+\.\d{2})/.exec(
    (await running.locator('.sp-kw-sub').textContent()) ?? '',
  )![1];

  await panel.open('Research');
  const picker = page.getByRole('combobox', { name: "Currency of your account's CPC" });
  await expect(picker.getByRole('option', { name: 'EUR — Euro' })).toHaveCount(1);
  await expect(picker).toHaveValue('');
  await picker.selectOption({ label: 'EUR — Euro' });
  expect(await serious(page), 'research with the currency picker').toEqual([]);
  await picker.scrollIntoViewIfNeeded();
  await shot(page, 'research-currency-light');
  await panel.setTheme('dark');
  await shot(page, 'research-currency-dark');
  await panel.setTheme('light');
  const paths = (await requestLog(emulator)).map((r) => r.path);
  expect(paths.filter((p) => p.includes('keywords-tables/currencies'))).toHaveLength(1);

  // The same number, now in euro; the CSV names the currency in the CPC column's head.
  await panel.open('Positions');
  await expect(running.locator('.sp-kw-sub')).toContainText(whole(`CPC €${bare}`));
  const csv = parseCsv((await panel.exportCsv()).text);
  expect(csv[0].slice(0, 5)).toEqual(['Keyword', 'Group', 'Status', 'Volume', 'CPC (EUR)']);
  expect(csv.find((r) => r[0] === 'running shoes')![4]).toBe(bare);

  // Remembered: a new panel shows it too, in Polish the Polish way, and the picker still says EUR.
  await page.reload();
  await expect(running.locator('.sp-kw-sub')).toContainText(whole(`CPC €${bare}`));
  await panel.setLanguage('pl');
  // The grid's name is Polish now: the row by its keyword alone.
  const wiersz = page
    .locator('[role="row"].vt-row')
    .filter({ has: page.locator('.sp-kw-title', { hasText: /^running shoes$/ }) })
    .locator('.sp-kw-sub');
  await expect(wiersz).toContainText(`CPC ${bare.replace('.', ',')}\u00a0€`);
  await panel.open('Badanie fraz');
  const pl = page.getByRole('combobox', { name: 'Waluta CPC na Twoim koncie' });
  await expect(pl).toHaveValue('EUR');
  // Back to none: bare numbers again.
  await pl.selectOption('');
  await panel.open('Pozycje');
  await expect(wiersz).toContainText(`CPC ${bare.replace('.', ',')} ·`);
});
