import { serious } from './axe';
import { test, expect } from './fixtures';
import { serviceCall } from './service';

test('the report shows the settings each audit ran with and who owns the run', async ({
  connect,
  extensionPage,
  emulator,
  shot,
}) => {
  await connect();
  // A run made elsewhere (another client of the account) with its own settings.
  const created = await serviceCall<{ urls: Record<string, Record<string, number>> }>(
    emulator,
    'POST',
    'audits/audit',
    {
      title: 'Settings check',
      urls: ['https://www.example.com/settings-check/'],
      device: ['desktop'],
      audits_settings: { lighthouse: { throttling: 'desktop-dense-4g', locale: 'pl' } },
    },
  );
  const parentId = Object.keys(created.urls)[0];
  const page = await extensionPage(`report.html?id=${parentId}`);
  await expect(page.getByTestId('report-owner')).toHaveText(/Owner #\d+/);
  const child = page.locator('section.child').first();
  const settings = child.getByTestId('audit-settings');
  // Keyboard: the disclosure opens with Enter on its summary.
  await settings.locator(':scope > summary').focus();
  await page.keyboard.press('Enter');
  await expect(settings).toContainText('desktop-dense-4g');
  await expect(settings).toContainText('locale');
  expect(await serious(page), 'report with settings').toEqual([]);
  await shot(page, 'report-settings-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await serious(page), 'report with settings, dark').toEqual([]);
  await shot(page, 'report-settings-dark');
});
