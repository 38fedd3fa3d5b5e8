import type { BrowserContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { serious } from './axe';
import { expect } from './fixtures';
import { PopupPage } from './pages/popup';
import { SidePanel } from './pages/sidepanel';
import { readStorage, stopWorkers } from './service-worker';
import {
  WEEK,
  creates,
  currentWorker,
  ledger,
  syncClock,
  test,
  wakeSchedule,
} from './schedule-clock';

/*
 * Page watches against the emulator, its clock moved a week at a time
 * (./schedule-clock.ts). The emulator starts on a Monday, so three weekly periods fall in one
 * month (one budget).
 */

const PAGE_URL = 'https://www.example.com/';

async function notifications(context: BrowserContext): Promise<string[]> {
  return currentWorker(context).evaluate(async () =>
    Object.keys(await chrome.notifications.getAll()),
  );
}

/** "Watch this page" in the popup: weekly, both devices, Lighthouse, a budget of 4 tokens. */
async function watchFromPopup(extensionPage: (p: string) => Promise<Page>, shot?: Shot) {
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  const section = popup.page.getByTestId('watch-page');
  await section.getByRole('button', { name: 'Watch this page…' }).click();
  await expect(section.getByRole('radio', { name: 'Every week' })).toBeChecked();
  await section.getByRole('textbox', { name: 'Monthly token budget' }).fill('4');
  await expect(section.getByTestId('page-watch-cost')).toContainText(
    'One run costs 2 tokens. The budget allows 2 runs a month',
  );
  if (shot) {
    expect(await serious(popup.page), 'watch this page form').toEqual([]);
    await shot(popup.page, 'page-watch-popup-form');
    await popup.page
      .getByTestId('watch-page')
      .screenshot({ path: test.info().outputPath('page-watch-popup-form.png') });
  }
  await section.getByRole('button', { name: 'Save page watch' }).click();
  await expect(section.getByRole('status')).toContainText(
    'Watched every week, budget 4 tokens a month.',
  );
  return popup;
}

type Shot = (page: Page, name: string) => Promise<void>;

test('a scheduled page audit alerts on a band drop once and stops at its budget, saying so', async ({
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
  await syncClock(context, emulator);
  await watchFromPopup(extensionPage, shot);
  // The first week runs at once: the baseline (no alert).
  await expect
    .poll(async () => Object.values(await ledger(context))[0]?.last, {
      timeout: 30_000,
    })
    .not.toBeNull();
  expect(await creates(emulator)).toBe(1);

  // A week later the page is 60 points worse: out of its band on desktop at least.
  await emulator.control('score', { urlContains: 'www.example.com', points: -60 });
  const [baseline] = Object.values(await ledger(context));
  await syncClock(context, emulator, WEEK);
  await wakeSchedule(context);
  await expect
    .poll(async () => Object.values(await ledger(context))[0]?.last?.parentId, { timeout: 30_000 })
    .not.toBe(baseline.last!.parentId);
  expect(await creates(emulator)).toBe(2);
  const told = (await notifications(context)).filter((id) => id.includes(':page:'));
  expect(told).toEqual([expect.stringMatching(/^stormlens-changes:page:score:/)]);

  const panel = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(PAGE_URL)}`);
  await panel.setViewportSize({ width: 420, height: 1000 });
  await panel.getByRole('tab', { name: /Changes/ }).click();
  const rows = panel.getByTestId('page-change-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('www.example.com/');
  await expect(rows.first()).toContainText(/Desktop · Lighthouse: \d+ → \d+/);
  await expect(rows.first()).toContainText(/Desktop · Lighthouse left (90\+|50–89) for below 50/);
  // "Compare" opens the popup's comparison of the two runs.
  const [compared] = await Promise.all([
    context.waitForEvent('page'),
    rows.first().getByRole('button', { name: 'Compare' }).click(),
  ]);
  const compare = compared.getByTestId('compare');
  await expect(compare.locator('table').first()).toContainText('Score', { timeout: 20_000 });
  await expect(compare.locator('[data-verdict="worse"]').first()).toBeVisible();
  await compared.close();

  // The third week would pass the budget (4 of 4 tokens spent in June): not run, and said.
  await syncClock(context, emulator, WEEK);
  await wakeSchedule(context);
  const card = panel.getByTestId('page-watch-card');
  await expect(card.getByTestId('page-watch-stopped')).toContainText(
    'The budget stopped the audit of 2026-06-15: 4 of 4 tokens were spent this month and a run costs 2.',
    { timeout: 15_000 },
  );
  await expect(card.getByTestId('page-watch-budget')).toContainText('Spent 4 of 4 tokens');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Not audited');
  expect(await creates(emulator)).toBe(2);
  expect((await notifications(context)).filter((id) => id.includes(':page:'))).toEqual(
    told.slice(0, 1),
  );
  // The Changes export carries the page watch's entries too.
  const [download] = await Promise.all([
    panel.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export HTML' }).click(),
  ]);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const html = await readFile(file, 'utf8');
  expect(html).toContain('Page watches');
  expect(html).toMatch(/Desktop · Lighthouse: \d+ → \d+/);
  expect(html).toContain('The budget stopped the audit of 2026-06-15');
  expect(await serious(panel), 'changes with page watches, light').toEqual([]);
  await shot(panel, 'page-watch-changes-light');
  await panel
    .getByTestId('changes')
    .screenshot({ path: test.info().outputPath('changes-entry.png') });
  await shot(panel, 'page-watch-settings');
  await card.screenshot({ path: test.info().outputPath('page-watch-settings.png') });
  await new SidePanel(panel).setTheme('dark');
  expect(await serious(panel), 'changes with page watches, dark').toEqual([]);
  await shot(panel, 'page-watch-changes-dark');

  // The watch's settings by keyboard: Enter on Edit opens the form, its first choice next.
  await card.getByRole('button', { name: 'Edit' }).focus();
  await panel.keyboard.press('Enter');
  await expect(card.getByRole('radio', { name: 'Every week' })).toBeFocused();
  await panel.keyboard.press('ArrowRight');
  await expect(card.getByRole('radio', { name: 'Every month' })).toBeChecked();
  await panel.keyboard.press('ArrowLeft');
  await card.getByRole('textbox', { name: 'Monthly token budget' }).fill('1');
  await card.getByRole('button', { name: 'Save page watch' }).click();
  await expect(
    card.getByText('One run costs 2 tokens: the budget must allow at least one run.'),
  ).toBeVisible();
});

test('a worker stopped during the scheduled create does not double it', async ({
  context,
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  test.setTimeout(120_000);
  await connect();
  const site = await sitePage(PAGE_URL);
  await syncClock(context, emulator);
  await emulator.control('fault', { kind: 'delay', delayMs: 4_000, path: '/api-v3/audits/audit' });
  await watchFromPopup(extensionPage);
  await expect
    .poll(async () => {
      const handled =
        (await readStorage<Record<string, { command: string; state: string }>>(
          currentWorker(context),
          'handledRequests',
        )) ?? {};
      return Object.values(handled).some(
        (e) => e.command === 'audits.launch' && e.state === 'pending',
      );
    })
    .toBe(true);
  const { restarted } = await stopWorkers(context, site);
  await restarted;
  await expect
    .poll(async () => Object.values(await ledger(context))[0]?.last ?? null, { timeout: 60_000 })
    .not.toBeNull();
  expect(await creates(emulator)).toBe(1);
  expect(Object.values(await ledger(context))[0]).toMatchObject({
    run: null,
    lastPeriod: '2026-06-01',
  });
});
