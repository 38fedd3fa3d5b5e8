import { expect, test } from './fixtures';
import { serviceCall } from './service';

/*
 * "Open in side panel" on a results page (serp.openKeyword): a browser that refuses to open the
 * panel gets the panel page in a tab, `sidepanel.html?view=keyword&…`, which shows that campaign
 * whatever the tab and opens the keyword's story.
 */
test('a keyword asked for from a results page opens on its story', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  await connect();
  const { campaigns } = await serviceCall<{ campaigns: { id: number; domain: string }[] }>(
    emulator,
    'POST',
    'monitoring/monitoring-campaign/get-list',
    { pager: { items_per_page: 100 } },
  );
  const campaign = campaigns.find((c) => c.domain === 'example.com')!.id;
  const { keywords } = await serviceCall<{ keywords: { id: number; title: string }[] }>(
    emulator,
    'POST',
    'monitoring/monitoring-keyword/get-list',
    { campaign_id: campaign, pager: { items_per_page: 100 } },
  );
  const keyword = keywords.find((k) => k.title === 'hiking trainers')!.id;
  const page = await extensionPage(
    `sidepanel.html?view=keyword&campaign=${campaign}&keyword=${keyword}`,
  );
  await expect(page.getByRole('heading', { name: 'hiking trainers', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('tab', { name: /Positions/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
