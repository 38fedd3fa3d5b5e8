import { serious } from './axe';
import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { serviceCall } from './service';

/*
 * Ads campaigns (../shared/spec/monitoring.md §2): created with their `data` (domains,
 * trademarks, the map title), edited as the service allows (the map title only), and read back
 * from the emulator's own state — retrieve does not send `data`, so the service's state is the
 * only proof of what it holds.
 */

type Data = { company_map_title?: string; domains?: string[]; trademarks?: string[] };
type Stored = { id: number; title: string; domain: string; type: string; data: Data };

async function storedCampaigns(emulator: { url: string }): Promise<Stored[]> {
  const res = await fetch(`${emulator.url}/__emulator/state`);
  const state = (await res.json()) as { monitoring: { campaigns: Record<string, Stored> } };
  return Object.values(state.monitoring.campaigns);
}

test('an ads campaign with its domains and trademarks: created, its map title edited', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
  shot,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.org/',
  );
  const { page } = panel;
  await expect(
    page.getByRole('heading', { name: 'No campaign tracks example.org yet' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Ads' }).check();
  const domains = page.getByLabel('Ad domains, one per line (optional)');
  const create = page.getByRole('button', { name: 'Create campaign' });
  // A line that is no domain: named, nothing sent, nothing lost.
  await domains.fill('shop.example.org\nmy shop');
  await expect(page.getByText('Not a domain: my shop.')).toBeVisible();
  await expect(domains).toHaveAttribute('aria-invalid', 'true');
  await expect(create).toBeDisabled();
  await domains.fill('shop.example.org\nhttps://offers.example.org/sale');
  await page.getByLabel('Trademarks, one per line (optional)').fill('Example\nExample Store');
  await page.getByLabel('Company name on maps (optional)').fill('Example Store');
  await page.getByLabel('Title').fill('Example.org ads');
  expect(await serious(page), 'ads create form').toEqual([]);
  await shot(page, 'sidepanel-ads-create-light');
  await panel.setTheme('dark');
  await shot(page, 'sidepanel-ads-create-dark');
  await panel.setTheme('light');

  await create.click();
  await expect(page.locator('.sp-campaign-title')).toHaveText('Example.org ads');
  const made = (await storedCampaigns(emulator)).find((c) => c.title === 'Example.org ads');
  expect(made).toMatchObject({
    domain: 'example.org',
    type: 'ads',
    data: {
      company_map_title: 'Example Store',
      domains: ['shop.example.org', 'offers.example.org'],
      trademarks: ['Example', 'Example Store'],
    },
  });

  // Manage: the type and the lists as created (read-only), the map title editable alone.
  await panel.open('Manage');
  const type = page.getByTestId('campaign-type');
  await expect(type).toContainText('Type: Ads');
  await expect(type).toContainText('shop.example.org, offers.example.org');
  await expect(type).toContainText('Example, Example Store');
  const mapTitle = page.getByLabel('Company name on maps (optional)');
  await expect(mapTitle).toHaveValue('Example Store');
  await mapTitle.fill('Example Outlet');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const after = (await storedCampaigns(emulator)).find((c) => c.id === made!.id);
  // Only the map title changed; the title, domain and ads lists are as they were.
  expect(after).toMatchObject({
    title: 'Example.org ads',
    domain: 'example.org',
    data: { ...made!.data, company_map_title: 'Example Outlet' },
  });
  const read = await serviceCall<{ title: string }>(
    emulator,
    'GET',
    `monitoring/monitoring-campaign/${made!.id}.json`,
  );
  expect(read.title).toBe('Example.org ads');
  await expect(mapTitle).toHaveValue('Example Outlet');
  expect(await serious(page), 'ads campaign in Manage').toEqual([]);
  await page.getByRole('heading', { name: 'Campaign', exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'sidepanel-ads-manage-light');
  await panel.setTheme('dark');
  await shot(page, 'sidepanel-ads-manage-dark');
});

test('an ads campaign beside a site’s seo one, from the campaign browser, by keyboard, in Polish', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/trail-shoes/',
  );
  const { page } = panel;
  await panel.setLanguage('pl');
  await panel.open('Kampanie');
  const summary = page.getByText('Nowa kampania…');
  await summary.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Nowa kampania' });
  await expect(form.getByLabel('Domena', { exact: true })).toHaveValue('example.com');
  await form.getByRole('radio', { name: 'Reklamy' }).focus();
  await page.keyboard.press('Space');
  await form.getByLabel('Znaki towarowe, po jednym w wierszu (opcjonalnie)').fill('Example');
  await form.getByLabel('Nazwa', { exact: true }).fill('Example.com — reklamy');
  await form.getByRole('button', { name: 'Utwórz kampanię' }).focus();
  await page.keyboard.press('Enter');
  // The new campaign opens in Manage, where its first groups go.
  await expect(panel.tab('Zarządzanie')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('campaign-type')).toContainText('Typ: Reklamy');
  const made = (await storedCampaigns(emulator)).find((c) => c.title === 'Example.com — reklamy');
  expect(made).toMatchObject({
    domain: 'example.com',
    type: 'ads',
    data: { trademarks: ['Example'] },
  });
});
