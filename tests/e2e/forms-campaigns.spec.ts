import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { describedBy, requestCount, writesSince } from './pages/fields';

/*
 * Side panel campaign forms, typed the worst way: a domain pasted as an address, with a space, or
 * a local name, and a title of 1,000 characters. Each is said at its field (not in a banner), the
 * disabled button says why, the emulator receives no write, and what was typed stays.
 */

const LONG_TITLE = 'Trail running shoes — spring campaign '.repeat(30).slice(0, 1000);
const BAD_DOMAINS = [
  ['https://shop.example.net/path', '“https://shop.example.net/path” is not a domain'],
  ['exa mple.com', '“exa mple.com” is not a domain'],
  ['localhost', '“localhost” is not a domain'],
] as const;

test('campaign create: bad domains and a 1,000-character title are refused at the field, nothing sent', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.org/',
  );
  const { page } = panel;
  const domain = page.getByLabel('Domain', { exact: true });
  await expect(domain).toHaveValue('example.org');
  const mark = await requestCount(emulator);
  const create = page.getByRole('button', { name: 'Create campaign' });

  for (const [typed, reason] of BAD_DOMAINS) {
    await domain.fill(typed);
    expect(await describedBy(domain)).toContain(reason);
    await expect(create).toBeDisabled();
    expect(await describedBy(create)).toContain(reason);
    await domain.press('Enter');
    await expect(domain).toHaveValue(typed);
  }
  await expect(page.locator('.banner')).toHaveCount(0);

  await domain.fill('example.org');
  const title = page.getByLabel('Title', { exact: true });
  await title.fill(LONG_TITLE);
  expect(await describedBy(title)).toContain('At most 255 characters — remove 745.');
  expect(await describedBy(title)).toContain('1,000 of 255 characters');
  await expect(create).toBeDisabled();
  expect(await describedBy(create)).toContain('At most 255 characters — remove 745.');
  await title.press('Enter');
  await expect(title).toHaveValue(LONG_TITLE);

  expect(await writesSince(emulator, mark)).toEqual([]);
});

test('campaign edit: a local name as the domain and a 1,000-character title are refused at the field, nothing sent', async ({
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
  const section = page.getByRole('region', { name: 'Campaign' });
  const title = section.getByLabel('Title', { exact: true });
  await expect(title).not.toHaveValue('');
  const save = section.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  expect(await describedBy(save)).toContain('Nothing to save yet');
  const mark = await requestCount(emulator);

  await title.fill(LONG_TITLE);
  expect(await describedBy(title)).toContain('At most 255 characters — remove 745.');
  await expect(save).toBeDisabled();
  expect(await describedBy(save)).toContain('At most 255 characters — remove 745.');
  await title.press('Enter');
  await expect(title).toHaveValue(LONG_TITLE);

  const domain = section.getByLabel('Domain', { exact: true });
  for (const [typed, reason] of BAD_DOMAINS) {
    await domain.fill(typed);
    expect(await describedBy(domain)).toContain(reason);
    await domain.press('Enter');
    await expect(domain).toHaveValue(typed);
  }
  await expect(save).toBeDisabled();
  expect(await writesSince(emulator, mark)).toEqual([]);
});
