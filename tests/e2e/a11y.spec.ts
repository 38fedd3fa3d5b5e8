import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * axe on every page of the extension, in light and dark: no serious or critical violations.
 * Each page is checked in a state with real content (connected to the emulator's demo account).
 */
const pages = [
  // Each with what shows its real content has arrived: axe must see the page, not a spinner.
  {
    name: 'popup',
    path: 'popup.html?tabUrl=https%3A%2F%2Fwww.example.com%2F',
    ready: '[data-score]:not([data-score=""])',
  },
  { name: 'options', path: 'options.html', ready: 'text=Connected' },
  {
    name: 'sidepanel',
    path: 'sidepanel.html?tabUrl=https%3A%2F%2Fwww.example.com%2F',
    ready: '[role="grid"] [role="row"] >> nth=1',
  },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}

for (const scheme of ['light', 'dark'] as const) {
  for (const { name, path, ready } of pages) {
    test(`${name} has no serious accessibility violations (${scheme})`, async ({
      connect,
      extensionPage,
    }) => {
      await connect();
      const page = await extensionPage(path);
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('full report has no serious accessibility violations', async ({
  connect,
  extensionPage,
  worker,
}) => {
  await connect();
  // The emulator's demo data has finished audits of https://www.example.com/; open the newest.
  const id = await worker.evaluate(async () => {
    const stored = await chrome.storage.local.get('connection');
    const base = (stored.connection as { baseUrl: string }).baseUrl;
    const res = await fetch(`${base}audits/audit/list.json?services_token=demo-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { status: ['ready'] } }),
    });
    const body = (await res.json()) as { results?: unknown; result?: unknown };
    const list = (body.results ?? body.result ?? body) as { id: string | number }[];
    return String(list[0].id);
  });
  const page = await extensionPage(`report.html?id=${id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('[data-score]:not([data-score=""])').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
