import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { doneLine } from './pages/bulk';

const openPanel = SidePanel.open;

test('a domain with no campaign offers to create one, explaining a campaign-limit refusal', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
  shot,
}) => {
  const panel = await openPanel({ connect, sitePage, extensionPage }, 'https://www.example.org/');
  const { page } = panel;
  await expect(
    page.getByRole('heading', { name: 'No campaign tracks example.org yet' }),
  ).toBeVisible();
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue('example.org');
  await shot(page, 'sidepanel-no-campaign-light');

  // Two active campaigns use both slots when the limit is 2: the service refuses a third.
  await emulator.control('account', { token: 'demo-token', campaigns: 2 });
  await page.getByLabel('Title').fill('Example.org shop');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Your account has no free campaign slot')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Example.org shop'); // nothing typed is lost
  await panel.setTheme('dark');
  await shot(page, 'sidepanel-no-campaign-dark');
  await panel.setTheme('light');

  await emulator.control('account', { token: 'demo-token', campaigns: 5 });
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.locator('.sp-campaign-title')).toHaveText('Example.org shop');
  await expect(page.getByRole('heading', { name: 'No keywords tracked yet' })).toBeVisible();
});
test(
  'add keywords, stop and restore a group, move a keyword',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, shot }) => {
    const panel = await openPanel(
      { connect, sitePage, extensionPage },
      'https://www.example.com/trail-shoes/',
    );
    const { page } = panel;
    await panel.open('Manage');
    const groups = page.locator('.sp-group');
    await expect(groups).toHaveCount(4);

    // Add: a pasted line plus a suggestion from the tab's title / address.
    await page.getByLabel('Into group').selectOption({ label: 'Trail & outdoor (UK)' });
    await page.getByLabel('Keywords, one per line').fill('mountain running shoes');
    // Suggested from the tab's address (/trail-shoes/): a click adds it as a line.
    await page.getByRole('button', { name: '+ trail shoes' }).click();
    await expect(page.getByLabel('Keywords, one per line')).toHaveValue(
      'mountain running shoes\ntrail shoes',
    );
    await page.getByRole('button', { name: 'Add 2 keywords' }).click();
    const result = page.getByTestId('bulk-results');
    await expect(doneLine(result)).toHaveText('1 done, 1 failed.');
    await expect(result).toContainText('trail shoes'); // already tracked in that group
    await expect(page.getByLabel('Keywords, one per line')).toHaveValue('trail shoes');
    await shot(page, 'sidepanel-manage-light');
    await panel.setTheme('dark');
    await shot(page, 'sidepanel-manage-dark');
    await panel.setTheme('light');

    // Stop a group, delete it, restore it.
    const trail = groups.filter({ hasText: 'Brand & store (Bing)' });
    await trail.getByRole('checkbox').check();
    await page
      .getByRole('group', { name: 'Actions on the selected groups' })
      .getByRole('button', { name: /Stop/ })
      .click();
    const groupsSection = page.getByRole('region', { name: 'Groups' });
    await expect(doneLine(groupsSection.getByTestId('bulk-results'))).toHaveText(
      '1 done, 0 failed.',
    );
    await expect(trail).toContainText('Stopped');
    await trail.getByRole('checkbox').check();
    await page
      .getByRole('group', { name: 'Actions on the selected groups' })
      .getByRole('button', { name: /Delete/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete 1 group' });
    await expect(confirm).toContainText('It can be restored.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(trail).toContainText('Deleted');
    await trail.getByRole('checkbox').check();
    await page
      .getByRole('group', { name: 'Actions on the selected groups' })
      .getByRole('button', { name: /Restore/ })
      .click();
    await expect(trail).toContainText('Stopped');

    // Deleted keywords are listed on demand and can be restored (they come back stopped).
    await page.getByText('Deleted keywords').click();
    const deleted = page.locator('.sp-deleted-list li');
    await expect(deleted.filter({ hasText: 'gait analysis' })).toBeVisible();
    await expect(deleted.filter({ hasText: 'running shoes sale' })).toBeVisible();
    await deleted.filter({ hasText: 'gait analysis' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Restore 1 keyword' }).click();
    await expect(deleted.filter({ hasText: 'gait analysis' })).toHaveCount(0);

    // Move a keyword to another group from the positions table.
    await panel.open('Positions');
    await panel.search('mountain running shoes');
    await expect(panel.rows).toHaveCount(1);
    await panel.rows.first().getByRole('checkbox').check();
    await page
      .getByRole('combobox', { name: 'Move to group…' })
      .selectOption({ label: 'Running shoes (US)' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(doneLine(page.getByTestId('bulk-results'))).toHaveText('1 done, 0 failed.');
    await page
      .getByRole('combobox', { name: 'Group' })
      .selectOption({ label: 'Running shoes (US)' });
    await expect(panel.rows).toHaveCount(1);
    await expect(panel.rows.first()).toContainText('mountain running shoes');
  },
);

test('share and unshare a campaign, with the service rules applied first', async ({
  connect,
  sitePage,
  extensionPage,
  shot,
}) => {
  test.setTimeout(60_000);
  const panel = await openPanel({ connect, sitePage, extensionPage }, 'https://www.example.com/');
  const { page } = panel;
  await panel.open('Sharing');
  const people = page.locator('.sp-person');
  await expect(people.filter({ hasText: 'demo@stormlens.test' })).toContainText('Owner');
  await expect(people.filter({ hasText: 'teammate@stormlens.test' })).toContainText('Manager');
  // The owner has no Remove button; everyone else has one.
  await expect(people.filter({ hasText: 'demo@stormlens.test' }).getByRole('button')).toHaveCount(
    0,
  );

  const mail = page.getByRole('textbox', { name: 'E-mail' });
  await mail.fill('demo@stormlens.test');
  await page.getByRole('button', { name: 'Give access' }).click();
  await expect(
    page.getByText("This is the owner: the owner's access cannot be changed."),
  ).toBeVisible();

  await mail.fill('new.colleague@example.net');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('manager');
  await page.getByRole('button', { name: 'Give access' }).click();
  await expect(page.getByTestId('share-result')).toContainText('Access updated.');
  await expect(people.filter({ hasText: 'new.colleague@example.net' })).toContainText('Manager');
  await expect(page.getByText(/next in \d+ s/)).toBeVisible();
  // Checked before the screenshots: on a loaded machine they can outlast the 10 s pause.
  const remove = page.getByRole('button', { name: 'Remove access of new.colleague@example.net' });
  await expect(remove).toBeDisabled(); // one change per 10 s
  await shot(page, 'sidepanel-sharing-light');
  await panel.setTheme('dark');
  await shot(page, 'sidepanel-sharing-dark');
  await panel.setTheme('light');

  await expect(remove).toBeEnabled({ timeout: 15_000 });
  await remove.click();
  await expect(people.filter({ hasText: 'new.colleague@example.net' })).toHaveCount(0);
});
test('a lock held by another action is retried, then explained', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await openPanel({ connect, sitePage, extensionPage }, 'https://www.example.com/');
  const { page } = panel;
  await panel.open('Manage');
  // Three 409s outlast the client's two retries: the panel explains, and nothing changes.
  await emulator.control('fault', {
    kind: 'conflict',
    count: 3,
    pathContains: 'monitoring-group/stop',
  });
  const group = page.locator('.sp-group').filter({ hasText: 'Trail & outdoor (UK)' });
  await group.getByRole('checkbox').check();
  await page
    .getByRole('group', { name: 'Actions on the selected groups' })
    .getByRole('button', { name: /Stop/ })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Another action is changing this entry right now' }),
  ).toBeVisible();
  await expect(group).toContainText('Active');
  // The research engineer's view is mounted as the last tab.
  await panel.open('Research');
  await expect(page.locator('.rs-view')).toBeVisible();
});
