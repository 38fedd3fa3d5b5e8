import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

const PAGE_URL = 'https://www.example.com/';
/** Audits take 2.5 s in the e2e emulator; the tracker polls every few seconds while a page is open. */
const SCORE_TIMEOUT = 45_000;

/** Serious or critical axe findings in both colour schemes (the scores view has the most colour). */
async function axeBothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const v of violations) {
      if (v.impact === 'serious' || v.impact === 'critical') {
        found.push(`${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

test.describe('popup', () => {
  test(
    'launches desktop + mobile for the tab, shows both scores, then refreshes, clones and deletes',
    { tag: '@real-pace' },
    async ({ connect, sitePage, extensionPage, context, shot }) => {
      test.setTimeout(150_000);
      await connect();
      await sitePage(PAGE_URL);
      const popup = await PopupPage.open(extensionPage, PAGE_URL);
      await popup.ready();
      await popup.shots(shot, 'opened');

      await popup.chooseTypes(['lighthouse']);
      await expect(popup.costTokens).toHaveText('2 tokens');
      await expect(popup.costMadeOf).toHaveText('(1 URL × 2 devices × 1 type)');
      await popup.launchButton.click();
      await expect(popup.launchAnswer).toContainText(
        /Launched 2 audits: they cost 2 tokens, 98 left/,
      );
      // Audit tokens as the launch reported them (100 − 2), not the envelope's API credits.
      await expect(popup.page.getByTestId('tokens-left')).toHaveText('98 tokens left');

      // Progress per child, live from storage, then both scores.
      await expect(popup.latest).toBeVisible();
      await popup.shots(shot, 'running');
      for (const device of ['desktop', 'mobile'] as const) {
        await expect(popup.cell('lighthouse', device)).toHaveAttribute('data-status', 'ready', {
          timeout: SCORE_TIMEOUT,
        });
        await expect(popup.cell('lighthouse', device).locator('[data-score]')).toHaveAttribute(
          'data-score',
          /^\d+$/,
        );
      }
      // Headline figures: categories, metrics with units, failing checks.
      await expect(popup.latest.getByRole('table', { name: 'Categories' })).toContainText(
        'Performance',
      );
      await expect(popup.latest.getByRole('table', { name: 'Metrics' })).toContainText(
        /\d+(\.\d)? s|\d+ ms/,
      );
      await popup.shots(shot, 'scores');
      expect(await axeBothSchemes(popup.page)).toEqual([]);

      // Closing and reopening the popup shows the same run at once, from storage.
      const parentId = await popup.latest.getAttribute('data-parent-id');
      await popup.page.close();
      const again = await PopupPage.open(extensionPage, PAGE_URL);
      await expect(again.latest).toHaveAttribute('data-parent-id', parentId ?? '');
      await expect(again.cell('lighthouse', 'desktop')).toHaveAttribute('data-status', 'ready');

      // The full report opens in a tab and shows the result data.
      const [report] = await Promise.all([
        context.waitForEvent('page'),
        again.latest.getByRole('button', { name: 'Full report' }).click(),
      ]);
      await expect(report).toHaveURL(new RegExp(`report\\.html\\?id=${parentId}$`));
      await expect(report.locator('section.child')).toHaveCount(2);
      await expect(report.getByRole('table', { name: /checks/ }).first()).toBeVisible();
      await report.setViewportSize({ width: 1100, height: 900 });
      await shot(report, 'popup-report-light');
      await report.emulateMedia({ colorScheme: 'dark' });
      await shot(report, 'popup-report-dark');
      await report.close();

      // Refresh: the dialog shows the cost, the service's answer is shown.
      await again.latest.getByRole('button', { name: 'Refresh', exact: true }).click();
      await expect(again.dialog).toContainText('Costs 2 tokens');
      await again.shots(shot, 'confirm-refresh');
      await again.dialog.getByRole('button', { name: /Refresh for 2 tokens/ }).click();
      await expect(again.actionAnswer).toContainText(/Refreshed \d+ audits?: .*cost 2 tokens/);
      for (const device of ['desktop', 'mobile'] as const) {
        await expect(again.cell('lighthouse', device)).toHaveAttribute('data-status', 'ready', {
          timeout: SCORE_TIMEOUT,
        });
      }
      await expect(again.latest).toHaveAttribute('data-running', 'false', {
        timeout: SCORE_TIMEOUT,
      });

      // Clone under a new title.
      await again.confirmAction('Clone', /Clone for 2 tokens/, 'Homepage copy');
      await expect(again.actionAnswer).toContainText(/Cloned as audit \d+: it cost 2 tokens/);

      // Delete: confirmed, irreversible, answered.
      const shown = await again.latest.getAttribute('data-parent-id');
      await again.latest.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(again.dialog).toContainText('This cannot be undone.');
      await again.dialog.getByRole('button', { name: 'Delete for good' }).click();
      await expect(again.actionAnswer).toContainText(`Audit ${shown} was deleted.`);
      await expect(again.page.locator(`section.latest[data-parent-id="${shown}"]`)).toHaveCount(0);
    },
  );

  test('says plainly that browser pages cannot be audited, and disables launching', async ({
    connect,
    extensionPage,
    shot,
  }) => {
    await connect();
    for (const url of ['chrome://extensions/', 'about:blank', 'file:///tmp/page.html']) {
      const popup = await PopupPage.open(extensionPage, url);
      await expect(popup.page.getByTestId('unauditable')).toContainText(
        'This page cannot be audited.',
      );
      await expect(popup.page.getByRole('button', { name: /^Launch/ })).toBeDisabled();
      if (url.startsWith('chrome:')) await popup.shots(shot, 'unauditable');
      await popup.page.close();
    }
  });

  test('without a token it sends the user to Options', async ({ extensionPage, context, shot }) => {
    const popup = await PopupPage.open(extensionPage, PAGE_URL);
    const cta = popup.page.getByTestId('no-token');
    await expect(cta).toContainText('Connect your SEMSTORM account');
    await popup.shots(shot, 'no-token');
    const [options] = await Promise.all([
      context.waitForEvent('page'),
      cta.getByRole('button', { name: 'Open Options' }).click(),
    ]);
    // Chromium shows options_ui embedded in chrome://extensions; either way it is our Options page.
    await expect(options).toHaveURL(/options\.html|chrome:\/\/extensions\/\?options=/);
  });

  test('an account without audit permission gets the Access message', async ({
    connect,
    extensionPage,
    shot,
  }) => {
    await connect('noaudit-token');
    const popup = await PopupPage.open(extensionPage, PAGE_URL);
    await popup.ready();
    await popup.chooseTypes(['lighthouse']);
    await popup.launchButton.click();
    await expect(popup.errorBanner('access')).toContainText('may not do this');
    await popup.shots(shot, 'access');
  });

  test('no tokens left: Limit says needed vs left, and the form keeps what was chosen', async ({
    connect,
    emulator,
    extensionPage,
    shot,
  }) => {
    await emulator.control('account', { token: 'demo-token', auditTokensLeft: 1 });
    await connect();
    const popup = await PopupPage.open(extensionPage, PAGE_URL);
    await popup.ready();
    // Nothing has reported audit tokens yet: the envelope's API credits (10 000 in the emulator)
    // are another counter and must not pass for them.
    await expect(popup.page.getByTestId('tokens-left')).toHaveCount(0);
    await expect(popup.cost).toContainText('tokens left unknown');
    await popup.chooseTypes(['lighthouse', 'pagespeed']);
    await popup.page.getByRole('textbox', { name: /Title/ }).fill('Pricing check');
    await popup.launchButton.click();
    await expect(popup.errorBanner('limit')).toContainText(/needs 4.*1 left/);
    await expect(popup.page.getByRole('textbox', { name: /Title/ })).toHaveValue('Pricing check');
    await expect(popup.costTokens).toHaveText('4 tokens');
    // The Limit error's details are the newest count: the header and the cost follow them.
    await expect(popup.page.getByTestId('tokens-left')).toHaveText('1 token left');
    await expect(popup.costLeft).toHaveText('1 left');
    await popup.shots(shot, 'limit');
  });

  test('throttling gets its own message and a retry', async ({
    connect,
    emulator,
    extensionPage,
  }) => {
    await connect();
    const popup = await PopupPage.open(extensionPage, PAGE_URL);
    await popup.ready();
    await popup.chooseTypes(['lighthouse']);
    await emulator.control('fault', { count: 10, kind: 'throttle', pathContains: 'audits/audit' });
    await popup.launchButton.click();
    // Scoped to the form: the same fault may also reach other calls of the popup.
    const banner = popup.page
      .locator('form.launch')
      .locator('.banner-error[data-kind="throttling"]');
    await expect(banner).toContainText('busy');
    await expect(banner.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test(
    'history compares two runs; recent audits sort, filter, page and open children',
    { tag: '@real-pace' },
    async ({ connect, extensionPage, shot }) => {
      await connect();
      const popup = await PopupPage.open(extensionPage, PAGE_URL);
      await popup.ready();
      const runs = popup.page.locator('ul.runs > li');
      await expect(runs.nth(1)).toBeVisible();
      await runs.nth(0).getByRole('checkbox').check();
      await runs.nth(1).getByRole('checkbox').check();
      await popup.page.getByRole('button', { name: 'Compare', exact: true }).click();
      const compare = popup.page.getByTestId('compare');
      await expect(compare.locator('table').first()).toContainText('Score');
      await expect(compare.locator('[data-verdict]').first()).toBeVisible();
      await compare.scrollIntoViewIfNeeded();
      await popup.shots(shot, 'history');

      await popup.page.getByRole('tab', { name: 'Recent audits' }).click();
      const rows = popup.page.locator('.audit-list > li');
      await expect(rows.first()).toBeVisible();
      await popup.page.getByRole('combobox', { name: 'Per page' }).selectOption('25');
      await popup.page.getByRole('combobox', { name: 'Sort by' }).selectOption('result_overall');
      await popup.page.getByRole('searchbox').fill('example.com');
      await popup.page.getByRole('button', { name: 'Search' }).click();
      await expect(rows.first()).toContainText('example.com');
      await rows
        .first()
        .getByRole('button', { name: /Show the audits of/ })
        .click();
      await expect(rows.first().locator('.children li').first()).toBeVisible();
      await popup.shots(shot, 'recent');
    },
  );
});

test('popup works from the keyboard: tabs with arrows, dialogs with Escape, visible focus', async ({
  connect,
  extensionPage,
}) => {
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  // The emulator's demo runs of this page fill the latest run.
  await expect(popup.latest).toBeVisible();
  const del = popup.latest.getByRole('button', { name: 'Delete', exact: true });
  await del.focus();
  await popup.page.keyboard.press('Enter');
  await expect(popup.dialog).toBeVisible();
  await expect(popup.dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await popup.page.keyboard.press('Escape');
  await expect(popup.dialog).toHaveCount(0);
  await expect(del).toBeFocused();
  const outline = await del.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');

  const pageTab = popup.page.getByRole('tab', { name: 'This page' });
  await pageTab.focus();
  await popup.page.keyboard.press('ArrowRight');
  await expect(popup.page.getByRole('tab', { name: 'Recent audits' })).toBeFocused();
  await expect(popup.page.getByTestId('recent')).toBeVisible();
});

test('popup launches with a profile: its type count sets the cost', async ({
  connect,
  extensionPage,
}) => {
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  // Enabled once profiles.list answers; an unforced check waits for that (a forced one could
  // click the still-disabled radio and fail with "did not change its state").
  await popup.page.getByRole('radio', { name: 'Profile' }).check();
  const select = popup.page.getByRole('combobox', { name: 'Profile' });
  await expect(select.locator('option').nth(1)).toBeAttached();
  const option = select.locator('option').nth(1);
  const label = (await option.textContent()) ?? '';
  const types = Number(/\((\d+) types?\)/.exec(label)?.[1]);
  expect(types).toBeGreaterThan(0);
  await select.selectOption({ index: 1 });
  await expect(popup.costTokens).toHaveText(`${2 * types} tokens`);
  await popup.launchButton.click();
  await expect(popup.launchAnswer).toContainText(`cost ${2 * types} tokens`);
});
