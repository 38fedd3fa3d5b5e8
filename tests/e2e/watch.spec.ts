import { requestLog } from './received';
import type { Page, Worker } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { createEmulator } from '../emulator/server';
import { serious } from './axe';
import { test as base, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { readStorage, stopWorkers } from './service-worker';
import { findScenario, type Scenario } from './watch-scan';
import { whole } from './whole';

/*
 * Watch and alert against the emulator, its clock moved a day at a time. The emulator
 * starts the day after a day on which the demo keyword found by watch-scan.ts is still in the top
 * 10; a day later it is 11th (one change, one notification), the day after that still 11th
 * (nothing).
 */

const DAY = 86_400_000;
const SITE = 'https://www.example.com/';

const test = base.extend<{ scenario: Scenario }, { found: Scenario }>({
  found: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(await findScenario()),
    { scope: 'worker' },
  ],
  emulatorServer: [
    async ({ found }, use) => {
      const startAt = Date.parse(`${found.day}T10:00:00Z`) + DAY;
      const server = createEmulator({ rateLimit: false, auditDurationMs: 2500, startAt });
      const { url, baseUrl } = await server.listen(0);
      await use({ url, baseUrl });
      await server.close();
    },
    { scope: 'worker' },
  ],
  scenario: async ({ found }, use) => use(found),
});

type Ledger = { run: unknown; notices: { runId: string; state: string }[] };

async function notifications(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => Object.keys(await chrome.notifications.getAll()));
}

/** Watch the scenario's keyword for leaving or entering the top 10 only. */
async function watchKeyword(panel: SidePanel, keyword: string): Promise<Page> {
  const { page } = panel;
  await expect(panel.row(keyword)).toBeVisible();
  await page.getByRole('checkbox', { name: `Select “${keyword}”` }).check();
  await panel.open('Changes');
  await page.getByRole('button', { name: 'New watch' }).click();
  await expect(page.getByRole('radio', { name: /The 1 keyword selected/ })).toBeChecked();
  for (const name of [
    /one day to the next/,
    /over a week/,
    /drops out of the top 100/,
    /ranking URL/,
  ]) {
    await page.getByRole('checkbox', { name }).uncheck();
  }
  await page.getByRole('checkbox', { name: '3', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: '50', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save watch' }).click();
  await expect(page.getByTestId('watch-card')).toHaveCount(1);
  return page;
}

/** "Export HTML", then the file opened from disk: it shows the change and asks for nothing. */
async function exportOpensOffline(page: Page, keyword: string): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export HTML' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stormlens-changes-\d{4}-\d{2}-\d{2}\.html$/);
  // Saved under its own name: Playwright keeps downloads without an extension.
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const report = await page.context().newPage();
  const requests: string[] = [];
  report.on('request', (r) => requests.push(r.url()));
  await report.goto(pathToFileURL(file).href);
  await expect(report.getByRole('heading', { name: 'Stormlens — ranking changes' })).toBeVisible();
  await expect(report.getByRole('row', { name: new RegExp(keyword) })).toContainText(
    'left the top 10',
  );
  await expect(report.getByRole('img', { name: 'Summary' })).toBeVisible();
  expect(requests).toEqual([pathToFileURL(file).href]);
  await report.close();
}

async function checkNow(page: Page, said: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
}

test(
  'a watched keyword leaving the top 10 gives one notification and one change, then none',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator, worker, scenario, shot }) => {
    const panel = await SidePanel.open({ connect, sitePage, extensionPage }, SITE);
    const page = await watchKeyword(panel, scenario.keyword);
    await expect(page.getByText('Not checked yet')).toBeVisible();

    // The first check sets the starting point: the scenario's day, one call.
    await checkNow(page, /no new changes/);
    await expect(page.getByTestId('watch-last-check')).toContainText(
      `data up to ${scenario.day} · service calls: 1`,
    );
    expect(await notifications(worker)).toEqual([]);

    await emulator.control('clock', { advanceMs: DAY });
    await checkNow(page, /1 change found/);
    const rows = page.getByTestId('change-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(scenario.keyword);
    await expect(rows.first()).toContainText(
      whole(`${scenario.positions[0]} → ${scenario.positions[1]}`),
    );
    await expect(rows.first()).toContainText('left the top 10');
    await expect(rows.first()).toContainText('Desktop');
    const shown = await notifications(worker);
    expect(shown).toEqual([expect.stringMatching(/^stormlens-changes:/)]);
    const ledger = await readStorage<Ledger>(worker, 'watchLedger');
    expect(ledger?.notices.map((n) => n.state)).toEqual(['shown']);
    // Seen now that the Changes view shows it: the badge no longer counts it.
    await expect
      .poll(async () => (await readStorage<{ seen: boolean }[]>(worker, 'watchChanges'))?.[0]?.seen)
      .toBe(true);
    await exportOpensOffline(page, scenario.keyword);
    await page.setViewportSize({ width: 420, height: 1000 });
    expect(await serious(page), 'changes, light').toEqual([]);
    await shot(page, 'watch-changes-light');
    await panel.setTheme('dark');
    expect(await serious(page), 'changes, dark').toEqual([]);
    await shot(page, 'watch-changes-dark');
    await panel.setTheme('light');

    // The next day it is still 11th: nothing new, no second notification.
    await emulator.control('clock', { advanceMs: DAY });
    await checkNow(page, /no new changes/);
    await expect(rows).toHaveCount(1);
    // Chrome may have closed the first by now (it times out): none was added.
    expect(await notifications(worker)).toEqual(
      shown.slice(0, (await notifications(worker)).length),
    );
    expect((await readStorage<Ledger>(worker, 'watchLedger'))?.notices).toHaveLength(1);
    // The editor by keyboard: Enter on Edit lands on its first choice; arrows move within it.
    await page.getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /Edit watch/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /The 1 keyword selected/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /one day to the next/ })).toBeFocused();
    expect(await serious(page), 'watch editor').toEqual([]);
    // A competitor that is our own domain is refused in words, and nothing typed is lost.
    await page.getByRole('textbox', { name: /competitor moves above us/ }).fill('www.example.com');
    await page.getByRole('button', { name: 'Save watch' }).click();
    await expect(page.getByText("That is the campaign's own domain")).toBeVisible();
    await expect(page.getByRole('textbox', { name: /competitor moves above us/ })).toHaveValue(
      'www.example.com',
    );
    await shot(page, 'watch-settings');
  },
);

