import { serious } from './axe';
import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';

/** The Keywords column of the overview's history table, one value per period. */
async function keywordCounts(panel: SidePanel): Promise<string[]> {
  const rows = panel.page.getByTestId('overview-history').locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => tr.lastElementChild?.textContent ?? ''));
}

test('overview per device and engine, with the history the service sends', async ({
  connect,
  sitePage,
  extensionPage,
  shot,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/',
  );
  const { page } = panel;
  await panel.open('Overview');
  const history = page.getByTestId('overview-history');
  await expect(
    history.getByRole('img', { name: /^Visibility and keywords in the top 10 from/ }),
  ).toBeVisible();
  await history.getByText('Every period in numbers').click();
  // Every device and engine: 13 keywords × 2 devices + 10 + 7 (the emulator's demo campaign).
  await expect.poll(async () => (await keywordCounts(panel)).at(-1)).toBe('43');
  expect((await keywordCounts(panel)).length).toBeGreaterThan(7);

  // By keyboard: the engine picker to Bing, the only engine of one group (7 desktop keywords).
  const engine = page.getByRole('combobox', { name: /^Engine/ });
  await engine.focus();
  await engine.selectOption({ label: 'Bing' });
  await expect.poll(async () => [...new Set(await keywordCounts(panel))]).toEqual(['7']);
  await page.getByRole('combobox', { name: /^Engine/ }).selectOption({ label: 'All engines' });
  await page.getByRole('combobox', { name: /^Device/ }).selectOption({ label: 'Desktop' });
  // Desktop only: 13 + 10 + 7.
  await expect.poll(async () => (await keywordCounts(panel)).at(-1)).toBe('30');
  expect(await serious(page), 'overview with its history').toEqual([]);
  await shot(page, 'sidepanel-overview-device-light');
  await panel.setTheme('dark');
  await expect(history).toBeVisible();
  expect(await serious(page), 'overview, dark').toEqual([]);
  await shot(page, 'sidepanel-overview-device-dark');
  await panel.setLanguage('pl');
  await expect(page.getByRole('combobox', { name: /^Urządzenie/ })).toHaveValue('desktop');
  await expect(page.getByRole('heading', { name: 'Historia w zakresie' })).toBeVisible();
  await shot(page, 'sidepanel-overview-device-pl');
});
