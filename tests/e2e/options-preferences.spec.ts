import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';

test('preferences switch the page live and persist', async ({ connect, extensionPage, shot }) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'preferences');
  const section = options.section('preferences');
  await section.getByRole('radio', { name: 'Dark' }).check();
  await expect(options.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await section.getByLabel('Days of rankings to show').fill('900');
  await expect(section.getByText('From 1 to 365 days')).toHaveClass(/field-error/);
  await section.getByLabel('Days of rankings to show').fill('90');
  await section.getByLabel('One point per').selectOption('weekly');
  await section.getByRole('checkbox', { name: 'Desktop' }).uncheck();
  // The last device cannot go: the click is refused and says why.
  await section.getByRole('checkbox', { name: 'Mobile' }).click();
  await expect(section.getByText('Keep at least one device.')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'Mobile' })).toBeChecked();
  await options.fitViewport();
  await shot(options.page, 'options-preferences-dark');

  await section.getByRole('radio', { name: 'Polski' }).check();
  await expect(options.page.getByRole('heading', { level: 1, name: 'Preferencje' })).toBeVisible();
  await expect(options.page.locator('html')).toHaveAttribute('lang', 'pl');
  await section.getByRole('radio', { name: 'Jasny' }).check();
  await options.fitViewport();
  await shot(options.page, 'options-preferences-light-pl');

  await options.reload('preferences');
  const prefs = await options.page.evaluate(
    async () => (await chrome.storage.local.get('preferences')).preferences,
  );
  expect(prefs).toMatchObject({
    language: 'pl',
    theme: 'light',
    rangeDays: 90,
    gap: 'weekly',
    defaultDevices: ['mobile'],
  });
});

test('export writes no token; import reports what it took and refused, and creates profiles', async ({
  connect,
  extensionPage,
  shot,
}) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'transfer');
  const section = options.section('transfer');

  const downloadPromise = options.page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download file' }).click();
  const download = await downloadPromise;
  const text = await (await download.createReadStream()).toArray();
  const exported = JSON.parse(Buffer.concat(text).toString('utf8'));
  expect(exported.format).toBe('stormlens-settings');
  expect(exported.profiles.map((p: { title: string }) => p.title)).toEqual([
    'Full desktop suite',
    'Quick mobile check',
  ]);
  expect(JSON.stringify(exported)).not.toContain('demo-token');

  const file = {
    format: 'stormlens-settings',
    version: 1,
    token: 'should-never-be-read',
    preferences: { theme: 'dark', rangeDays: 5000, gap: 'monthly' },
    profiles: [
      {
        title: 'Imported content',
        settings: { content: { min_words: 500, language: 'pl' } },
        isDefault: true,
      },
      { title: 'Bad one', settings: { lighthouse: { throttling: 'warp-speed' } } },
    ],
  };
  await section.locator('input[type=file]').setInputFiles({
    name: 'stormlens.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  const preview = section.getByTestId('import-preview');
  await expect(preview).toContainText('Preferences: theme, gap');
  await expect(preview).toContainText('Profile “Imported content”');
  await expect(preview).toContainText('“rangeDays” has a value Stormlens cannot use.');
  await expect(preview).toContainText('lighthouse › throttling: Choose one of the listed values.');
  await expect(preview).toContainText('tokens are never imported');
  await options.fitViewport();
  await shot(options.page, 'options-transfer-light');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    '1 profile',
  );

  await options.go('profiles');
  await expect(options.listItem('Imported content')).toContainText('popup default');
  await options.listItem('Imported content').click();
  await expect(options.setting('content', 'min_words').getByRole('textbox')).toHaveValue('500');
  await options.fitViewport();
  await shot(options.page, 'options-transfer-dark');
});
