import { serious } from './axe';
import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { serviceCall } from './service';

type Listed = { id: number; title: string; group_id: number };

test(
  'a keyword moved elsewhere since the stored report: its story says so and reloads',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator, shot }) => {
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      'https://www.example.com/running-shoes/',
    );
    const { page } = panel;
    await expect(panel.count).toHaveText('30 of 30 keywords');
    // The move below must come after the panel read the keyword's group, or there is no change
    // for the story to tell.
    await panel.settled();
    const { keywords } = await serviceCall<{ keywords: Listed[] }>(
      emulator,
      'POST',
      'monitoring/monitoring-keyword/get-list',
      { campaign_id: await campaignOf(emulator), pager: { items_per_page: 100 } },
    );
    const moved = keywords.find((k) => k.title === 'hiking trainers')!;
    const target = keywords.find((k) => k.title === 'example shoes')!.group_id;
    // Another user of the account moves it (the panel's table does not know yet).
    const result = await serviceCall(
      emulator,
      'POST',
      'monitoring/monitoring-keyword/change-group',
      {
        group_id: target,
        id: [moved.id],
      },
    );
    expect(Object.values(result)).toEqual([true]);

    await panel.search('hiking trainers');
    await page.locator('.vt-body').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'hiking trainers', exact: true })).toBeFocused();
    const now = page.getByTestId('keyword-now');
    await expect(now).toContainText('Brand & store (Bing)');
    await expect(now).toContainText('Active');
    const reload = now.getByRole('button', { name: 'Changed since this report — reload it' });
    expect(await serious(page), 'story with the keyword read now').toEqual([]);
    await shot(page, 'sidepanel-keyword-now-light');
    await reload.focus();
    await page.keyboard.press('Enter');
    await expect(reload).toBeHidden();
    await expect(page.locator('.sp-story-meta')).toContainText('Brand & store (Bing)');
    await panel.setTheme('dark');
    await panel.setLanguage('pl');
    await expect(now).toContainText('Teraz w usłudze:');
    await shot(page, 'sidepanel-keyword-now-pl-dark');
  },
);

async function campaignOf(emulator: Parameters<typeof serviceCall>[0]): Promise<number> {
  const { campaigns } = await serviceCall<{ campaigns: { id: number; domain: string }[] }>(
    emulator,
    'POST',
    'monitoring/monitoring-campaign/get-list',
    { pager: { items_per_page: 100 } },
  );
  return campaigns.find((c) => c.domain === 'example.com')!.id;
}
