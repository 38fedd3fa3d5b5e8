import { serious } from './axe';
import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';

test(
  'every campaign, own and shared, from an unrelated tab: filter, open by keyboard, go back',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, shot }) => {
    // A site no campaign tracks: the browser is still one tab away.
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      'https://unrelated.example.org/',
    );
    const { page } = panel;
    await panel.open('Campaigns');
    const browser = page.getByTestId('campaign-browser');
    const cards = browser.getByRole('article');
    await expect(browser.getByRole('status')).toHaveText('4 campaigns');
    const own = cards.filter({ hasText: 'Example.com — running shoes' });
    await expect(own).toContainText('example.com');
    await expect(own.locator('dd').first()).toHaveText(/^\d+$/);
    const shared = cards.filter({ hasText: 'UK store (shared by a teammate)' });
    await expect(shared).toContainText(/Manager|Read-only/);
    expect(await serious(page), 'campaign browser').toEqual([]);
    await shot(page, 'sidepanel-browser-light');

    // The service's title filter, as typed.
    await browser.getByRole('searchbox', { name: 'Title contains' }).fill('running');
    await expect(browser.getByRole('status')).toHaveText('2 campaigns');
    await expect(cards).toHaveCount(2);
    // Status: only paused ones.
    await browser.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Stopped' });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Running blog (paused)');
    await browser.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Any status' });
    await expect(cards).toHaveCount(2);

    // Open by keyboard: its positions show although the tab is on another site.
    const open = browser.getByRole('button', { name: 'Open Example.com — running shoes' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(panel.tab('Positions')).toHaveAttribute('aria-selected', 'true');
    await expect(panel.host).toHaveText('example.com');
    await expect(panel.count).toHaveText('30 of 30 keywords');
    const back = page.getByRole('button', { name: "Back to this site's campaign" });
    await expect(back).toBeVisible();
    await panel.setTheme('dark');
    await shot(page, 'sidepanel-browser-opened-dark');

    // Back to the tab's own site: no campaign there, so the offer to create one.
    await back.click();
    await expect(panel.host).toHaveText('unrelated.example.org');
    await panel.setLanguage('pl');
    await panel.open('Kampanie');
    await expect(page.getByTestId('campaign-browser').getByRole('status')).toHaveText(
      /^\d+ kampanie$/,
    );
    expect(await serious(page), 'campaign browser, dark, Polish').toEqual([]);
    await shot(page, 'sidepanel-browser-pl-dark');
  },
);
