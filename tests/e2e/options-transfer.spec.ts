import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';
import { received } from './received';

// A profile in a settings file is checked against the account's own audit settings, on a settled
// connection. Read while the token was being checked again, it was set aside with "connect a token
// first" and the import went on without it — what a slow service showed a user who chose the file
// while a check was on its way.
test('a file chosen while the connection is being checked waits for the check, and its profile is created', async ({
  connect,
  extensionPage,
  emulator,
  shot,
}) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'connection');
  const connection = options.section('connection');
  await emulator.control('fault', {
    kind: 'delay',
    delayMs: 4_000,
    path: '/api-v3/audits/audit/settings',
  });
  await connection.getByRole('button', { name: 'Check now' }).click();
  await expect(connection.getByRole('button', { name: 'Checking…' })).toBeVisible();
  await options.go('transfer');
  const section = options.section('transfer');
  const file = {
    format: 'stormlens-settings',
    version: 1,
    preferences: { theme: 'dark' },
    profiles: [{ title: 'Imported checks', settings: { lighthouse: { locale: 'de' } } }],
  };
  await section.locator('input[type="file"]').setInputFiles({
    name: 'settings.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(section.getByRole('status')).toHaveText(
    'Reading the audit settings this account offers, to check the file’s profiles against them…',
  );
  await shot(options.page, 'import-waits-for-check');

  const preview = options.page.getByTestId('import-preview');
  await expect(preview).toContainText('Profile “Imported checks”');
  await expect(preview).not.toContainText('connect a token first');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(section.getByText('Imported preferences (1) and 1 profile.')).toBeVisible();

  const checks = await received(emulator, { path: 'audits/audit/settings' });
  expect(checks.at(-1)?.fault).toBe('delay');
  const state = (await (await fetch(`${emulator.url}/__emulator/state`)).json()) as {
    audits: { profiles: { title: string; settings: unknown }[] };
  };
  const imported = state.audits.profiles.filter((p) => p.title === 'Imported checks');
  expect(imported.map((p) => p.settings)).toEqual([{ lighthouse: { locale: 'de' } }]);
});
