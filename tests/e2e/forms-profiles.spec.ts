import { expect, test } from './fixtures';
import { chooseLanguage } from './pages/language';
import { OptionsPage } from './pages/options';
import { describedBy, requestCount, writesSince } from './pages/fields';
import { serviceCall } from './service';

/*
 * Options → Profiles, typed the worst way: a title of 1,000 characters and numbers outside the
 * ranges the emulator's settings descriptor states only in their descriptions (WebPageTest runs
 * 1–9, sitespeed.io iterations 1–5, content minimum words 0–10000). Each is refused at its field,
 * in the page's language, the emulator receives no write, and what was typed stays.
 */

const LONG = 'Mobile checks for the spring campaign '.repeat(30).slice(0, 1000);

test('profile create and editor: a 1,000-character title and out-of-range numbers are refused at the field, nothing saved', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'profiles');
  await expect(options.listItem('Full desktop suite')).toBeVisible();
  const mark = await requestCount(emulator);

  // Create: the whole title stays in the box, counted and refused with how much to remove.
  const newTitle = options.section('profiles').getByLabel('New profile');
  await newTitle.fill(LONG);
  await expect(newTitle).toHaveValue(LONG);
  expect(await describedBy(newTitle)).toBe(
    'At most 200 characters — remove 800. | 1,000 of 200 characters',
  );
  await options.section('profiles').getByRole('button', { name: 'Create' }).click();
  await newTitle.press('Enter');
  await expect(newTitle).toHaveValue(LONG);
  await expect(newTitle).toHaveAttribute('aria-invalid', 'true');

  // The editor: the ranges come from the descriptor's descriptions.
  await options.listItem('Full desktop suite').click();
  const runs = options.setting('webpagetest', 'runs').getByRole('textbox');
  for (const typed of ['-1', '0', '50']) {
    await runs.fill(typed);
    expect(await describedBy(runs)).toContain('Enter a number from 1 to 9.');
  }
  await runs.fill('-1');
  const iterations = options.setting('sitespeedio', 'iterations').getByRole('textbox');
  await iterations.fill('0');
  expect(await describedBy(iterations)).toContain('Enter a number from 1 to 5.');
  await options.addType('Content audit');
  const words = options.setting('content', 'min_words').getByRole('textbox');
  await words.fill('10001');
  expect(await describedBy(words)).toContain('Enter a number from 0 to 10,000.');
  const title = options.editor.getByLabel('Title', { exact: true });
  await title.fill(LONG);
  expect(await describedBy(title)).toContain('At most 200 characters — remove 800.');
  // Save waits, and says why beside it.
  await expect(options.saveButton).toBeDisabled();
  expect(await describedBy(options.saveButton)).toContain('Fix 4 fields before saving.');
  await expect(options.editor.locator('.submit-reason')).toHaveText('Fix 4 fields before saving.');
  await title.press('Enter');
  await expect(options.dialog).toHaveCount(0);
  await expect(runs).toHaveValue('-1');
  await expect(iterations).toHaveValue('0');
  await expect(words).toHaveValue('10001');
  await expect(title).toHaveValue(LONG);

  expect(await writesSince(emulator, mark)).toEqual([]);
});

test('in Polish: a WebPageTest runs of -1 is refused at its field, nothing saved', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  await connect();
  await chooseLanguage(extensionPage, 'Polski');
  const options = await OptionsPage.open(extensionPage, 'profiles');
  await options
    .section('profiles')
    .getByRole('button', { name: /^Full desktop suite/ })
    .click();
  const mark = await requestCount(emulator);
  const runs = options.setting('webpagetest', 'runs').getByRole('textbox');
  await runs.fill('-1');
  expect(await describedBy(runs)).toContain('Wpisz liczbę od 1 do 9.');
  const title = options.editor.getByLabel('Nazwa', { exact: true });
  await title.fill(LONG);
  expect(await describedBy(title)).toContain('Najwyżej 200 znaków — usuń 800.');
  expect(await describedBy(title)).toContain('1000 z 200 znaków');
  const save = options.editor.getByRole('button', { name: 'Zapisz profil' });
  await expect(save).toBeDisabled();
  expect(await describedBy(save)).toContain('Popraw 2 pola przed zapisaniem.');
  await expect(runs).toHaveValue('-1');
  expect(await writesSince(emulator, mark)).toEqual([]);
});

test('a value only the service can judge is refused at its field, and the profile stays as it was', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  // The descriptor states no ranges here, as the real one may not: the page cannot know 1–9.
  await emulator.control('settings', { descriptorRanges: false });
  await connect();
  const options = await OptionsPage.open(extensionPage, 'profiles');
  await options.listItem('Full desktop suite').click();
  const id = await options.editor.getAttribute('data-profile-id');
  const runs = options.setting('webpagetest', 'runs').getByRole('textbox');
  const stored = await runs.inputValue();
  await runs.fill('50');
  expect(await describedBy(runs)).not.toContain('Enter a number');
  await options.saveButton.click();
  await expect
    .poll(() => describedBy(runs))
    .toContain('Invalid value for setting "runs" of audit "webpagetest"');
  await expect(options.editor.locator('.banner-error')).toHaveCount(0);
  await expect(runs).toHaveValue('50');
  const profile = await serviceCall<{ settings: { webpagetest: { runs: number } } }>(
    emulator,
    'GET',
    `audits/profile/${id}`,
  );
  expect(String(profile.settings.webpagetest.runs)).toBe(stored);
  // Typing again answers the refusal: it leaves the field.
  await runs.fill('5');
  expect(await describedBy(runs)).not.toContain('Invalid value');
});
