import { expect, test } from './fixtures';
import { chooseLanguage } from './pages/language';
import { PopupPage } from './pages/popup';

const PAGE_URL = 'https://www.example.com/';

test('an older run from the history offers its settings, its audits and every action', async ({
  connect,
  extensionPage,
  shot,
}) => {
  test.setTimeout(90_000);
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  const runs = popup.page.locator('ul.runs > li');
  await expect(runs.nth(1)).toBeVisible();
  const older = runs.nth(1);
  const olderId = await older.getAttribute('data-parent-id');

  // Details of the second run: the service's settings and owner, the run's actions, its audits.
  await older.getByRole('button', { name: 'Details' }).click();
  const details = older.getByTestId('run-details');
  await expect(details).toBeVisible();
  await expect(details.locator('dt', { hasText: 'Owner' })).toBeVisible();
  await details.getByText('Settings the service ran with').click();
  await expect(details.locator('.run-settings')).toContainText('devices');
  const run = details.getByRole('group', { name: 'Actions on this run' });
  await expect(run.getByRole('button', { name: 'Clone' })).toBeEnabled();
  const children = details.locator('.child-row');
  const childCount = await children.count();
  expect(childCount).toBeGreaterThan(1);
  await details.scrollIntoViewIfNeeded();
  await popup.shots(shot, 'history-run');

  // One audit of it, refreshed: one token, and the service's answer.
  const first = children.nth(0);
  await first.getByRole('button', { name: /^Actions on / }).click();
  const single = first.getByRole('group', { name: 'Actions on this audit' });
  await expect(single.getByRole('button', { name: 'Clone' })).toHaveCount(0);
  await single.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(popup.dialog).toContainText('This audit will run again with the same settings.');
  await expect(popup.dialog).toContainText('Costs 1 token');
  await popup.dialog.getByRole('button', { name: 'Refresh for 1 token' }).click();
  await expect(popup.actionAnswer).toContainText(/Refreshed 1 audit: it cost 1 tokens/);

  // Another audit of it, deleted: the run keeps the rest.
  const second = details.locator('.child-row').nth(1);
  const secondId = await second.getAttribute('data-audit-id');
  await second.getByRole('button', { name: /^Actions on / }).click();
  await second
    .getByRole('group', { name: 'Actions on this audit' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(popup.dialog).toContainText(`Audit ${secondId} will be deleted`);
  await popup.dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(popup.actionAnswer).toContainText(`Audit ${secondId} was deleted.`);
  await expect(popup.page.locator(`.child-row[data-audit-id="${secondId}"]`)).toHaveCount(0);
  await expect(popup.page.locator(`ul.runs > li[data-parent-id="${olderId}"]`)).toHaveCount(1);

  // The whole older run, cloned under a new title, then deleted.
  const again = popup.page.locator(`ul.runs > li[data-parent-id="${olderId}"]`);
  await expect(again.getByTestId('run-details')).toBeVisible();
  const runGroup = again.getByRole('group', { name: 'Actions on this run' });
  await runGroup.getByRole('button', { name: 'Clone' }).click();
  await popup.dialog.getByRole('textbox').fill('Older run copy');
  await popup.dialog.getByRole('button', { name: /^Clone for \d+ tokens?$/ }).click();
  await expect(popup.actionAnswer).toContainText(/Cloned as audit \d+/);
  await expect(popup.dialog).toHaveCount(0);

  await runGroup.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(popup.dialog).toContainText('This cannot be undone.');
  await popup.dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(popup.actionAnswer).toContainText(`Audit ${olderId} was deleted.`);
  await expect(popup.page.locator(`ul.runs > li[data-parent-id="${olderId}"]`)).toHaveCount(0);

  // In Polish, by keyboard: the details open with Enter and name their parts in Polish.
  await popup.page.close();
  await chooseLanguage(extensionPage, 'Polski');
  const pl = await PopupPage.open(extensionPage, PAGE_URL);
  await expect(pl.page.getByRole('heading', { name: 'Historia tej strony' })).toBeVisible();
  const top = pl.page.locator('ul.runs > li').first();
  const button = top.getByRole('button', { name: 'Szczegóły' });
  await button.focus();
  await pl.page.keyboard.press('Enter');
  await expect(top.getByTestId('run-details')).toContainText('Właściciel');
  await expect(top.getByRole('group', { name: 'Działania na tym uruchomieniu' })).toBeVisible();
  await top.getByTestId('run-details').scrollIntoViewIfNeeded();
  await pl.shots(shot, 'history-run-pl');
});
