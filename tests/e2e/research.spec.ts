import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ResearchPage } from './pages/research';
import { whole } from './whole';

const SHOP = 'https://www.example.com/trail/';
const SHOP_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Trail running shoes — Example Running Store</title></head>
<body><h1>Trail running shoes</h1><p>Grip on mud, rock and roots: <b id="pick">waterproof trail shoes</b> for every season.</p></body></html>`;

/**
 * The panel scrolls inside its main area; a full-page screenshot should show all of it, so let
 * the document grow for the shot (the panel's own layout is unchanged for the user).
 */
async function panelShot(
  shot: (page: Page, name: string) => Promise<void>,
  page: Page,
  name: string,
  scheme: 'light' | 'dark',
) {
  await page.emulateMedia({ colorScheme: scheme });
  const style = await page.addStyleTag({
    content:
      'html, body, #root, .sp { height: auto !important } .sp-main { overflow: visible !important }',
  });
  await shot(page, `${name}-${scheme}`);
  await style.evaluate((el) => (el as Element).remove());
}

/** axe on the Research view only (the panel around it is the side panel's own test). */
async function expectAccessible(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const results = await new AxeBuilder({ page })
      .include('.rs-view')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, scheme, targets: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.beforeEach(async ({ connect }) => {
  await connect();
});

test('research from text selected on a page (the context-menu path)', async ({
  sitePage,
  worker,
  extensionPage,
  shot,
}) => {
  const site = await sitePage(SHOP, SHOP_HTML);
  const selected = await site.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('pick')!);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  expect(selected).toBe('waterproof trail shoes');
  // The menu's click handler writes the selection, then opens the panel.
  await ResearchPage.requestFromMenu(worker, selected);

  // The panel opens on the Research tab by itself, prefilled with the selection.
  const panel = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(SHOP)}`);
  await panel.setViewportSize({ width: 420, height: 900 });
  await expect(panel.getByRole('tab', { name: 'Research' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const research = new ResearchPage(panel);
  await expect(research.keywords).toHaveValue('waterproof trail shoes');
  // Consumed once: a later opening of the panel starts empty.
  await expect
    .poll(() =>
      worker.evaluate(
        async () => (await chrome.storage.local.get('pendingResearch')).pendingResearch,
      ),
    )
    .toBeFalsy();

  // Defaults as the service: pl / pl, with an engine that serves them.
  await expect(research.country).toHaveValue('pl');
  await expect(research.language).toHaveValue('pl');
  await expect(research.type).toHaveValue('simple');

  // The page title's topic can be added as another base keyword.
  await research.page.getByRole('button', { name: 'Use page title' }).click();
  await expect(research.keywords).toHaveValue('waterproof trail shoes\ntrail running shoes');

  await research.run();
  await expect(research.resultsTitle).toHaveText(/\d+ phrases/);
  const phrases = await research.phrases();
  expect(phrases).toContain('waterproof trail shoes');
  expect(phrases).toContain('trail running shoes');
  await expect(research.page.locator('.rs-stats')).toContainText('Found anywhere');

  // Kept locally: the run is in the recent list, also after reopening the panel.
  const again = await ResearchPage.open(extensionPage, SHOP);
  await expect(again.keywords).toHaveValue('');
  await again.page.getByText('Recent research (1)').click();
  await again.page
    .getByRole('button', { name: /^waterproof trail shoes, trail running shoes/ })
    .click();
  await expect(again.resultsTitle).toHaveText(/\d+ phrases/);
  await expect(again.keywords).toHaveValue('waterproof trail shoes\ntrail running shoes');

  await panelShot(shot, research.page, 'research-selection', 'light');
  await panelShot(shot, research.page, 'research-selection', 'dark');
});

test('a custom report with modifiers, engine-limited markets, filters and CSV', async ({
  extensionPage,
  shot,
}) => {
  const research = await ResearchPage.open(extensionPage, SHOP);
  await research.keywords.fill('buty do biegania\nkurtka');
  await research.type.selectOption('custom');
  await research.run();
  // Custom needs modifiers: said at the field, nothing sent, nothing typed lost.
  await expect(
    research.page.getByText('The custom report needs at least one modifier.'),
  ).toBeVisible();
  await expect(research.modifiers).toBeFocused();
  await expect(research.keywords).toHaveValue('buty do biegania\nkurtka');
  await expect(research.results).toHaveCount(0);

  // Country and language follow every chosen engine: google.pl + bing.com share only pl.
  await research.chooseEngines(['google.pl', 'bing.com']);
  expect(await research.optionValues(research.country)).toEqual(['pl']);
  expect((await research.optionValues(research.language)).sort()).toEqual(['en', 'pl']);
  // google.pl + google.de share no country: the form says so and offers none.
  await research.chooseEngines(['google.pl', 'google.de']);
  await expect(research.country).toBeDisabled();
  await expect(research.page.getByText(/share no country/)).toBeVisible();
  await research.chooseEngines(['google.pl', 'bing.com']);
  await expect(research.country).toHaveValue('pl');

  // A location out of range is refused before sending.
  await research.page.getByText('Location (optional)').click();
  await research.page.getByLabel('Latitude').fill('95');
  await research.page.getByLabel('Longitude').fill('21,0122');
  await expect(research.page.getByText('The latitude must be between −90 and 90.')).toBeVisible();
  await research.page.getByLabel('Latitude').fill('52,2297');

  await research.modifiers.fill('tanie\ndamskie\nnike');
  await research.run();
  await expect(research.resultsTitle).toHaveText(/\d+ phrases/);
  const total = await research.rows.count();
  await expect(research.resultsTitle).toHaveText(`${total} phrases`);
  // Every keyword × modifier was searched; suggestions extending a search may come on top.
  const phrases = await research.phrases();
  for (const keyword of ['buty do biegania', 'kurtka']) {
    for (const modifier of ['tanie', 'damskie', 'nike']) {
      expect(phrases).toContain(`${keyword} ${modifier}`);
    }
  }
  await expect(research.row('kurtka tanie').locator('.rs-base')).toHaveText('kurtka');
  await expect(research.row('kurtka tanie').locator('.rs-modifier')).toHaveText('tanie');
  await expect(research.page.locator('.rs-summary')).toContainText(whole('52.2297|21.0122'));

  // Sorting and filtering, with counts.
  await research.page.getByLabel('Sort by').selectOption('modifier');
  expect((await research.phrases())[0]).toMatch(/damskie/);
  await research.page.getByRole('button', { name: /^Ascending/ }).click();
  expect((await research.phrases())[0]).toMatch(/tanie/);
  await research.page.getByRole('button', { name: /^Engines/ }).click();
  await expect(research.page.getByLabel('Sort by')).toHaveValue('engines');
  const kurtka = phrases.filter((p) => p.includes('kurtka')).length;
  await research.page.getByLabel('Filter phrases').fill('kurtka');
  await expect(research.rows).toHaveCount(kurtka);
  await expect(research.page.getByText(`${kurtka} of ${total} shown`)).toBeVisible();
  await research.page.getByLabel('Filter phrases').fill('');

  // CSV of what is shown.
  const download = research.page.waitForEvent('download');
  await research.page.getByRole('button', { name: `Export CSV (${total})` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^stormlens-research-buty_do_biegania_1-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFPhrase,Search phrase,Base keyword,Modifier,Engines,Engine count',
  );
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(total + 1);

  await expectAccessible(research.page);
  await panelShot(shot, research.page, 'research-custom', 'light');
  await panelShot(shot, research.page, 'research-custom', 'dark');
});

test('gathering failures are shown with a retry in a few minutes', async ({
  extensionPage,
  worker,
  shot,
}) => {
  const research = await ResearchPage.open(extensionPage, SHOP);
  await research.keywords.fill('flaky trail shoes');
  await research.run();
  await expect(research.warning).toContainText(/requests? failed while gathering/);
  await research.warning.getByRole('button', { name: 'Retry in 5 minutes' }).click();
  await expect(research.warning).toContainText('A retry is scheduled for');
  const alarms = await worker.evaluate(async () =>
    (await chrome.alarms.getAll()).map((a) => a.name),
  );
  expect(alarms.some((name) => name.startsWith('research-retry:'))).toBe(true);
  await panelShot(shot, research.page, 'research-failures', 'light');
  await panelShot(shot, research.page, 'research-failures', 'dark');
  await research.warning.getByRole('button', { name: 'Cancel the scheduled retry' }).click();
  await expect(research.warning.getByRole('button', { name: 'Retry in 5 minutes' })).toBeVisible();
});

test(
  'add three phrases to a monitoring group and see them in the positions list',
  { tag: '@real-pace' },
  async ({ extensionPage, shot }) => {
    const research = await ResearchPage.open(extensionPage, SHOP);
    await research.keywords.fill('trail running shoes');
    await research.type.selectOption('custom');
    await research.modifiers.fill('for kids\nwide fit\nsale uk');
    await research.run();
    await expect(research.resultsTitle).toHaveText(/\d+ phrases/);
    const wanted = [
      'trail running shoes for kids',
      'trail running shoes wide fit',
      'trail running shoes sale uk',
    ];
    for (const phrase of wanted) await research.select(phrase);

    await research.page.getByRole('button', { name: 'Add 3 to monitoring' }).click();
    const add = research.addPanel;
    await expect(add.getByLabel('Campaign')).toHaveValue(/\d+/);
    await expect(add.getByLabel('Campaign').locator('optgroup').first()).toHaveAttribute(
      'label',
      'This site (example.com)',
    );
    await expect(add.getByLabel('Group')).not.toBeDisabled();
    const group = add.getByLabel('Group');
    const label = await group
      .locator('option', { hasText: 'Running shoes (US)' })
      .first()
      .textContent();
    await group.selectOption({ label: label! });
    await add.getByRole('button', { name: 'Add 3 phrases' }).click();
    await expect(add.getByText('3 phrases added.')).toBeVisible();
    for (const phrase of wanted) {
      await expect(add.locator('.rs-ok', { hasText: phrase })).toContainText('added');
    }
    await expectAccessible(research.page);
    await panelShot(shot, research.page, 'research-monitoring', 'light');
    await panelShot(shot, research.page, 'research-monitoring', 'dark');
    await research.page.emulateMedia({ colorScheme: 'light' });
    // The Positions tab (already loaded before the add) lists them without a manual reload.
    await research.openTab('Positions');
    const search = research.page.getByLabel('Search keywords');
    for (const phrase of wanted) {
      await search.fill(phrase);
      await expect(
        research.page.getByRole('row', { name: new RegExp(`^Select “${phrase}”`) }),
      ).toBeVisible();
    }
  },
);
