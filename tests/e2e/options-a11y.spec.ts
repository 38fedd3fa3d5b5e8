import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';

/** axe on every options section (the shared a11y spec sees only the first), light and dark. */
async function serious(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

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
    for (const section of ['preferences', 'transfer', 'connection'] as const) {
      await options.go(section);
      expect(await serious(options.page), section).toEqual([]);
    }
  });
}
