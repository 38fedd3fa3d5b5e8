import type { BrowserContext, Worker } from '@playwright/test';
import { createEmulator } from '../emulator/server';
import { test as base, type Emulator } from './fixtures';
import { requestLog } from './received';
import { readStorage } from './service-worker';

/*
 * The page-watch schedule's clock in e2e tests (tests/e2e/page-watch.spec.ts,
 * tests/e2e/spending.spec.ts). The schedule's clock is the browser's; Chrome cannot move a service
 * worker's, so e2e builds add the offset the test stores (entrypoints/background/e2e/schedule-clock.ts) — the
 * emulator's time minus the browser's. The emulator starts on a Monday, so the weekly periods of
 * a test fall in one month.
 */

export const WEEK = 7 * 86_400_000;
export const CREATE = /\/audits\/audit\.json$/;
const PAGE_ALARM = 'stormlens-page-watch';

export const test = base.extend({
  emulatorServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const startAt = Date.parse('2026-06-01T10:00:00Z');
      const server = createEmulator({ rateLimit: false, auditDurationMs: 2500, startAt });
      const { url, baseUrl } = await server.listen(0);
      await use({ url, baseUrl });
      await server.close();
    },
    { scope: 'worker' },
  ],
});

export type State = { lastPeriod: string | null; run: unknown; last: { parentId: number } | null };

export const currentWorker = (context: BrowserContext): Worker => context.serviceWorkers()[0];

export async function ledger(context: BrowserContext): Promise<Record<string, State>> {
  return (
    (await readStorage<Record<string, State>>(currentWorker(context), 'pageWatchLedger')) ?? {}
  );
}

/** Move the emulator's clock (when asked) and put the schedule's clock on it. */
export async function syncClock(context: BrowserContext, emulator: Emulator, advanceMs = 0) {
  if (advanceMs) await emulator.control('clock', { advanceMs });
  const { now } = (await (await fetch(`${emulator.url}/__emulator/health`)).json()) as {
    now: number;
  };
  await currentWorker(context).evaluate(
    (at) => chrome.storage.local.set({ e2eScheduleClockOffset: at - Date.now() }),
    now,
  );
}

/** The hourly alarm, fired now: the schedule's own wake-up. */
export async function wakeSchedule(context: BrowserContext): Promise<void> {
  await currentWorker(context).evaluate(
    (name) => chrome.alarms.create(name, { when: Date.now() + 100, periodInMinutes: 60 }),
    PAGE_ALARM,
  );
}

export async function creates(emulator: Emulator): Promise<number> {
  return (await requestLog(emulator)).filter((r) => r.method === 'POST' && CREATE.test(r.path))
    .length;
}
