import type { BrowserContext, Page } from '@playwright/test';
import { serious } from './axe';
import { expect } from './fixtures';
import { PopupPage } from './pages/popup';
import { SidePanel } from './pages/sidepanel';
import { setLimits, spendSources } from './pages/spending';
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
 * The monthly cap on scheduled audits (Options → Spending) against page watches, their clock
 * moved a week at a time (./schedule-clock.ts): a run that would pass it is skipped and said, and
 * a scheduled create the service received twice counts both spends against it.
 */

const PAGE_URL = 'https://www.example.com/';

/**
 * A weekly watch of PAGE_URL (both devices, Lighthouse: 2 tokens a run, its own budget ample),
 * woken with a popup open — the tracker polls the run every few seconds, as a person's would —
 * until its first run settles (its scores are the watch's baseline) before the clock moves on.
 */
async function firstWeeklyRun(
  context: BrowserContext,
  extensionPage: (path: string) => Promise<Page>,
): Promise<void> {
  await currentWorker(context).evaluate(
    (url) =>
      chrome.storage.local.set({
        pageWatches: [
          {
            id: 'w1',
            url,
            cadence: 'weekly',
            devices: ['desktop', 'mobile'],
            profileId: null,
            types: ['lighthouse'],
            budget: 10,
            dropBy: null,
            createdAt: 1,
            updatedAt: 1,
          },
        ],
      }),
    PAGE_URL,
  );
  await PopupPage.open(extensionPage, PAGE_URL);
  await wakeSchedule(context);
  await expect
    .poll(async () => (await ledger(context)).w1?.last ?? null, { timeout: 30_000 })
    .not.toBeNull();
}

test('a scheduled re-audit that would pass the monthly cap is skipped, and says so', async ({
  context,
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  test.setTimeout(120_000);
  await connect();
  await sitePage(PAGE_URL);
  await syncClock(context, emulator);
  await setLimits(extensionPage, { cap: '3' });
  // The cap of 3 allows one run of 2 tokens in June.
  await firstWeeklyRun(context, extensionPage);
  expect(await creates(emulator)).toBe(1);

  await syncClock(context, emulator, WEEK);
  await wakeSchedule(context);
  const note =
    'Your monthly limit for scheduled audits stopped the audit of 2026-06-08: all page watches spent 2 of 3 tokens this month and a run costs 2';
  const panel = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(PAGE_URL)}`);
  await panel.setViewportSize({ width: 420, height: 1000 });
  await panel.getByRole('tab', { name: /Changes/ }).click();
  const card = panel.getByTestId('page-watch-card');
  await expect(card.getByTestId('page-watch-stopped')).toContainText(note, { timeout: 30_000 });
  expect(await creates(emulator)).toBe(1);
  await new SidePanel(panel).setTheme('dark');
  expect(await serious(panel), 'a watch stopped by the cap, dark').toEqual([]);

  const options = await extensionPage('options.html#spending');
  await expect(options.getByTestId('spend-cap-skips')).toContainText(
    'www.example.com/: the audit of 2026-06-08 was not run — page watches spent 2 of 3 tokens and a run costs 2.',
  );
  await expect(options.getByTestId('spend-cap-used')).toHaveText(
    'Page watches spent 2 of your monthly limit of 3 tokens.',
  );
  await expect(
    options
      .getByTestId('spend-by-source')
      .getByRole('row', { name: /^Scheduled/ })
      .getByRole('cell'),
  ).toHaveText('2');
  expect(await spendSources(context)).toEqual(['scheduled']);
});

test('a scheduled create the service received twice counts both spends against the monthly cap', async ({
  context,
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  test.setTimeout(120_000);
  await connect();
  await sitePage(PAGE_URL);
  await syncClock(context, emulator);
  await setLimits(extensionPage, { cap: '5' });
  // The first week's create is carried out twice, as when the browser sends it again: 4 tokens.
  await emulator.control('fault', { kind: 'act-twice', path: '/api-v3/audits/audit' });
  await firstWeeklyRun(context, extensionPage);
  await expect.poll(() => creates(emulator)).toBe(2);

  // Counted once, 2 of 5 would leave room for next week's 2; counted twice, 4 of 5 does not.
  await syncClock(context, emulator, WEEK);
  await wakeSchedule(context);
  const options = await extensionPage('options.html#spending');
  await expect(options.getByTestId('spend-cap-skips')).toContainText(
    'www.example.com/: the audit of 2026-06-08 was not run — page watches spent 4 of 5 tokens and a run costs 2.',
    { timeout: 30_000 },
  );
  await expect(options.getByTestId('spend-cap-used')).toHaveText(
    'Page watches spent 4 of your monthly limit of 5 tokens.',
  );
  await expect(
    options
      .getByTestId('spend-by-source')
      .getByRole('row', { name: /^Scheduled/ })
      .getByRole('cell'),
  ).toHaveText('4');
  expect(await creates(emulator)).toBe(2);
});
