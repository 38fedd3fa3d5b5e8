import type { BrowserContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { serious } from './axe';
import { expect, type Emulator } from './fixtures';
import { chooseLanguage } from './pages/language';
import { PopupPage } from './pages/popup';
import { requestLog } from './received';
import { readStorage } from './service-worker';
import { creates, currentWorker, test } from './schedule-clock';
import { whole } from './whole';
import { setLimits, spendSources } from './pages/spending';

/*
 * Spending: the record of what each launch cost and where it began, Options → Spending, and the
 * limits the user sets there: the threshold over which a launch a person starts asks first (the
 * popup, the keyboard shortcut). The monthly cap on scheduled audits: ./spending-cap.spec.ts.
 */

const PAGE_URL = 'https://www.example.com/';
const REFRESH = /\/audits\/audit\/refresh(\.json)?$/;
const CLONE = /\/audits\/audit\/clone(\.json)?$/;

async function posts(emulator: Emulator, path: RegExp): Promise<number> {
  return (await requestLog(emulator)).filter((r) => r.method === 'POST' && path.test(r.path))
    .length;
}

/** The keyboard shortcut on the site's tab, as the browser delivers it (e2e builds only). */
async function pressShortcut(context: BrowserContext): Promise<void> {
  await currentWorker(context).evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    const scope = self as unknown as { stormlensCommand: (c: string, t: unknown) => void };
    scope.stormlensCommand('audit-tab', tab);
  }, PAGE_URL);
}

