import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';
import { received } from './received';
import { serviceCall } from './service';

/*
 * The options page end to end, in real Chromium against the emulator: the connection (demo-token
 * connects, a wrong token is refused and the old one kept), a profile created, edited with a
 * setting of each kind, kept across a reload, a type removed after confirmation, the profile
 * deleted; preferences switching the page live; export and import. Screenshots light and dark.
 */

test('connection: the emulator address, demo-token connects, a wrong token is refused and the old one kept', async ({
  extensionPage,
  emulator,
  worker,
  shot,
}) => {
  // No token yet; requests to the emulator unthrottled (a developer setting honoured on loopback).
  await worker.evaluate(() => chrome.storage.local.set({ dev: { minIntervalMs: 0 } }));
  const options = await OptionsPage.open(extensionPage, 'connection');
  const section = options.section('connection');
  await expect(options.statePill).toHaveText(/No token/);

  // The emulator's address through the form (host permission requested in the click).
  await section.getByLabel(/Another address/).check();
  await section.getByLabel('Service address', { exact: true }).fill('http://127.0.0.1:1/api');
  await section.getByRole('button', { name: 'Use this address' }).click();
  await section.getByLabel('Service address', { exact: true }).fill(emulator.baseUrl);
  await section.getByRole('button', { name: 'Use this address' }).click();
  await expect(section.getByText(`In use: ${emulator.baseUrl}`)).toBeVisible();

  await options.tokenInput.fill('short');
  await options.tokenForm.getByRole('button', { name: 'Test and save' }).click();
  await expect(options.tokenForm.locator('.field-error')).toHaveText(/too short/);
  await expect(options.tokenInput).toHaveValue('short');

  await options.setToken('demo-token');
  await expect(options.tokenForm.getByText('Token accepted')).toBeVisible();
  await expect(options.statePill).toHaveText(/Connected/);
  await expect(options.tokenInput).toHaveValue('');
  await expect(section.locator('.status-card')).toContainText('…oken');
  await expect(section.locator('.status-card .chips')).toContainText('Lighthouse');

  await options.setToken('wrong-token-0000');
  const error = options.tokenForm.locator('.field-error');
  await expect(error).toContainText('The service refused this token');
  await expect(error).toContainText('Your previous token is still in use.');
  // What was typed stays for correction; the account still runs on the old token.
  await expect(options.tokenInput).toHaveValue('wrong-token-0000');
  await expect(options.statePill).toHaveText(/Connected/);
  await expect(section.locator('.status-card')).toContainText('…oken');
  const stored = await worker.evaluate(
    async () => (await chrome.storage.local.get('stormlensApiToken')).stormlensApiToken,
  );
  expect(stored).toBe('demo-token');

  await options.fitViewport();

  await shot(options.page, 'options-connection-light');
  await options.page.emulateMedia({ colorScheme: 'dark' });
  await options.fitViewport();
  await shot(options.page, 'options-connection-dark');
});

