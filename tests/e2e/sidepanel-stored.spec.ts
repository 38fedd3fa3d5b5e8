import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';

const DAY_MS = 86_400_000;
const SITE_URL = 'https://www.example.com/running-shoes/';

/**
 * Runs in the panel before its scripts: what the table showed when its first row appeared, and
 * whether the rows ever went away afterwards (an update must happen in place).
 */
function watchTable() {
  type Seen = { firstReport: string | null; blanked: number };
  const seen: Seen = { firstReport: null, blanked: 0 };
  (window as unknown as { __table: Seen }).__table = seen;
  new MutationObserver(() => {
    const rows = document.querySelectorAll('.vt-row').length;
    const report = document.querySelector('.sp-positions')?.getAttribute('data-report') ?? null;
    if (seen.firstReport === null) {
      if (rows > 0) seen.firstReport = report;
    } else if (rows === 0) seen.blanked += 1;
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

test.describe('side panel: stored figures first, then the refreshed ones', () => {
  test(
    'a panel reopened the next day paints yesterday’s table with its age, then updates it in place',
    { tag: '@real-pace' },
    async ({ connect, sitePage, extensionPage, context, extensionId, emulator, shot }) => {
      // Today: the panel reads the campaign once and keeps what it showed.
      const today = await SidePanel.open({ connect, sitePage, extensionPage }, SITE_URL);
      const age = today.page.getByTestId('report-age');
      await expect(today.row('running shoes')).toBeVisible();
      await expect(age).toHaveText(/^As of \d{1,2}:\d{2}( [AP]M)?$/);
      const stored = (await today.report.getAttribute('data-report'))!;
      expect(stored).toMatch(/\|full$/);
      const storedAt = Number(await age.getAttribute('data-at'));
      const storedCount = await today.count.textContent();
      await today.page.close();

      // The next day: the service has ranked one more day (its clock moves a day; so does the
      // panel's). Its answer is held back 3 s, so what the panel paints first can only be storage.
      await emulator.control('clock', { advanceMs: DAY_MS });
      await emulator.control('fault', { kind: 'delay', delayMs: 3000, pathContains: 'get-data' });
      const page = await context.newPage();
      await page.clock.setFixedTime(storedAt + DAY_MS);
      await page.addInitScript(watchTable);
      await page.setViewportSize({ width: 420, height: 900 });
      const panel = new SidePanel(page);
      await page.goto(
        `chrome-extension://${extensionId}/sidepanel.html?tabUrl=${encodeURIComponent(SITE_URL)}`,
      );

      // At once: yesterday's table, dated (the day and the time it was fetched), an update running.
      await expect(panel.row('running shoes')).toBeVisible();
      await expect(panel.report).toHaveAttribute('data-report', stored);
      const panelAge = page.getByTestId('report-age');
      await expect(panelAge).toHaveAttribute('data-at', String(storedAt));
      await expect(panelAge).toHaveText(
        /^As of (\d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]{2} \d{1,2}), \d{1,2}:\d{2}( [AP]M)? · Updating…$/,
      );
      await shot(page, 'sidepanel-stored-light');

      // Then the refreshed figures, in place: the range now ends a day later, the age is new.
      const [storedMin, storedMax, gap] = stored.split('|');
      const nextDay = (date: string) =>
        new Date(Date.parse(date) + DAY_MS).toISOString().slice(0, 10);
      await expect(panel.report).toHaveAttribute(
        'data-report',
        `${nextDay(storedMin)}|${nextDay(storedMax)}|${gap}|full`,
      );
      await expect(panelAge).not.toHaveText(/·/);
      expect(Number(await panelAge.getAttribute('data-at'))).toBeGreaterThan(storedAt);
      await expect(panel.count).toHaveText(storedCount!);
      await expect(panel.row('running shoes')).toBeVisible();
      await shot(page, 'sidepanel-refreshed-light');

      const table = await page.evaluate(
        () => (window as unknown as { __table: { firstReport: string; blanked: number } }).__table,
      );
      expect(table.firstReport).toBe(stored);
      expect(table.blanked).toBe(0);
    },
  );

  test('a reopen on the same site reads its first frame before the panel’s modules run', async ({
    connect,
    sitePage,
    extensionPage,
    context,
    extensionId,
  }) => {
    const reopen = async () => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 420, height: 900 });
      await page.goto(
        `chrome-extension://${extensionId}/sidepanel.html?tabUrl=${encodeURIComponent(SITE_URL)}`,
      );
      const panel = new SidePanel(page);
      await expect(panel.row('running shoes')).toBeVisible();
      return panel;
    };
    // Two opens: the first finds nothing stored for the site, the second its campaigns and
    // report; each remembers what it read (entrypoints/sidepanel/prefetch.ts).
    const first = await SidePanel.open({ connect, sitePage, extensionPage }, SITE_URL);
    await expect(first.row('running shoes')).toBeVisible();
    await expect(first.page.getByTestId('report-age')).not.toHaveText(/·/);
    await first.page.close();
    const second = await reopen();
    // Remembered right after the first frame; waited for, so the next open can only find it.
    await expect
      .poll(() =>
        second.page.evaluate(async () =>
          JSON.stringify(await chrome.storage.local.get('cache:startupReads:sidepanel')),
        ),
      )
      .toContain(':positions:');
    await second.page.close();

    const { page } = await reopen();
    // The classic script read them; the panel's own reads took them from it.
    const taken = await page.evaluate(() => [
      ...((globalThis as { __stormlensPrefetch?: { taken: Set<string> } }).__stormlensPrefetch
        ?.taken ?? []),
    ]);
    expect(taken).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cache:panel\.v\d+:domain:example\.com$/),
        expect.stringMatching(/^cache:panel\.v\d+:positions:\d+:/),
        'preferences',
      ]),
    );
  });
});
