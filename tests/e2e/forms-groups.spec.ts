import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { describedBy, requestCount, writesSince } from './pages/fields';

/*
 * Side panel group forms: a title of 1,000 characters is counted and refused at the field while
 * typed, never cut; submitting sends nothing and keeps it.
 */

const LONG_TITLE = 'Trail & outdoor running, United Kingdom '.repeat(30).slice(0, 1000);

test('group create and edit: a 1,000-character title is refused at the field, nothing sent, nothing cut', async ({
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
  const groups = page.getByRole('region', { name: 'Groups' });
  await expect(page.locator('.sp-group')).toHaveCount(4);
  const mark = await requestCount(emulator);

  // Create.
  await groups.getByRole('button', { name: '+ New groups' }).click();
  const drafts = page.getByRole('form', { name: 'New groups' });
  const title = drafts.getByLabel('Title', { exact: true });
  await title.fill(LONG_TITLE);
  await expect(title).toHaveValue(LONG_TITLE);
  expect(await describedBy(title)).toContain('At most 255 characters — remove 745.');
  expect(await describedBy(title)).toContain('1,000 of 255 characters');
  await drafts.getByRole('button', { name: 'Create group' }).click();
  await expect(title).toHaveValue(LONG_TITLE);
  await expect(title).toBeFocused();
  await drafts.getByRole('button', { name: 'Cancel' }).click();

  // Edit one group.
  await page
    .locator('.sp-group')
    .filter({ hasText: 'Brand & store (Bing)' })
    .getByRole('checkbox')
    .check();
  await page
    .getByRole('group', { name: 'Actions on the selected groups' })
    .getByRole('button', { name: /Edit/ })
    .click();
  const edit = page.getByRole('form', { name: 'Edit group' });
  const editTitle = edit.getByLabel('Title', { exact: true });
  await editTitle.fill(LONG_TITLE);
  expect(await describedBy(editTitle)).toContain('At most 255 characters — remove 745.');
  const save = edit.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  expect(await describedBy(save)).toContain('At most 255 characters — remove 745.');
  await editTitle.press('Enter');
  await expect(editTitle).toHaveValue(LONG_TITLE);

  expect(await writesSince(emulator, mark)).toEqual([]);
});
