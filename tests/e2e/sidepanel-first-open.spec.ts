import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { requestLog } from './received';

/*
 * A site's first open, with nothing stored: the campaign is known by its domain from the list,
 * its title only from a retrieve, its groups from a list read behind the rank data. At the real
 * pace the groups arrive seconds after the first rows; here they are held back longer still, so
 * what the panel shows meanwhile is what a user sees for those seconds. Then they arrive, and the
 * panel stops updating.
 */
const GROUPS_LIST = '/api-v3/monitoring/monitoring-group/get-list';
/**
 * Past the first rows and the title at either pace (both are read before the groups are asked
 * for), and short of the client's 20 s timeout (lib/api/http.ts), so the groups do arrive.
 */
const HELD_MS = 15_000;

test(
  'a first open shows the position columns with the first rows and the title once read, before the groups arrive',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator }) => {
    await emulator.control('fault', { kind: 'delay', delayMs: HELD_MS, pathContains: GROUPS_LIST });
    await connect();
    const url = 'https://www.example.com/running-shoes/';
    await sitePage(url);
    const page = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(url)}`);
    const panel = new SidePanel(page);

    await expect(panel.row('running shoes')).toBeVisible();
    await expect(panel.grid.getByRole('columnheader', { name: /Desk/ })).toBeVisible();
    await expect(panel.grid.getByRole('columnheader', { name: /Mob/ })).toBeVisible();
    // The title from retrieve replaces the domain in place, without a reopen.
    await expect(page.locator('.sp-campaign-title')).toHaveText('Example.com — running shoes');
    // All of it while the groups' answer is still held: the log holds a request once answered.
    const answered = (await requestLog(emulator)).map((r) => r.path);
    expect(answered.filter((path) => path.includes(GROUPS_LIST))).toEqual([]);

    // The groups arrive once held: the panel has all it asked for and says so, updating no more.
    const age = page.getByTestId('report-age');
    await expect(age).toHaveText(/^As of \d{1,2}:\d{2}( [AP]M)?$/, { timeout: HELD_MS + 30_000 });
    await expect
      .poll(async () => (await requestLog(emulator)).some((r) => r.path.includes(GROUPS_LIST)))
      .toBe(true);
  },
);

test('a groups read that times out ends the update: the panel says so, stops saying Updating…, and tries again when asked', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  // Held past the client's 20 s timeout (lib/api/http.ts), once: the retry is answered at once.
  await emulator.control('fault', { kind: 'delay', delayMs: 30_000, pathContains: GROUPS_LIST });
  await connect();
  const url = 'https://www.example.com/running-shoes/';
  await sitePage(url);
  const page = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(url)}`);
  const panel = new SidePanel(page);

  await expect(panel.row('running shoes')).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: 'The service did not answer in time' });
  await expect(failed).toBeVisible({ timeout: 40_000 });
  // The rows stay, with the time they are from; nothing is being read for them any more.
  await expect(panel.row('running shoes')).toBeVisible();
  await expect(page.getByTestId('report-age')).toHaveText(/^As of \d{1,2}:\d{2}( [AP]M)?$/);

  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeHidden();
  await panel.settled();
});
