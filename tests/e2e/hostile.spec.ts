import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';
import { PopupPage } from './pages/popup';
import { ResearchPage } from './pages/research';
import { SidePanel } from './pages/sidepanel';

/*
 * Input from a file or the service is hostile: keys that name built-in members,
 * 2,000-character unbroken names, URLs that are not http(s). Each is seeded as it would arrive —
 * a file chosen in Options, names the service holds (the emulator's control API), a run made
 * elsewhere — and the pages are checked as a user sees them.
 */

const PAGE = 'https://www.example.com/running-shoes/';
/** One word of 2,000 characters: nothing to wrap at. */
const LONG = `Unbroken${'x'.repeat(1992)}`;
const LONG_URL = `https://www.example.com/${'y'.repeat(1976)}`;

/**
 * Neither the document nor any scroll container is wider than its box. On failure the message
 * names the widest elements that stick out, which is where a fix goes.
 */
async function expectWithinWidth(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const doc = document.documentElement;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const all = [...document.querySelectorAll<HTMLElement>('body *')];
    const scrollers = all
      .filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowX))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${name(el)}: ${el.scrollWidth} > ${el.clientWidth}`);
    const sticksOut = (el: Element) =>
      el.scrollWidth > doc.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible';
    const wide = all
      .filter((el) => sticksOut(el) && ![...el.children].some(sticksOut))
      .slice(0, 8)
      .map((el) => `${name(el)} in ${el.parentElement ? name(el.parentElement) : '-'}`);
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, scrollers, wide };
  });
  expect
    .soft(widths.scrollWidth, `${where}: document width (too wide: ${widths.wide.join(', ')})`)
    .toBeLessThanOrEqual(widths.clientWidth);
  expect.soft(widths.scrollers, `${where}: scroll containers`).toEqual([]);
}

/** The long name is on the page, cut or wrapped, with the whole of it on hover. */
async function expectFullOnHover(page: Page, where: string) {
  const titled = page.locator(`[title*="${LONG}"]`);
  expect
    .soft(await titled.count(), `${where}: an element titled with the full name`)
    .toBeGreaterThan(0);
}

test('a settings file with constructor, toString and __proto__ keys: what was refused is shown, nothing else changes', async ({
  connect,
  extensionPage,
  worker,
  emulator,
  shot,
}) => {
  await connect();
  // Preferences of the user's own, so "nothing else changes" has something to keep.
  const options = await OptionsPage.open(extensionPage, 'preferences');
  await options.section('preferences').getByLabel('Days of rankings to show').fill('90');
  await options.section('preferences').getByLabel('One point per').selectOption('weekly');
  const read = () =>
    worker.evaluate(
      async () =>
        (await chrome.storage.local.get('preferences')).preferences as Record<string, unknown>,
    );
  await expect.poll(async () => (await read())?.gap).toBe('weekly');
  const before = await read();
  await options.go('transfer');
  // Written as text so that `__proto__` stays an own key, as JSON.parse makes it.
  const file = `{
    "format": "stormlens-settings", "version": 1, "constructor": { "prototype": { "polluted": 1 } },
    "preferences": { "theme": "dark", "constructor": "x", "toString": "x", "__proto__": { "polluted": 1 } },
    "profiles": [
      { "title": "Imported checks", "settings": { "lighthouse": { "locale": "de", "toString": "x" },
        "__proto__": { "polluted": 1 } } }
    ]
  }`;
  await options
    .section('transfer')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'settings.json',
      mimeType: 'application/json',
      buffer: Buffer.from(file),
    });
  const preview = options.page.getByTestId('import-preview');
  await expect(preview).toBeVisible();
  for (const path of [
    'constructor',
    'preferences.constructor',
    'preferences.toString',
    'preferences.__proto__',
    'profiles[0].settings.lighthouse.toString',
    'profiles[0].settings.__proto__',
  ]) {
    await expect(preview.getByText(`“${path}” is a reserved name`)).toBeVisible();
  }
  await expect(preview).toContainText('Preferences: theme');
  await shot(options.page, 'import-reserved-keys');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(options.page.getByText(/Imported preferences \(1\) and 1 profile/)).toBeVisible();

  // Only the theme changed; the profile arrived without the refused key; no prototype moved.
  expect(await read()).toEqual({ ...before, theme: 'dark' });
  expect(
    await options.page.evaluate(() => (({}) as { polluted?: unknown }).polluted),
  ).toBeUndefined();
  const state = (await (await fetch(`${emulator.url}/__emulator/state`)).json()) as {
    audits: { profiles: { title: string; settings: unknown }[] };
  };
  const imported = state.audits.profiles.filter((p) => p.title === 'Imported checks');
  expect(imported.map((p) => p.settings)).toEqual([{ lighthouse: { locale: 'de' } }]);
});

test('2,000-character names from the service keep every page within its width, the full name on hover', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
  shot,
}) => {
  for (const kind of ['profile', 'campaign', 'group', 'keyword']) {
    await emulator.control('rename', { kind, title: LONG });
  }
  await emulator.control('audit-run', {
    title: LONG,
    urls: [PAGE, LONG_URL],
    types: ['lighthouse'],
    daysAgo: 0.1,
  });
  const long = (await emulator.control('audit-run', {
    title: LONG,
    urls: [LONG_URL],
    daysAgo: 0.2,
  })) as {
    parentId: number;
  };
  await connect();
  await sitePage(PAGE);

  const popup = await PopupPage.open(extensionPage, PAGE);
  await popup.ready();
  await expect(
    popup.page
      .locator('ul.runs > li')
      .filter({ hasText: LONG.slice(0, 40) })
      .first(),
  ).toBeVisible();
  await expectWithinWidth(popup.page, 'popup');
  await expectFullOnHover(popup.page, 'popup');
  await shot(popup.page, 'long-names-popup');

  const options = await OptionsPage.open(extensionPage, 'profiles');
  await expect(options.page.locator('.profile-item').first()).toContainText(LONG.slice(0, 40));
  await expectWithinWidth(options.page, 'options profile list');
  await expectFullOnHover(options.page, 'options profile list');
  await shot(options.page, 'long-names-options');

  const panelPage = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(PAGE)}`);
  await panelPage.setViewportSize({ width: 420, height: 900 });
  const panel = new SidePanel(panelPage);
  await expect(panel.rows.first()).toContainText(LONG.slice(0, 20));
  await expectWithinWidth(panel.page, 'side panel positions');
  await expectFullOnHover(panel.page, 'side panel positions');
  await shot(panel.page, 'long-names-sidepanel');

  // Details of a selection: the long keyword heads a column, clamped, inside the panel.
  const boxes = panel.rows.getByRole('checkbox');
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  await panel.page.getByRole('button', { name: 'Compare details' }).click();
  await expect(panel.page.locator('table.sp-overlap tbody tr').first()).toBeVisible();
  await expectWithinWidth(panel.page, 'side panel selection details');
  await expectFullOnHover(panel.page, 'side panel selection details');
  await shot(panel.page, 'long-names-selection-details');

  const research = await ResearchPage.open(extensionPage, PAGE);
  // Engines suggest what they like: one suggestion is the long name (the research form itself
  // takes phrases of up to 255 characters).
  await emulator.control('settings', { extraSuggestion: LONG });
  await research.keywords.fill('trail shoes');
  await research.run();
  await expect(research.rows.filter({ hasText: LONG.slice(0, 40) })).toHaveCount(1);
  await expectWithinWidth(research.page, 'research table');
  await expectFullOnHover(research.page, 'research table');
  // The panel scrolls inside its main area: let it grow for the full-page shot.
  await research.page.addStyleTag({
    content:
      'html, body, #root, .sp { height: auto !important } .sp-main { overflow: visible !important }',
  });
  await shot(research.page, 'long-names-research');

  const report = await extensionPage(`report.html?id=${long.parentId}`);
  await expect(report.locator('.report-url')).toHaveText(LONG_URL);
  await expectWithinWidth(report, 'report page');
  await shot(report, 'long-names-report');
});

