import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';

test.describe('side panel: positions for the tab', () => {
  test('a tab on www.example.com shows the example.com campaign, and switching tabs follows', async ({
    connect,
    sitePage,
    extensionPage,
    shot,
  }) => {
    await connect();
    const site = await sitePage('https://www.example.com/running-shoes/');
    const page = await extensionPage('sidepanel.html');
    const panel = new SidePanel(page);
    // The panel opened as a tab ignores itself and follows the most recent website tab.
    await expect(panel.host).toHaveText('example.com');
    await expect(page.locator('.sp-campaign-title')).toHaveText('Example.com — running shoes');
    await expect(panel.row('running shoes')).toBeVisible();
    await expect(panel.count).toHaveText('30 of 30 keywords');
    await page.setViewportSize({ width: 420, height: 900 });
    await shot(page, 'sidepanel-positions-light');
    await panel.setTheme('dark');
    await shot(page, 'sidepanel-positions-dark');
    await panel.setTheme('light');

    const shop = await sitePage('https://shop.example.com/');
    await shop.bringToFront();
    await expect(panel.host).toHaveText('shop.example.com');
    await expect(page.locator('.sp-campaign-title')).toHaveText('Shop — sports store');
    await expect(panel.row('buty do biegania')).toBeVisible();

    await site.bringToFront();
    await expect(panel.host).toHaveText('example.com');
  });
});
