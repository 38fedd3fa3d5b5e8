import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { lastSeq, received } from './received';
import { heldCampaign } from './held';
import { doneLine } from './pages/bulk';

/* A campaign's life from the side panel's Manage tab: stop, start, delete and restore it. */

const CAMPAIGN = 31401; // the emulator's demo campaign of example.com
const TITLE = 'Example.com — running shoes';

test(
  'campaign status: stop, start, delete and restore, each sent once for the campaign alone',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator }) => {
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      'https://www.example.com/',
    );
    const { page } = panel;
    // The title is read behind the first rows: what the user reads before acting.
    await expect(page.locator('.sp-campaign-title')).toHaveText(TITLE);
    await panel.open('Manage');
    const section = page.getByRole('region', { name: 'Campaign', exact: true });
    const actions = section.getByRole('group', { name: 'Campaign status' });
    const badge = section.locator('.pill').first();
    const before = await heldCampaign(emulator, CAMPAIGN);

    /** The one status call a click sent, and the campaign as the service now holds it. */
    const move = async (action: 'start' | 'stop' | 'delete' | 'restore', since: number) => {
      const path = `monitoring/monitoring-campaign/${action}`;
      await expect.poll(async () => (await received(emulator, { path, since })).length).toBe(1);
      const [call] = await received(emulator, { path, since });
      expect(call.method).toBe('POST');
      expect(call.body).toEqual({ id: [CAMPAIGN] });
      return heldCampaign(emulator, CAMPAIGN);
    };

    // Stop: one click, the panel says what was done and shows the campaign stopped.
    let since = await lastSeq(emulator);
    await actions.getByRole('button', { name: /Stop/ }).click();
    await expect(section.getByTestId('bulk-results')).toContainText(`Stop “${TITLE}”`);
    await expect(doneLine(section.getByTestId('bulk-results'))).toHaveText('1 done, 0 failed.');
    await expect(badge).toContainText('Stopped');
    let held = await move('stop', since);
    expect(held.status).toBe('stop');
    // Only the status moved: the title, domain and map title are as they were.
    expect({ ...held, status: before.status, changed: null }).toEqual({ ...before, changed: null });

    // Start it again.
    since = await lastSeq(emulator);
    await actions.getByRole('button', { name: /Start/ }).click();
    await expect(section.getByTestId('bulk-results')).toContainText(`Start “${TITLE}”`);
    await expect(badge).toContainText('Active');
    held = await move('start', since);
    expect(held.status).toBe('active');

    // Delete asks first; cancelling sends nothing.
    since = await lastSeq(emulator);
    await actions.getByRole('button', { name: /Delete/ }).click();
    let confirm = page.getByRole('dialog', { name: `Delete “${TITLE}”` });
    await expect(confirm).toContainText('It can be restored later from this panel.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(
      await received(emulator, { path: 'monitoring/monitoring-campaign/delete', since }),
    ).toEqual([]);
    await actions.getByRole('button', { name: /Delete/ }).click();
    confirm = page.getByRole('dialog', { name: `Delete “${TITLE}”` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The site has no live campaign now: the panel offers the deleted one back.
    await expect(
      page.getByRole('heading', { name: 'No campaign tracks example.com yet' }),
    ).toBeVisible();
    const deleted = page.getByRole('region', { name: 'Deleted campaigns of this domain' });
    await expect(deleted).toContainText(TITLE);
    held = await move('delete', since);
    expect(held.status).toBe('delete');

    // Restore: it comes back stopped, with its keywords, and can be started.
    since = await lastSeq(emulator);
    await deleted.getByRole('button', { name: /Restore/ }).click();
    await expect(page.locator('.sp-campaign-title')).toHaveText(TITLE);
    held = await move('restore', since);
    expect(held.status).toBe('stop');
    await panel.open('Manage');
    await expect(badge).toContainText('Stopped');
    expect({ ...held, status: before.status, changed: null }).toEqual({ ...before, changed: null });
  },
);
