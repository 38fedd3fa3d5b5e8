import { expect, test } from './fixtures';
import { chooseLanguage } from './pages/language';
import { OptionsPage } from './pages/options';
import { serviceQuiet } from './service';
import { requestLog } from './received';
import { describedBy } from './pages/fields';

/*
 * What people really paste into Options → Connection is refused at the field, before anything is
 * sent: the reason is the text the field (and the disabled button) point at with
 * aria-describedby, the emulator's request log gains nothing, and what was typed stays.
 */

test('a two-line token and bad service addresses are refused at the field, nothing sent, nothing lost', async ({
  extensionPage,
  emulator,
  connect,
}) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'connection');
  const section = options.section('connection');
  await expect(options.statePill).toHaveText(/Connected/);
  // The page's own reads on opening (the engines table for Options → Search results) are not the form's.
  expect(await serviceQuiet(emulator, 1_000)).toBe(true);
  const before = (await requestLog(emulator)).length;

  // A token pasted over two lines (and one with a space inside, as a line break often becomes).
  for (const token of ['abcd1234\nefgh5678', 'abcd1234 efgh5678']) {
    await options.tokenInput.fill(token);
    const kept = await options.tokenInput.inputValue();
    await options.tokenForm.getByRole('button', { name: 'Test and save' }).click();
    await expect(options.tokenForm.locator('.field-error')).toBeVisible();
    expect(await describedBy(options.tokenInput)).toContain(
      'The token has a space or line break inside — paste it again as one line',
    );
    await expect(options.tokenInput).toHaveValue(kept);
    expect(kept.replace(/\s/g, '')).toBe('abcd1234efgh5678');
  }

  await section.getByLabel(/Another address/).check();
  const address = section.getByLabel('Service address', { exact: true });
  const use = section.getByRole('button', { name: 'Use this address' });
  for (const [typed, reason] of [
    ['http://evil.example/api-v3/', 'plain http:// only for 127.0.0.1 or localhost'],
    ['https://exa mple.com/api-v3/', 'The address has a space in it'],
    ['', 'Enter the service address'],
  ]) {
    await address.fill(typed);
    await expect(use).toBeDisabled();
    expect(await describedBy(address)).toContain(reason);
    expect(await describedBy(use)).toContain(reason);
    await address.press('Enter');
    await expect(address).toHaveValue(typed);
  }

  expect((await requestLog(emulator)).slice(before)).toEqual([]);
});

test('an address being typed is kept when another Options tab changes the one in use', async ({
  extensionPage,
  emulator,
  connect,
}) => {
  await connect();
  const typing = await OptionsPage.open(extensionPage, 'connection');
  const mine = typing.section('connection');
  await mine.getByLabel(/Another address/).check();
  const address = mine.getByLabel('Service address', { exact: true });
  await expect(address).toHaveValue(emulator.baseUrl);
  await address.fill('http://127.0.0.1:2/api-v3/');

  // Meanwhile the address in use changes elsewhere: a second Options tab saves its own.
  const other = await OptionsPage.open(extensionPage, 'connection');
  const theirs = other.section('connection');
  await theirs.getByLabel('Service address', { exact: true }).fill('http://127.0.0.1:1/api-v3/');
  await theirs.getByRole('button', { name: 'Use this address' }).click();
  await expect(theirs.getByText('In use: http://127.0.0.1:1/api-v3/')).toBeVisible();

  // The first tab says what is in use now and keeps what its user typed, ready to be used.
  await expect(mine.getByText('In use: http://127.0.0.1:1/api-v3/')).toBeVisible();
  await expect(address).toHaveValue('http://127.0.0.1:2/api-v3/');
  await expect(mine.getByRole('button', { name: 'Use this address' })).toBeEnabled();
});

// The options page loads its profile list on its own when opened; that is not the forms' sending.
const sentSince = async (emulator: Parameters<typeof requestLog>[0], before: number) =>
  (await requestLog(emulator))
    .slice(before)
    .filter((r) => !r.path.endsWith('/audits/profile/list.json'));

test('in Polish: a token with a space inside is refused at the field, nothing sent', async ({
  extensionPage,
  emulator,
  connect,
}) => {
  await connect();
  await chooseLanguage(extensionPage, 'Polski');
  const options = await OptionsPage.open(extensionPage, 'connection');
  const section = options.section('connection');
  expect(await serviceQuiet(emulator, 1_000)).toBe(true);
  const before = (await requestLog(emulator)).length;

  const input = section.getByLabel(/token API/);
  await input.fill('abcd1234 efgh5678');
  await section.getByRole('button', { name: 'Sprawdź i zapisz' }).click();
  await expect(section.locator('.field-error')).toBeVisible();
  expect(await describedBy(input)).toContain(
    'Token ma w środku spację lub podział wiersza — wklej go ponownie jako jeden wiersz',
  );
  await expect(input).toHaveValue('abcd1234 efgh5678');

  await section.getByLabel(/Inny adres/).check();
  const address = section.getByLabel('Adres usługi', { exact: true });
  await address.fill('http://evil.example/api-v3/');
  await expect(section.getByRole('button', { name: 'Użyj tego adresu' })).toBeDisabled();
  expect(await describedBy(address)).toContain('zwykłe http:// tylko dla 127.0.0.1 lub localhost');

  expect(await sentSince(emulator, before)).toEqual([]);
});