test('profiles: create, edit a setting of each kind, reload, remove a type after confirmation, delete', async ({
  connect,
  extensionPage,
  shot,
}) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'profiles');
  // The emulator's demo profiles are listed.
  await expect(options.listItem('Full desktop suite')).toBeVisible();

  await options.createProfile('E2E mobile');
  await options.addType('Lighthouse');
  await options.addType('WebPageTest');
  await expect(options.savePlan).toContainText('Adds: Lighthouse, WebPageTest');

  // A choice, a text with a length limit, a number and a flag.
  await options.setting('lighthouse', 'throttling').getByRole('combobox').selectOption('none');
  const locale = options.setting('lighthouse', 'locale').getByRole('textbox');
  await locale.fill('polski');
  await expect(options.setting('lighthouse', 'locale').locator('.field-error')).toHaveText(
    /At most 5 characters/,
  );
  // Blocked: Save is disabled with its reason beside it.
  await expect(options.saveButton).toBeDisabled();
  await expect(options.editor.locator('.submit-reason')).toHaveText('Fix 1 field before saving.');
  await locale.fill('pl');
  await options.setting('webpagetest', 'runs').getByRole('textbox').fill('5');
  await options.setting('lighthouse', 'screenshots').getByRole('checkbox').uncheck();
  await options.setting('lighthouse', 'categories').getByLabel('seo').uncheck();
  await options.save();
  await options.fitViewport();
  await shot(options.page, 'options-profiles-light');

  await options.reload('profiles');
  await options.listItem('E2E mobile').click();
  await expect(options.setting('lighthouse', 'throttling').getByRole('combobox')).toHaveValue(
    'none',
  );
  await expect(options.setting('lighthouse', 'locale').getByRole('textbox')).toHaveValue('pl');
  await expect(options.setting('webpagetest', 'runs').getByRole('textbox')).toHaveValue('5');
  await expect(
    options.setting('lighthouse', 'screenshots').getByRole('checkbox'),
  ).not.toBeChecked();
  await expect(options.setting('lighthouse', 'categories').getByLabel('seo')).not.toBeChecked();
  await expect(options.setting('lighthouse', 'categories').getByLabel('performance')).toBeChecked();

  // Remove a type: the plan says so before saving, and the save asks first.
  await options
    .typeCard('webpagetest')
    .getByRole('button', { name: /Remove WebPageTest/ })
    .click();
  await expect(options.savePlan).toContainText('Removes: WebPageTest');
  await options.fitViewport();
  await shot(options.page, 'options-profiles-removal-light');
  await options.saveButton.click();
  await expect(options.dialog).toContainText('WebPageTest');
  await options.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(options.dialog).toHaveCount(0);
  await options.saveButton.click();
  await options.dialog.getByRole('button', { name: 'Remove and save' }).click();
  await expect(options.editor.getByText('Profile saved.')).toBeVisible();
  await options.reload('profiles');
  await options.listItem('E2E mobile').click();
  await expect(options.typeCard('lighthouse')).toBeVisible();
  await expect(options.typeCard('webpagetest')).toHaveCount(0);
  await expect(options.setting('lighthouse', 'throttling').getByRole('combobox')).toHaveValue(
    'none',
  );

  // The popup's default, then delete (which also clears the default).
  await options.editor.getByLabel(/Use this profile by default/).check();
  await expect(options.listItem('E2E mobile')).toContainText('popup default');
  await options.page.emulateMedia({ colorScheme: 'dark' });
  await options.fitViewport();
  await shot(options.page, 'options-profiles-dark');
  await options.page.emulateMedia({ colorScheme: 'light' });
  await options.editor.getByRole('button', { name: 'Delete profile' }).click();
  await expect(options.dialog).toContainText('Delete “E2E mobile”?');
  await options.dialog.getByRole('button', { name: 'Delete profile' }).click();
  await expect(options.listItem('E2E mobile')).toHaveCount(0);
  await expect(options.section('profiles')).toContainText('Choose a profile to edit');
  const prefs = await options.page.evaluate(
    async () =>
      (await chrome.storage.local.get('preferences')).preferences as {
        defaultProfileId: number | null;
      },
  );
  expect(prefs.defaultProfileId).toBeNull();
});

test('profiles: the list sorts, filters by title and type, and pages', async ({
  connect,
  extensionPage,
}) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'profiles');
  const titles = () => options.list.locator('.profile-item-title').allInnerTexts();
  await expect(options.listItem('Full desktop suite')).toBeVisible();
  expect(await titles()).toEqual(['Full desktop suite', 'Quick mobile check']);
  await options.section('profiles').getByLabel('Order by title').selectOption('desc');
  await expect.poll(titles).toEqual(['Quick mobile check', 'Full desktop suite']);
  await options.section('profiles').getByRole('checkbox', { name: 'WebPageTest' }).check();
  await expect.poll(titles).toEqual(['Full desktop suite']);
  await options.section('profiles').getByRole('checkbox', { name: 'WebPageTest' }).uncheck();
  await options.section('profiles').getByLabel('Title contains').fill('quick');
  await expect.poll(titles).toEqual(['Quick mobile check']);
  await expect(options.section('profiles').getByRole('button', { name: /Next/ })).toBeDisabled();
});

test('profiles: the list shows 25 a page when asked, and the next page of 10', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  // Twelve profiles: the demo's two and ten more, made as another client of the account would.
  for (let i = 1; i <= 10; i++) {
    const title = `Batch profile ${String(i).padStart(2, '0')}`;
    await serviceCall(emulator, 'POST', 'audits/profile.json', { title });
  }
  await connect();
  const options = await OptionsPage.open(extensionPage, 'profiles');
  const section = options.section('profiles');
  const titles = () => options.list.locator('.profile-item-title').allInnerTexts();
  const next = section.getByRole('button', { name: /Next/ });
  // A page of 10, A to Z, at first.
  await expect.poll(async () => (await titles()).length).toBe(10);
  await section.getByLabel('Per page').selectOption('25');
  await expect.poll(async () => (await titles()).length).toBe(12);
  await expect(next).toBeDisabled();
  await section.getByLabel('Per page').selectOption('10');
  await expect.poll(async () => (await titles()).length).toBe(10);
  await next.click();
  await expect.poll(titles).toEqual(['Full desktop suite', 'Quick mobile check']);
  // What the extension asked the service for (the test's own calls come from Node).
  const pagers = (await received(emulator, { path: 'audits/profile/list' }))
    .filter((r) => r.agent?.startsWith('Mozilla/'))
    .map((r) => {
      const { items_per_page, page } = (r.body as { pager: Record<string, unknown> }).pager;
      return `${String(items_per_page)} a page, page ${String(page)}`;
    });
  expect(pagers).toContain('25 a page, page 0');
  expect(pagers).toContain('10 a page, page 1');
});
