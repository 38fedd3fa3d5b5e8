import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { describedBy, requestCount, writesSince } from './pages/fields';

/*
 * The side panel's keyword paste and sharing forms, typed the worst way: a pasted phrase of 300
 * characters, an empty box, an address that is no e-mail. Each is said at its field, a disabled
 * button says why, the emulator receives no write, and what was typed stays.
 */

test('keywords paste: a phrase over 255 characters is refused at the box, nothing sent, nothing cut', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/trail-shoes/',
  );
  const { page } = panel;
  await panel.open('Manage');
  const box = page.getByLabel('Keywords, one per line');
  await expect(box).toBeVisible();
  const add = page.getByRole('button', { name: /^Add \d+ keywords?$/ });
  await expect(add).toBeDisabled();
  expect(await describedBy(add)).toContain('Add at least one keyword');
  const mark = await requestCount(emulator);

  const pasted = `mountain running shoes\n${'waterproof trail shoe '.repeat(14).trim()}`;
  await box.fill(pasted);
  expect(await describedBy(box)).toContain('is longer than 255 characters');
  await expect(add).toBeDisabled();
  expect(await describedBy(add)).toContain('is longer than 255 characters');
  await box.press('Control+Enter');
  await expect(box).toHaveValue(pasted);
  expect(await writesSince(emulator, mark)).toEqual([]);
});

test('sharing: an address that is no e-mail is refused at the field, nothing sent', async ({
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
  await panel.open('Sharing');
  const give = page.getByRole('button', { name: 'Give access' });
  await expect(give).toBeDisabled();
  expect(await describedBy(give)).toContain('Enter at least one e-mail address.');
  const mark = await requestCount(emulator);

  const mail = page.getByRole('textbox', { name: 'E-mail' });
  for (const typed of ['colleague@example', 'col league@example.net', 'colleague.example.net']) {
    await mail.fill(typed);
    await give.click();
    expect(await describedBy(mail)).toContain('This is not an e-mail address.');
    await expect(mail).toHaveValue(typed);
  }
  expect(await writesSince(emulator, mark)).toEqual([]);
});

/*
 * The service applies a sharing change for some addresses and not others (each e-mail has its own
 * success, ../shared/spec/monitoring.md): the emulator is told to leave one address unchanged. Its
 * refusal is said at that address's row, which stays with what was typed; the other address is
 * given access, and the result names no address again.
 */
test('sharing: an address the service did not apply the change for is answered at its row', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  await emulator.control('settings', { shareRefused: ['blocked@example.net'] });
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/',
  );
  const { page } = panel;
  await panel.open('Sharing');
  await page.getByRole('button', { name: '+ Another person' }).click();
  const mails = page.getByRole('textbox', { name: 'E-mail' });
  await mails.nth(0).fill('blocked@example.net');
  await mails.nth(1).fill('fine@example.net');
  const mark = await requestCount(emulator);
  await page.getByRole('button', { name: 'Give 2 people access' }).click();

  // The refused address stays in its row with the service's answer at it.
  await expect(mails).toHaveCount(1);
  await expect(mails.first()).toHaveValue('blocked@example.net');
  await expect(mails.first()).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(mails.first())).toBe(
    'The service did not apply this change for this address.',
  );
  const people = page.locator('.sp-person');
  await expect(people.filter({ hasText: 'fine@example.net' })).toContainText('Read-only');
  await expect(people.filter({ hasText: 'blocked@example.net' })).toHaveCount(0);
  await expect(page.getByTestId('share-result')).toHaveText(
    'Access updated for the other addresses.',
  );
  // One change carried both; the service answered each.
  expect(await writesSince(emulator, mark)).toEqual([
    'POST /api-v3/monitoring/monitoring-campaign/set-access.json',
  ]);
});
