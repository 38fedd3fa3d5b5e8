import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { describedBy, requestCount, writesSince } from './pages/fields';
import { heldGroups } from './held';
import { doneLine } from './pages/bulk';

const CAMPAIGN = 31401; // the emulator's demo campaign of example.com

/*
 * Side panel group forms: a title of 1,000 characters is counted and refused at the field while
 * typed, never cut; submitting sends nothing and keeps it.
 */

/** The Manage tab of example.com's campaign, its four demo groups listed. */
async function manageGroups(fixtures: Parameters<typeof SidePanel.open>[0]) {
  const panel = await SidePanel.open(fixtures, 'https://www.example.com/trail-shoes/');
  await panel.open('Manage');
  const { page } = panel;
  const groups = page.getByRole('region', { name: 'Groups' });
  await expect(groups.locator('.sp-group')).toHaveCount(4);
  return { page, groups };
}

/** The edit form of the one group titled `title`. */
async function editOneGroup(page: Page, title: string): Promise<Locator> {
  await page.locator('.sp-group').filter({ hasText: title }).getByRole('checkbox').check();
  await page
    .getByRole('group', { name: 'Actions on the selected groups' })
    .getByRole('button', { name: /Edit/ })
    .click();
  return page.getByRole('form', { name: 'Edit group' });
}

const REFUSAL = /Unknown location "Atlantis"/;

/** The service's refusal of the place is said at `field`, which keeps it, and in no banner. */
async function refusedAtPlace(page: Page, field: Locator): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(field)).toMatch(REFUSAL);
  await expect(field).toHaveValue('Atlantis');
  await expect(page.locator('.banner-error')).toHaveCount(0);
}

const LONG_TITLE = 'Trail & outdoor running, United Kingdom '.repeat(30).slice(0, 1000);

test('group create and edit: a 1,000-character title is refused at the field, nothing sent, nothing cut', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const { page, groups } = await manageGroups({ connect, sitePage, extensionPage });
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
  const edit = await editOneGroup(page, 'Brand & store (Bing)');
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

/*
 * A place name only the service can judge: the emulator refuses one it does not know for the
 * group's country ("Unknown location …"). The refusal is said at that group's location field —
 * sent alone, in a create of several (the other group is made), and in an edit — never as a
 * banner, and what was typed stays.
 */
test('group create and edit: an unknown location is refused by the service at the location field', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const { page, groups } = await manageGroups({ connect, sitePage, extensionPage });

  // One group, sent alone.
  await groups.getByRole('button', { name: '+ New groups' }).click();
  const drafts = page.getByRole('form', { name: 'New groups' });
  const first = drafts.getByRole('group', { name: 'Group 1' });
  await first.getByLabel('Title').fill('Lost city');
  const place = first.getByLabel('Location (optional)');
  await place.fill('Atlantis');
  await drafts.getByRole('button', { name: 'Create group' }).click();
  await refusedAtPlace(page, place);

  // Two at once: the known place is made, the unknown one stays with its refusal at its field.
  await drafts.getByRole('button', { name: /Another group/ }).click();
  const second = drafts.getByRole('group', { name: 'Group 2' });
  await second.getByLabel('Title').fill('Capital');
  await second.getByLabel('Location (optional)').fill('');
  await drafts.getByRole('button', { name: 'Create 2 groups' }).click();
  await expect(groups.locator('.sp-group').filter({ hasText: 'Capital' })).toHaveCount(1);
  await expect(drafts.getByRole('group', { name: 'Group 2' })).toHaveCount(0);
  const kept = drafts.getByRole('group', { name: 'Group 1' }).getByLabel('Location (optional)');
  await refusedAtPlace(page, kept);
  // Only what was made is listed; the refusal is not repeated there.
  await expect(doneLine(drafts.getByTestId('bulk-results'))).toHaveText('1 done, 0 failed.');
  await expect(drafts.getByTestId('bulk-results')).not.toContainText('Atlantis');
  // Typing again answers the refusal.
  await kept.fill('Atlantis!');
  expect(await describedBy(kept)).not.toMatch(REFUSAL);
  await drafts.getByRole('button', { name: 'Cancel' }).click();

  // Edit one group.
  const edit = await editOneGroup(page, 'Brand & store (Bing)');
  const editPlace = edit.getByLabel('Location (optional)');
  await editPlace.fill('Atlantis');
  await edit.getByRole('button', { name: 'Save' }).click();
  await refusedAtPlace(page, editPlace);

  // The service made only the group it knew the place of, and changed none.
  const held = await heldGroups(emulator, CAMPAIGN);
  expect([...held.keys()].filter((t) => ['Lost city', 'Capital'].includes(t))).toEqual(['Capital']);
  expect([...held.values()].some((g) => g.location === 'Atlantis')).toBe(false);
});
