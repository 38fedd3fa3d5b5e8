import { serious } from './axe';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';
import { PopupPage } from './pages/popup';

const PAGE_URL = 'https://www.example.com/';
const TOKEN = 'demo-token';

test('Options → Diagnostics shows the calls of the last popup audit; nothing stored or copied holds the token', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  test.setTimeout(90_000);
  await connect(TOKEN);
  await sitePage(PAGE_URL);
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await popup.chooseTypes(['lighthouse']);
  await popup.launchButton.click();
  await expect(popup.launchAnswer).toContainText(/Launched 2 audits/);
  // Failing calls too (the tracker's polls, throttled): their error kind is logged.
  await emulator.control('fault', { kind: 'throttle', count: 3, pathContains: 'audits/audit' });

  const options = await OptionsPage.open(extensionPage, 'diagnostics');
  const section = options.section('diagnostics');
  const rows = section.locator('tbody tr');
  // The launch: one create of the parent audit, answered 200.
  const create = rows.filter({ hasText: 'POST audits/audit.json' });
  await expect(create).toHaveCount(1);
  // Its outcome cell: the status alone.
  await expect(create.getByRole('cell').nth(3)).toHaveText('200');
  await expect(rows.filter({ hasText: 'audits/audit/settings.json' }).first()).toBeVisible();
  // The tracker's status reads of the launched audits.
  const status = rows.filter({ hasText: /GET audits\/audit\/\d+\.json/ });
  await expect(status.first()).toBeVisible({ timeout: 20_000 });
  await expect(rows.filter({ hasText: 'throttling' }).first()).toBeVisible({ timeout: 20_000 });

  // Copy as text (the clipboard is stubbed: headless pages cannot read the real one).
  await options.page.evaluate(() => {
    const w = window as unknown as { copied: string };
    navigator.clipboard.writeText = async (text: string) => {
      w.copied = text;
    };
  });
  await section.getByRole('button', { name: 'Copy as text' }).focus();
  await options.page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toContainText('Copied');
  const copied = await options.page.evaluate(
    () => (window as unknown as { copied: string }).copied,
  );
  expect(copied).toContain('call  POST audits/audit.json  200');
  expect(copied).toMatch(/call {2}GET audits\/audit\/\d+\.json/);
  expect(copied).not.toContain(TOKEN);

  // Every storage area: the token is in its own key only.
  const areas = await options.page.evaluate(async () => ({
    local: await chrome.storage.local.get(null),
    session: await chrome.storage.session.get(null),
    sync: await chrome.storage.sync.get(null),
  }));
  for (const [area, items] of Object.entries(areas)) {
    for (const [key, value] of Object.entries(items)) {
      if (area === 'local' && key === 'stormlensApiToken') continue; // the token's own place
      expect(JSON.stringify(value), `${area}.${key}`).not.toContain(TOKEN);
    }
  }
  expect(JSON.stringify(areas.local.diagnosticsLog)).toContain('audits/audit.json');

  // axe on the filled section (calls, failed calls, the copy status) in both themes, and
  // screenshots for a person to look at, in test-results (not tracked).
  await options.fitViewport();
  await section.scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await options.page.emulateMedia({ colorScheme: scheme });
    expect(await serious(options.page), scheme).toEqual([]);
    await options.page.screenshot({ path: test.info().outputPath(`diagnostics-${scheme}.png`) });
  }
});