test('a javascript: URL from the service is shown as text, never as a link', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  const run = (await emulator.control('audit-run', {
    title: 'Odd address',
    urls: ['javascript:alert(document.domain)'],
    daysAgo: 0.1,
  })) as { parentId: number };
  await connect();
  const report = await extensionPage(`report.html?id=${run.parentId}`);
  await expect(report.getByText('javascript:alert(document.domain)').first()).toBeVisible();
  expect(await report.locator('a[href^="javascript:" i]').count()).toBe(0);
});

test('a 2,000-character category and check name keeps the full report within its width, light and dark', async ({
  connect,
  extensionPage,
  emulator,
  shot,
}) => {
  await emulator.control('settings', { extraResultName: LONG });
  const run = (await emulator.control('audit-run', {
    title: 'Long result names',
    urls: [PAGE],
    types: ['lighthouse', 'content'],
    daysAgo: 0.1,
  })) as { parentId: number };
  await connect();
  const report = await extensionPage(`report.html?id=${run.parentId}`);
  const category = report.getByRole('img', { name: new RegExp(`^${LONG}: `) });
  await expect(category.first()).toBeVisible();
  await expect(
    report.locator('table.checks th[scope="row"]', { hasText: LONG }).first(),
  ).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await report.emulateMedia({ colorScheme });
    await expectWithinWidth(report, `report (${colorScheme})`);
    await expectFullOnHover(report, `report (${colorScheme})`);
    await shot(report, `long-result-names-report-${colorScheme}`);
  }
});
