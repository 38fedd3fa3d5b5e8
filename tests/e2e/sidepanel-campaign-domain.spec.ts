import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { lastSeq, received } from './received';
import { heldCampaign, heldCampaignOn } from './held';

/*
 * A campaign's domain from the side panel: one created to cover the site's subdomains too, and
 * one pointed at the address its site moved to.
 */

const SHOP = 31402; // the emulator's demo campaign of shop.example.com

test('campaign created with its subdomains: the create says so, and a subdomain tab finds it', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.org/',
  );
  const { page } = panel;
  await expect(
    page.getByRole('heading', { name: 'No campaign tracks example.org yet' }),
  ).toBeVisible();
  const since = await lastSeq(emulator);
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue('example.org');
  await page.getByLabel('Title', { exact: true }).fill('Example.org — every shop');
  const subdomains = page.getByRole('checkbox', { name: /Include subdomains/ });
  await expect(subdomains).not.toBeChecked();
  await subdomains.check();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.locator('.sp-campaign-title')).toHaveText('Example.org — every shop');

  const creates = await received(emulator, {
    method: 'POST',
    path: 'monitoring/monitoring-campaign',
    since,
  });
  // Made under the title with the click's mark (told from a colleague's by it), then renamed: the
  // update carries the title alone, so the domain and data stay as created.
  expect(creates.map((r) => r.body)).toEqual([
    {
      domain: 'example.org',
      title: expect.stringMatching(/^Example\.org — every shop \[[\da-z]{6}\]$/),
      type: 'seo',
      data: { include_subdomains: [1] },
    },
  ]);
  const renames = await received(emulator, {
    method: 'PUT',
    path: /\/monitoring-campaign\/\d+\.json$/,
    since,
  });
  expect(renames.map((r) => r.body)).toEqual([{ title: 'Example.org — every shop' }]);
  expect(await heldCampaignOn(emulator, 'example.org')).toMatchObject({
    domain: 'example.org',
    title: 'Example.org — every shop',
    status: 'active',
    data: { include_subdomains: [1] },
  });

  // A page on a subdomain of the site: the panel opens the same campaign, saying how it matched.
  const sub = await SidePanel.open(
    { connect: async () => undefined, sitePage, extensionPage },
    'https://shop.example.org/sale/',
  );
  await expect(sub.page.locator('.sp-campaign-title')).toHaveText('Example.org — every shop');
  await expect(sub.page.locator('.sp-campaign-line')).toContainText('via example.org');
});

test('campaign domain changed to where the site moved: only the domain is sent and changed', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://shop.example.com/',
  );
  const { page } = panel;
  await expect(page.locator('.sp-campaign-title')).toHaveText('Shop — sports store');
  await panel.open('Manage');
  const section = page.getByRole('region', { name: 'Campaign', exact: true });
  const domain = section.getByLabel('Domain', { exact: true });
  await expect(domain).toHaveValue('shop.example.com');
  const before = await heldCampaign(emulator, SHOP);
  const since = await lastSeq(emulator);

  await domain.fill('store.example.com');
  await section.getByRole('button', { name: 'Save' }).click();
  // The tab's address is no longer the campaign's: the panel says so.
  await expect(
    page.getByRole('heading', { name: 'No campaign tracks shop.example.com yet' }),
  ).toBeVisible();

  // The campaign was read before the update; the update carried the domain alone.
  const updates = await received(emulator, {
    method: 'PUT',
    path: `monitoring/monitoring-campaign/${SHOP}`,
    since,
  });
  expect(updates.map((r) => r.body)).toEqual([{ domain: 'store.example.com' }]);
  const reads = await received(emulator, {
    method: 'GET',
    path: `monitoring/monitoring-campaign/${SHOP}`,
    since,
  });
  expect(reads.filter((r) => r.seq < updates[0].seq).length).toBeGreaterThanOrEqual(1);
  // Read back: only the domain changed.
  expect(await heldCampaign(emulator, SHOP)).toEqual({
    ...before,
    domain: 'store.example.com',
    changed: expect.any(Number),
  });

  // On the new address the panel finds the campaign, with its title and groups.
  const moved = await SidePanel.open(
    { connect: async () => undefined, sitePage, extensionPage },
    'https://store.example.com/',
  );
  await expect(moved.page.locator('.sp-campaign-title')).toHaveText('Shop — sports store');
  await moved.open('Manage');
  await expect(
    moved.page.getByRole('region', { name: 'Campaign', exact: true }).getByLabel('Domain', {
      exact: true,
    }),
  ).toHaveValue('store.example.com');
  await expect(moved.page.locator('.sp-group')).toHaveCount(2);
});
