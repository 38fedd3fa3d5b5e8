import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serviceCall } from './service';

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
  emulator,
}) => {
  await connect();
  // The emulator's demo data has finished audits of https://www.example.com/; open the newest.
  // Asked by the test itself (from Node), so the parameters measurement does not take this
  // status filter for one the extension sent.
  const list = await serviceCall<{ id: string | number }[]>(
    emulator,
    'POST',
    'audits/audit/list.json',
    {
      filters: { status: ['ready'] },
    },
  );
  const id = String(list[0].id);
  const page = await extensionPage(`report.html?id=${id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('[data-score]:not([data-score=""])').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
