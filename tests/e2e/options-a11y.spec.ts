import { serious } from './axe';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';

/** axe on every options section (the shared a11y spec sees only the first), light and dark. */

for (const scheme of ['light', 'dark'] as const) {
  test(`every options section, with a profile open, passes axe (${scheme})`, async ({
    connect,
    extensionPage,
  }) => {
    await connect();
    const options = await OptionsPage.open(extensionPage, 'profiles');
    await options.page.emulateMedia({ colorScheme: scheme });
    await options.listItem('Full desktop suite').click();
    await expect(options.typeCard('webpagetest')).toBeVisible();
    // A pending removal and a field error, so their banners are checked too.
    await options
      .typeCard('sitespeedio')
      .getByRole('button', { name: /Remove/ })
      .click();
    await options.setting('webpagetest', 'runs').getByRole('textbox').fill('x');
    expect(await serious(options.page)).toEqual([]);
    // Connecting logged its calls; one caught error too, so both kinds of row are checked.
    await options.page.evaluate(async () => {
      const stored = (await chrome.storage.local.get('diagnosticsLog')).diagnosticsLog;
      const diagnosticsLog = Array.isArray(stored) ? stored : [];
      const caught = { kind: 'caught', where: 'options: a check', message: 'A caught error' };
      await chrome.storage.local.set({
        diagnosticsLog: [...diagnosticsLog, { ...caught, at: Date.now(), error: 'TypeError' }],
      });
    });
    for (const section of ['preferences', 'transfer', 'diagnostics', 'connection'] as const) {
      await options.go(section);
      expect(await serious(options.page), section).toEqual([]);
    }
  });
}
