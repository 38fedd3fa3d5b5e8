/**
 * A click in the popup while the index of runs by page fills at the real pace (its first history
 * open starts it: thousands of calls at the client's `later` priority). The user's click goes
 * first: between the click and the click's first request, at most the one request already on its
 * way may arrive. Counted from the emulator's log: the click launches an audit of a page no other
 * call names, so its first request is the first whose body carries that page's address (the
 * launch reads the runs titled after the page, then creates).
 */
import type { BrowserContext } from '@playwright/test';
import type { LoggedRequest, ServiceLog } from './service-log';

const CLICKED_PAGE = 'https://www.click-during-fill.example/';

export interface ClickWait {
  /** Requests that arrived after the click and before its own first request. */
  ahead: number;
  ms: number;
  sequence: string;
}

const names = (r: LoggedRequest) => JSON.stringify(r.body ?? '').includes('click-during-fill');

export async function measureClickDuringFill(
  context: BrowserContext,
  extensionId: string,
  log: ServiceLog,
): Promise<ClickWait> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  await page.goto(
    `chrome-extension://${extensionId}/popup.html?tabUrl=${encodeURIComponent(CLICKED_PAGE)}`,
  );
  const launch = page.getByRole('button', { name: /^Launch \d+ audits?$/ });
  await launch.waitFor({ timeout: 120_000 });
  // The popup's own reads of this page (its history, at `now`) are over before the click, so the
  // window holds the click and the fill alone.
  await page.waitForFunction(() => !document.body.innerText.includes('Loading'), null, {
    timeout: 120_000,
  });
  await page.waitForTimeout(3000);
  const t0 = Date.now();
  await launch.click();
  const deadline = Date.now() + 60_000;
  let own: LoggedRequest | undefined;
  while (!own && Date.now() < deadline) {
    await page.waitForTimeout(250);
    own = (await log.between(t0, Date.now())).find(names);
  }
  await page.close();
  if (!own) throw new Error("the click's first request did not arrive within 60 s");
  const ownAt = Date.parse(own.time);
  const before = (await log.between(t0, ownAt)).filter((r) => r !== own && !names(r));
  return { ahead: before.length, ms: ownAt - t0, sequence: log.sequence([...before, own]) };
}