test('a worker stopped during the check does not double the notification', async ({
  context,
  connect,
  sitePage,
  extensionPage,
  emulator,
  scenario,
}) => {
  test.setTimeout(120_000);
  const panel = await SidePanel.open({ connect, sitePage, extensionPage }, SITE);
  const page = await watchKeyword(panel, scenario.keyword);
  await checkNow(page, /no new changes/);
  await emulator.control('clock', { advanceMs: DAY });
  await emulator.control('fault', {
    kind: 'delay',
    delayMs: 4_000,
    pathContains: 'monitoring-campaign/get-data',
  });
  await page.getByRole('button', { name: 'Check now' }).click();
  const [worker] = context.serviceWorkers();
  await expect
    .poll(async () => (await readStorage<Ledger>(worker, 'watchLedger'))?.run ?? null)
    .not.toBeNull();
  const site = context.pages().find((p) => p.url().startsWith(SITE))!;
  const { restarted } = await stopWorkers(context, site);
  await restarted;
  const [again] = context.serviceWorkers();
  await expect
    .poll(
      async () => {
        const ledger = await readStorage<Ledger>(again, 'watchLedger');
        return ledger ? ledger.run : 'no ledger';
      },
      { timeout: 30_000 },
    )
    .toBeNull();
  await expect(page.getByTestId('change-row')).toHaveCount(1);
  // The report cut off by the stop was read again by the new worker.
  const reads = (await requestLog(emulator)).filter((r) =>
    r.path.includes('monitoring-campaign/get-data'),
  );
  expect(reads.length).toBeGreaterThanOrEqual(3);
  expect((await readStorage<Ledger>(again, 'watchLedger'))?.notices).toHaveLength(1);
  // At most the one notification of the run is on screen (Chrome may have timed it out).
  expect((await notifications(again)).length).toBeLessThanOrEqual(1);
});
