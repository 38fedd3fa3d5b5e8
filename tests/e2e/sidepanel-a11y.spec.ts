import { serious } from './axe';
import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';

/**
 * axe on every side panel view with real content, light and dark (the shared a11y spec sees only
 * the positions table). Each view is checked once its data is on screen, not after a fixed wait.
 * The Research tab is checked by the research spec.
 */

for (const scheme of ['light', 'dark'] as const) {
  test(`every side panel view passes axe with its data on screen (${scheme})`, async ({
    connect,
    sitePage,
    extensionPage,
  }) => {
    await connect();
    const url = 'https://www.example.com/running-shoes/';
    await sitePage(url);
    const page = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(url)}`);
    await page.setViewportSize({ width: 420, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    const panel = new SidePanel(page);

    await expect(panel.count).toHaveText('30 of 30 keywords');
    // The active row is drawn on --surface-2: its coloured changes must still read.
    await panel.grid.focus();
    await page.keyboard.press('ArrowDown');
    expect(await serious(page), 'positions').toEqual([]);

    await page.keyboard.press('Enter');
    await expect(page.locator('table.sp-details tbody tr').first()).toBeVisible();
    expect(await serious(page), 'story').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel.grid).toBeVisible();

    await panel.open('Overview');
    await expect(page.locator('[data-stat="up"] .sp-stat-value')).toHaveText(/^\d+$/);
    expect(await serious(page), 'overview').toEqual([]);

    await panel.open('Manage');
    await expect(page.locator('.sp-group')).toHaveCount(4);
    expect(await serious(page), 'manage').toEqual([]);

    await panel.open('Sharing');
    await expect(page.locator('.sp-person').first()).toBeVisible();
    expect(await serious(page), 'sharing').toEqual([]);
  });
}
