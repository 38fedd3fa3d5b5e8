import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readStorage, stopWorkers } from './service-worker';

/*
 * The background in real Chromium against the emulator: commands sent the way pages send them
 * (the @webext-core/messaging wire format), the tracker surviving a stopped service worker, and
 * the badge it paints.
 */

type Reply =
  | { ok: true; data: unknown }
  | { ok: false; error: { kind: string; message: string; details: Record<string, unknown> } };

/** Send one protocol command from an extension page, as lib/messaging/client.ts does. */
async function command(page: Page, type: string, data: unknown): Promise<Reply> {
  return page.evaluate(
    async ({ type, data }) => {
      const answer = await chrome.runtime.sendMessage({ id: 1, type, data, timestamp: Date.now() });
      return (answer as { res: unknown }).res as never;
    },
    { type, data },
  );
}

test('connection: a refused token is not stored and the previous one stays', async ({
  connect,
  extensionPage,
  worker,
}) => {
  await connect('demo-token');
  const page = await extensionPage('options.html');
  const refused = await command(page, 'connection.setToken', { token: 'not-a-real-token' });
  expect(refused.ok).toBe(false);
  if (refused.ok) return;
  expect(refused.error.kind).toBe('auth');
  expect(refused.error.details).toMatchObject({ reason: 'refused', previousTokenKept: true });
  expect(await readStorage(worker, 'stormlensApiToken')).toBe('demo-token');

  const status = await command(page, 'connection.status', {});
  expect(status).toMatchObject({ ok: true, data: { state: 'connected', tokenHint: 'oken' } });
  if (!status.ok) return;
  expect((status.data as { auditTypes: string[] }).auditTypes).toContain('lighthouse');
  // The token itself never reaches a page.
  expect(JSON.stringify(status.data)).not.toContain('demo-token');

  const removed = await command(page, 'connection.removeToken', {});
  expect(removed).toMatchObject({ ok: true, data: { state: 'unconfigured', tokenHint: null } });
  const launch = await command(page, 'audits.launch', {
    requestId: crypto.randomUUID(),
    url: 'https://www.example.com/',
    devices: ['desktop'],
    types: ['lighthouse'],
  });
  expect(launch).toMatchObject({
    ok: false,
    error: { kind: 'auth', details: { reason: 'missing-token' } },
  });
});

test('an audit launched before the worker is stopped still lands in storage and on the badge', async ({
  context,
  connect,
  extensionPage,
  sitePage,
  worker,
}) => {
  test.setTimeout(90_000);
  await connect();
  const site = await sitePage('https://www.example.com/');
  const page = await extensionPage('options.html');
  const launched = await command(page, 'audits.launch', {
    requestId: crypto.randomUUID(),
    url: 'https://www.example.com/',
    devices: ['desktop', 'mobile'],
    types: ['lighthouse'],
  });
  expect(launched.ok, JSON.stringify(launched)).toBe(true);
  if (!launched.ok) return;
  const { parentId, childIds } = launched.data as { parentId: number; childIds: number[] };
  expect(childIds).toHaveLength(2);

  const tracked = await readStorage<Record<string, { done: boolean }>>(worker, 'trackedAudits');
  expect(tracked?.[String(parentId)]?.done).toBe(false);
  await page.close();

  // Kill the worker mid-audit (the emulator finishes audits after 2.5 s): only storage and the
  // alarm remain. No extension page is open, so nothing but the alarm (30 s) wakes a new worker,
  // which resumes from the stored records.
  const { restarted } = await stopWorkers(context, site);
  const stoppedAt = Date.now();
  await restarted;
  expect(Date.now() - stoppedAt).toBeGreaterThan(1_000);
  const worker2 = context.serviceWorkers()[0];

  await expect
    .poll(
      async () => {
        const results = await readStorage<
          Record<string, { running: boolean; children: { score: number | null }[] }>
        >(worker2, 'latestResults');
        const entry = results?.['https://www.example.com/'];
        return entry && !entry.running ? entry.children.map((c) => c.score) : null;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toEqual([expect.any(Number), expect.any(Number)]);

  const results = await readStorage<
    Record<string, { parentId: number; children: { score: number; headline: unknown }[] }>
  >(worker2, 'latestResults');
  const entry = results!['https://www.example.com/'];
  expect(entry.parentId).toBe(parentId);
  expect(entry.children.every((c) => c.headline !== null)).toBe(true);
  const lowest = Math.min(...entry.children.map((c) => c.score));

  await expect
    .poll(() =>
      worker2.evaluate(async () => {
        const [tab] = await chrome.tabs.query({ url: 'https://www.example.com/*' });
        return chrome.action.getBadgeText({ tabId: tab.id });
      }),
    )
    .toBe(String(lowest));
});

test('while an extension page is open, the tracker polls every few seconds, not every 30', async ({
  connect,
  extensionPage,
  worker,
}) => {
  await connect();
  // The popup holds a presence port (usePresence) for as long as it is open.
  const popup = await extensionPage(
    `popup.html?tabUrl=${encodeURIComponent('https://www.example.org/')}`,
  );
  const started = Date.now();
  const launched = await command(popup, 'audits.launch', {
    requestId: crypto.randomUUID(),
    url: 'https://www.example.org/',
    devices: ['desktop'],
    types: ['lighthouse'],
  });
  expect(launched.ok, JSON.stringify(launched)).toBe(true);
  await expect
    .poll(
      async () => {
        const results = await readStorage<Record<string, { running: boolean }>>(
          worker,
          'latestResults',
        );
        return results?.['https://www.example.org/']?.running;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(false);
  // The emulator takes 2.5 s; the 3 s page-open pace lands well before the 30 s alarm.
  expect(Date.now() - started).toBeLessThan(15_000);
});
