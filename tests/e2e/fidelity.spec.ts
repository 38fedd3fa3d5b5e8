import { requestLog } from './received';
import { test, expect } from './fixtures';
import { PopupPage } from './pages/popup';
import { SidePanel } from './pages/sidepanel';

/*
 * Right against the service as documented, not as our emulator once answered: runs
 * made outside Stormlens, campaign titles that only retrieve gives, and competitor changes in
 * both spellings. The emulator sends its less convenient forms by default (numeric strings,
 * errors in a 200, `position change` with a space; tests/emulator/README.md "Wire forms").
 */

const PAGE = 'https://www.example.com/pricing';

test('runs titled by someone else show in the popup’s history, as the latest score and on the badge', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
  worker,
  shot,
}) => {
  // Made in SEMSTORM's web app by a colleague: a title of its own, http, no www, a trailing slash.
  await emulator.control('audit-run', {
    title: 'Pricing review (Anna)',
    urls: ['http://example.com/pricing/', 'https://www.example.com/contact'],
    devices: ['mobile'],
    types: ['content'],
    daysAgo: 0.25,
  });
  await connect();
  await sitePage(PAGE);
  const popup = await PopupPage.open(extensionPage, PAGE);
  await popup.ready();

  const runs = popup.page.locator('ul.runs > li');
  const theirs = runs.filter({ hasText: 'Pricing review (Anna)' });
  await expect(theirs).toHaveCount(1);
  // Newest first, above the three demo runs Stormlens made; date, type and device are shown.
  await expect(runs.first()).toContainText('Pricing review (Anna)');
  await expect(runs).toHaveCount(4);
  await expect(theirs.locator('.run-scores')).toHaveCount(1);
  await expect(theirs.locator('.run-scores')).toContainText(/Content/i);
  await expect(theirs.locator('.run-date')).not.toHaveText('—');
  // The run's other page (/contact) is not this page's: one chip, mobile only.
  await expect(theirs.locator('.run-scores .chip-score')).toHaveCount(1);
  await expect(theirs.locator('.run-scores .chip-score')).toContainText(/^M\d+ Mobile/);

  // The latest score is that run's, and the tab's badge shows it.
  await expect(popup.latest).toContainText('Pricing review (Anna)');
  const badge = await worker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url: `${url}*` });
    for (let i = 0; i < 50; i++) {
      const text = await chrome.action.getBadgeText({ tabId: tab.id });
      if (text) return text;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return '';
  }, PAGE);
  expect(badge).toMatch(/^\d{1,3}$/);
  await theirs.scrollIntoViewIfNeeded();
  await shot(popup.page, 'fidelity-history-foreign-run');
});

test('the side panel names campaigns by retrieve: the list has no titles', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
  shot,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/',
  );
  await expect(panel.page.locator('.sp-campaign-title')).toHaveText('Example.com — running shoes');
  // What the extension asked: the list (whose items carry no title) and a retrieve of the
  // campaign, where the title is.
  const paths = (await requestLog(emulator)).map((r) => `${r.method} ${r.path}`);
  expect(paths).toContain('POST /api-v3/monitoring/monitoring-campaign/get-list.json');
  expect(paths).toContain('GET /api-v3/monitoring/monitoring-campaign/31401.json');
  await shot(panel.page, 'fidelity-campaign-title');
});

for (const changeKey of ['position change', 'position_change'] as const) {
  test(`competitor changes show numbers when the service spells it “${changeKey}”`, async ({
    connect,
    sitePage,
    extensionPage,
    emulator,
    shot,
  }) => {
    await emulator.control('settings', { changeKey });
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      'https://www.example.com/running-shoes/',
    );
    const { page } = panel;
    await panel.search('running shoes for men');
    await expect(panel.rows).toHaveCount(1);
    await page.locator('.vt-body').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Report' }).selectOption('competitors');
    const rows = page.locator('table.sp-details tbody tr');
    await expect(rows).toHaveCount(10);
    const changes = await rows.locator('td:nth-child(3)').allTextContents();
    // Every rival shows its change (▲n, ▼n or =), none the "no change to show" dash.
    expect(changes.filter((text) => text.trim() === '–')).toEqual([]);
    expect(changes.some((text) => /[▲▼]\s*\d/.test(text))).toBe(true);
    await shot(page, `fidelity-competitors-${changeKey.replace(' ', '-')}`);
  });
}
