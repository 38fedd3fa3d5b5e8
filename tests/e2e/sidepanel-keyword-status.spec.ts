import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { lastSeq, received } from './received';
import { heldKeywords } from './held';
import { doneLine } from './pages/bulk';

/* Keywords acted on from the positions table, and the keyword list narrowed on the service. */

const CAMPAIGN = 31401; // the emulator's demo campaign of example.com

test(
  'keywords from the table: start a stopped one, stop two, delete them after confirming',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator }) => {
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      'https://www.example.com/',
    );
    const { page } = panel;
    await expect(panel.count).toHaveText('30 of 30 keywords');
    const before = await heldKeywords(emulator, CAMPAIGN);
    const id = (title: string) => before.get(title)!.id;
    const bar = page.getByRole('region', { name: 'Selected keywords' });
    const results = page.getByTestId('bulk-results');
    const title = (keyword: string) => panel.row(keyword).locator('.sp-kw-title');
    const sent = async (action: string, since: number) =>
      (await received(emulator, { path: `monitoring/monitoring-keyword/${action}`, since })).map(
        (r) => [r.method, r.body],
      );

    // Start the stopped one.
    await panel.search('waterproof running shoes');
    await expect(title('waterproof running shoes')).toHaveText(/^Stopped/);
    let since = await lastSeq(emulator);
    await panel.row('waterproof running shoes').getByRole('checkbox').check();
    await expect(bar.locator('strong').first()).toHaveText('1 keyword selected');
    await bar.getByRole('button', { name: 'Start' }).click();
    await expect(results).toContainText('Start 1 keyword');
    await expect(doneLine(results)).toHaveText('1 done, 0 failed.');
    await expect(title('waterproof running shoes')).toHaveText('waterproof running shoes');
    expect(await sent('start', since)).toEqual([
      ['POST', { id: [id('waterproof running shoes')] }],
    ]);

    // Stop two, ticked one after the other.
    await panel.search('trail running');
    since = await lastSeq(emulator);
    await panel.row('trail running gear').getByRole('checkbox').check();
    await panel.row('trail running vest').getByRole('checkbox').check();
    await expect(bar.locator('strong').first()).toHaveText('2 keywords selected');
    await bar.getByRole('button', { name: 'Stop' }).click();
    await expect(results).toContainText('Stop 2 keywords');
    await expect(doneLine(results)).toHaveText('2 done, 0 failed.');
    await expect(title('trail running gear')).toHaveText(/^Stopped/);
    await expect(title('trail running vest')).toHaveText(/^Stopped/);
    const pair = [id('trail running gear'), id('trail running vest')];
    expect(await sent('stop', since)).toEqual([['POST', { id: pair }]]);

    // Delete them: asked first; cancelling sends nothing.
    since = await lastSeq(emulator);
    await panel.row('trail running gear').getByRole('checkbox').check();
    await panel.row('trail running vest').getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete 2 keywords' });
    await expect(confirm).toContainText('They can be restored from Manage → Deleted keywords.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await sent('delete', since)).toEqual([]);
    await bar.getByRole('button', { name: 'Delete' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete 2 keywords' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(results).toContainText('Delete 2 keywords');
    await expect(doneLine(results)).toHaveText('2 done, 0 failed.');
    await expect(panel.row('trail running gear')).toHaveCount(0);
    await expect(panel.row('trail running vest')).toHaveCount(0);
    expect(await sent('delete', since)).toEqual([['POST', { id: pair }]]);
    await panel.search('');
    await expect(panel.count).toHaveText('28 of 28 keywords');

    // Only the statuses moved: each keyword keeps its phrase and group; nothing else changed.
    const after = await heldKeywords(emulator, CAMPAIGN);
    for (const [phrase, was] of before) {
      const now = after.get(phrase)!;
      expect({ title: now.title, group: now.groupId }).toEqual({
        title: was.title,
        group: was.groupId,
      });
      const moved: Record<string, string> = {
        'waterproof running shoes': 'active',
        'trail running gear': 'delete',
        'trail running vest': 'delete',
      };
      expect([phrase, now.status]).toEqual([phrase, moved[phrase] ?? was.status]);
    }
  },
);

test('the keyword list narrowed by group name on the service, then cleared', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/',
  );
  const { page } = panel;
  await expect(panel.count).toHaveText('30 of 30 keywords');
  const since = await lastSeq(emulator);
  await page.getByText('Filter keywords on the service').click();
  await page.getByLabel('Group name contains').fill('outdoor');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // The "Trail & outdoor (UK)" group's ten keywords, its stopped one included.
  await expect(panel.count).toHaveText('10 of 10 keywords');
  await expect(panel.row('hiking trainers')).toHaveCount(1);
  await expect(panel.row('running jacket')).toHaveCount(1);
  await expect(panel.row('running shoes')).toHaveCount(0);
  await expect(page.locator('.sp-service-filters summary')).toContainText('group “outdoor”');

  const lists = await received(emulator, {
    path: 'monitoring/monitoring-keyword/get-list',
    since,
  });
  const filtered = lists.filter((r) => JSON.stringify(r.body).includes('group_name'));
  expect(filtered.length).toBeGreaterThanOrEqual(1);
  expect(filtered[0].body).toMatchObject({
    campaign_id: CAMPAIGN,
    filters: { group_name: 'outdoor', status: ['active', 'stop'] },
  });

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(panel.count).toHaveText('30 of 30 keywords');
});
