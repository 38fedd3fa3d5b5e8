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