test('the Spending view lists a journey’s spends by source, and exports them', async ({
  context,
  connect,
  sitePage,
  extensionPage,
  emulator,
  shot,
}) => {
  test.setTimeout(120_000);
  await connect();
  await sitePage(PAGE_URL);

  // From the popup: Lighthouse on both devices, 2 tokens — under the threshold of 10, no question.
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await popup.chooseTypes(['lighthouse']);
  await popup.launchButton.click();
  await expect(popup.launchAnswer).toContainText('they cost 2 tokens');
  await expect(popup.dialog).toHaveCount(0);

  // An older run from the history: cloned, then one of its audits refreshed (1 token).
  const olderId = await popup.page.locator('ul.runs > li').nth(1).getAttribute('data-parent-id');
  const older = popup.page.locator(`ul.runs > li[data-parent-id="${olderId}"]`);
  await older.getByRole('button', { name: 'Details' }).click();
  const runGroup = older.getByRole('group', { name: 'Actions on this run' });
  await runGroup.getByRole('button', { name: 'Clone' }).click();
  const cloneButton = popup.dialog.getByRole('button', { name: /^Clone for \d+ tokens?$/ });
  const cloneCost = Number((await cloneButton.textContent())!.match(/\d+/)![0]);
  await cloneButton.click();
  await expect(popup.actionAnswer).toContainText(/Cloned as audit \d+/);
  const child = older.getByTestId('run-details').locator('.child-row').first();
  await child.getByRole('button', { name: /^Actions on / }).click();
  await child.getByRole('button', { name: 'Refresh', exact: true }).click();
  await popup.dialog.getByRole('button', { name: 'Refresh for 1 token' }).click();
  await expect(popup.actionAnswer).toContainText('Refreshed 1 audit');

  // The keyboard shortcut repeats the popup's plan on the site: 2 tokens, launched at once.
  await pressShortcut(context);
  await expect.poll(() => spendSources(context)).toEqual(['popup', 'clone', 'refresh', 'shortcut']);
  expect(await creates(emulator)).toBe(2);
  expect(await posts(emulator, REFRESH)).toBe(1);
  expect(await posts(emulator, CLONE)).toBe(1);

  const options = await extensionPage('options.html#spending');
  await expect(options.getByRole('heading', { name: 'Spending', level: 1 })).toBeVisible();
  const bySource = options.getByTestId('spend-by-source');
  const row = (name: string) => bySource.getByRole('row', { name: new RegExp(`^${name} `) });
  await expect(row('Popup').getByRole('cell')).toHaveText('2');
  await expect(row('Keyboard shortcut').getByRole('cell')).toHaveText('2');
  await expect(row('Refresh').getByRole('cell')).toHaveText('1');
  await expect(row('Clone').getByRole('cell')).toHaveText(String(cloneCost));
  await expect(row('Page menu').getByRole('cell')).toHaveText('0');
  await expect(row('Scheduled \\(page watches\\)').getByRole('cell')).toHaveText('0');
  const total = 2 + 2 + 1 + cloneCost;
  await expect(options.getByTestId('spend-total')).toHaveText(`Spent: ${total} tokens.`);
  await expect(options.getByTestId('spend-by-day').locator('tbody tr')).toHaveCount(1);
  await expect(options.getByTestId('spend-left')).toContainText(/last reported: \d+\./);

  const [download] = await Promise.all([
    options.waitForEvent('download'),
    options.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const csv = await readFile(file, 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(5);
  expect(csv).toContain('Time (UTC),Source,Page,Title,Tokens,Tokens left');
  expect(csv).toMatch(/,Keyboard shortcut,https:\/\/www\.example\.com\/?,/);

  // By keyboard: after the export, Tab reaches the day table's scroll box; light and dark pass axe.
  await options.getByRole('button', { name: 'Export CSV' }).focus();
  await options.keyboard.press('Tab');
  await expect(options.getByRole('region', { name: 'By day' })).toBeFocused();
  expect(await serious(options), 'spending, light').toEqual([]);
  await shot(options, 'options-spending-light');
  await options.emulateMedia({ colorScheme: 'dark' });
  expect(await serious(options), 'spending, dark').toEqual([]);
  await shot(options, 'options-spending-dark');

  // In Polish: the same record, its sources in Polish.
  await chooseLanguage(extensionPage, 'Polski');
  const pl = await extensionPage('options.html#spending');
  await expect(pl.getByRole('heading', { name: 'Wydatki', level: 1 })).toBeVisible();
  await expect(
    pl
      .getByTestId('spend-by-source')
      .getByRole('row', { name: /^Skrót klawiszowy / })
      .getByRole('cell'),
  ).toHaveText('2');
  await expect(pl.getByTestId('spend-total')).toHaveText(`Wydano tokenów: ${total}.`);
});

test('a launch over the threshold asks first, from the popup and from the shortcut', async ({
  context,
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  test.setTimeout(120_000);
  await connect();
  await sitePage(PAGE_URL);
  await setLimits(extensionPage, { confirmOver: '1' });

  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await popup.chooseTypes(['lighthouse']);
  await popup.launchButton.click();
  await expect(popup.dialog).toContainText('Launch over your limit?');
  await expect(popup.dialog).toContainText(whole('This launch costs 2 tokens: more than 1'));
  expect(await creates(emulator)).toBe(0);
  await popup.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup.dialog).toHaveCount(0);
  expect(await creates(emulator)).toBe(0);
  await popup.launchButton.click();
  await popup.dialog.getByRole('button', { name: 'Launch for 2 tokens' }).click();
  await expect(popup.launchAnswer).toContainText('they cost 2 tokens');
  expect(await creates(emulator)).toBe(1);
  await popup.page.close();

  // The shortcut holds its launch (2 tokens) and nothing is sent until the popup's answer.
  await pressShortcut(context);
  await expect
    .poll(() => readStorage(currentWorker(context), 'pendingLaunch'))
    .toMatchObject({ source: 'shortcut', url: PAGE_URL, cost: 2 });
  expect(await creates(emulator)).toBe(1);
  const asked = await PopupPage.open(extensionPage, PAGE_URL);
  await expect(asked.dialog).toContainText('Confirm the launch from the keyboard shortcut', {
    timeout: 15_000,
  });
  await expect(asked.dialog).toContainText(PAGE_URL);
  await expect(asked.dialog).toContainText('Nothing has been spent yet');
  await asked.dialog.getByRole('button', { name: 'Launch for 2 tokens' }).click();
  await expect(asked.page.getByTestId('held-launch-answer')).toContainText('they cost 2 tokens');
  await expect(asked.dialog).toHaveCount(0);
  expect(await creates(emulator)).toBe(2);
  expect(await spendSources(context)).toEqual(['popup', 'shortcut']);
  expect((await readStorage(currentWorker(context), 'pendingLaunch')) ?? null).toBeNull();
});
