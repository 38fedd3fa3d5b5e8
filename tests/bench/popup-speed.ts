import type { BrowserContext } from '@playwright/test';
import { median, sendRaw } from './browser';
import type { ServiceLog } from './service-log';

/*
 * The popup's figures for run.ts: the service calls of one audit launched from it, and how fast a
 * reopened popup paints the stored score (and with how many calls before it).
 */

/**
 * Service calls of one desktop + mobile audit, from launch to both scores, with the popup open
 * (as a user launches it): its own start-up calls are done before the log is cleared.
 */
export async function measureLaunchCalls(
  context: BrowserContext,
  extensionId: string,
  log: ServiceLog,
  url: string,
): Promise<number> {
  const popupForLaunch = await context.newPage();
  await popupForLaunch.goto(
    `chrome-extension://${extensionId}/popup.html?tabUrl=${encodeURIComponent(url)}`,
  );
  // Waited for, not guessed: the first open of a page reads its history (the pages
  // of the account's recent runs, one list call each), which outlasted a fixed 3 s.
  await popupForLaunch.waitForTimeout(3000);
  await log.quiet();
  const launchFrom = Date.now();
  const launched = (await sendRaw(popupForLaunch, 'audits.launch', {
    requestId: crypto.randomUUID(),
    url,
    devices: ['desktop', 'mobile'],
    types: ['lighthouse'],
  })) as { ok: boolean; data?: { parentId: number } };
  if (!launched?.ok || !launched.data)
    throw new Error(`launch failed: ${JSON.stringify(launched)}`);
  // Polled from here: waitForFunction treats an async predicate's promise as already true.
  const parentId = launched.data.parentId;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const done = await popupForLaunch.evaluate(async (parentId) => {
      const { latestResults } = await chrome.storage.local.get('latestResults');
      const runs = Object.values(latestResults ?? {}) as {
        parentId: number;
        running: boolean;
        children: { score: number | null }[];
      }[];
      const run = runs.find((r) => r.parentId === parentId);
      return !!run && !run.running && run.children.every((c) => c.score !== null);
    }, parentId);
    if (done) break;
    if (Date.now() > deadline) throw new Error('the audit did not finish within 90 s');
    await popupForLaunch.waitForTimeout(250);
  }
  const launchCalls = await log.between(launchFrom, Date.now());
  await popupForLaunch.close();
  console.log(`Calls for one audit: ${log.describe(launchCalls)}`);
  return launchCalls.length;
}

/** Popup open → cached score on screen, 15 times: the median (first open left out) and the most calls. */
export async function measurePopupOpen(
  context: BrowserContext,
  extensionId: string,
  log: ServiceLog,
  url: string,
): Promise<{ ms: number; maxCalls: number }> {
  const opens: number[] = [];
  let popupCalls = 0;
  for (let i = 0; i < 15; i++) {
    // What an earlier open asked after its paint (a history refresh, paced by the worker) may
    // still be arriving: each open starts with nothing in flight, so the calls counted are its own.
    await log.quiet();
    const popup = await context.newPage();
    await popup.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-score]:not([data-score=""])')) {
          (window as unknown as { __scoreAt: number }).__scoreAt = performance.now();
          (window as unknown as { __scoreWall: number }).__scoreWall = Date.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const openedAt = Date.now();
    await popup.goto(
      `chrome-extension://${extensionId}/popup.html?tabUrl=${encodeURIComponent(url)}`,
    );
    await popup.waitForFunction(
      () => (window as unknown as { __scoreAt?: number }).__scoreAt !== undefined,
    );
    opens.push(await popup.evaluate(() => (window as unknown as { __scoreAt: number }).__scoreAt));
    const painted = await popup.evaluate(
      () => (window as unknown as { __scoreWall: number }).__scoreWall,
    );
    const before = await log.between(openedAt, painted);
    if (before.length)
      console.log(`Popup open ${i + 1}, calls before its score: ${log.describe(before)}`);
    popupCalls = Math.max(popupCalls, before.length);
    await popup.close();
  }
  return { ms: median(opens.slice(1)), maxCalls: popupCalls };
}
