import { test, expect } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { lastSeq, received } from './received';
import { heldGroups } from './held';
import { doneLine } from './pages/bulk';

/* New groups from the Manage tab: one through the single create, several through create-multiple. */

const CAMPAIGN = 31401; // the emulator's demo campaign of example.com

/** A title as the create sends it: with the click's mark, which the rename then takes off. */
const marked = (title: string) => expect.stringMatching(new RegExp(`^${title} \\[[\\da-z]{6}\\]$`));

test('groups: one created with its engine, country, location and devices, then two at once', async ({
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
  /** The groups the one update-multiple call since `seq` renamed, in the order sent. */
  const renames = async (seq: number) => {
    const calls = await received(emulator, {
      path: 'monitoring/monitoring-group/update-multiple',
      since: seq,
    });
    expect(calls).toHaveLength(1);
    return Object.values((calls[0].body as { groups: Record<string, unknown> }).groups);
  };
  await panel.open('Manage');
  const section = page.getByRole('region', { name: 'Groups' });
  await expect(section.locator('.sp-group')).toHaveCount(4);

  // One group: every field chosen by the user, none left at its default.
  let since = await lastSeq(emulator);
  await section.getByRole('button', { name: /New groups/ }).click();
  const form = page.getByRole('form', { name: 'New groups' });
  const first = form.getByRole('group', { name: 'Group 1' });
  await first.getByLabel('Title').fill('Road racing');
  await first.getByLabel('Search engine').selectOption({ label: 'Bing' });
  await first.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await first.getByLabel('Location (optional)').fill('London');
  await first.getByRole('checkbox', { name: 'Mobile' }).check();
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(section.getByTestId('bulk-results')).toContainText('Create 1 group');
  await expect(doneLine(section.getByTestId('bulk-results'))).toHaveText('1 done, 0 failed.');
  const road = section.locator('.sp-group').filter({ hasText: 'Road racing' });
  await expect(road).toContainText('Active');

  const creates = await received(emulator, { path: 'monitoring/monitoring-group', since });
  expect(creates.map((r) => [r.method, r.body])).toEqual([
    [
      'POST',
      {
        campaign_id: CAMPAIGN,
        title: marked('Road racing'),
        engine: 2,
        country: 3,
        location: 'London',
        devices: ['desktop', 'mobile'],
      },
    ],
  ]);
  // Checked, not trusted: the campaign's groups were read before and after the one create.
  const lists = await received(emulator, { path: 'monitoring/monitoring-group/get-list', since });
  expect(lists.filter((r) => r.seq < creates[0].seq).length).toBeGreaterThanOrEqual(1);
  expect(lists.filter((r) => r.seq > creates[0].seq).length).toBeGreaterThanOrEqual(1);
  // Then named, in one update-multiple call that sends the group whole (an omitted location is
  // saved empty).
  expect(await renames(since)).toEqual([
    {
      title: 'Road racing',
      engine: 2,
      country: 3,
      location: 'London',
      devices: ['desktop', 'mobile'],
    },
  ]);
  let held = await heldGroups(emulator, CAMPAIGN);
  expect(held.get('Road racing')).toMatchObject({
    status: 'active',
    engine: 2,
    country: 3,
    location: 'London',
    devices: ['desktop', 'mobile'],
  });

  // Two at once: one create-multiple call carrying both drafts, keyed by their place in the form.
  since = await lastSeq(emulator);
  await section.getByRole('button', { name: /New groups/ }).click();
  await form.getByRole('group', { name: 'Group 1' }).getByLabel('Title').fill('Track spikes');
  await form
    .getByRole('group', { name: 'Group 1' })
    .getByLabel('Country')
    .selectOption({ label: 'Germany' });
  await form.getByRole('button', { name: /Another group/ }).click();
  const second = form.getByRole('group', { name: 'Group 2' });
  // The second draft starts from the first's engine, country and devices.
  await expect(second.getByLabel('Country')).toHaveValue('4');
  await second.getByLabel('Title').fill('Race day nutrition');
  await second.getByLabel('Search engine').selectOption({ label: 'DuckDuckGo' });
  await second.getByLabel('Country').selectOption({ label: 'Poland' });
  await second.getByLabel('Location (optional)').fill('Warszawa');
  await second.getByRole('checkbox', { name: 'Desktop' }).uncheck();
  await second.getByRole('checkbox', { name: 'Mobile' }).check();
  await form.getByRole('button', { name: 'Create 2 groups' }).click();
  await expect(section.getByTestId('bulk-results')).toContainText('Create 2 groups');
  await expect(doneLine(section.getByTestId('bulk-results'))).toHaveText('2 done, 0 failed.');
  await expect(section.locator('.sp-group')).toHaveCount(7);

  expect(await received(emulator, { path: 'monitoring/monitoring-group', since })).toEqual([]);
  const multiple = await received(emulator, {
    path: 'monitoring/monitoring-group/create-multiple',
    since,
  });
  expect(multiple.map((r) => [r.method, r.body])).toEqual([
    [
      'POST',
      {
        campaign_id: String(CAMPAIGN),
        groups: {
          '0': {
            title: marked('Track spikes'),
            engine: 1,
            country: 4,
            location: '',
            devices: ['desktop'],
          },
          '1': {
            title: marked('Race day nutrition'),
            engine: 3,
            country: 1,
            location: 'Warszawa',
            devices: ['mobile'],
          },
        },
      },
    ],
  ]);
  expect(await renames(since)).toEqual([
    { title: 'Track spikes', engine: 1, country: 4, location: '', devices: ['desktop'] },
    {
      title: 'Race day nutrition',
      engine: 3,
      country: 1,
      location: 'Warszawa',
      devices: ['mobile'],
    },
  ]);
  held = await heldGroups(emulator, CAMPAIGN);
  expect(held.get('Track spikes')).toMatchObject({
    status: 'active',
    engine: 1,
    country: 4,
    location: '',
    devices: ['desktop'],
  });
  expect(held.get('Race day nutrition')).toMatchObject({
    status: 'active',
    engine: 3,
    country: 1,
    location: 'Warszawa',
    devices: ['mobile'],
  });
  // Nothing else was made or changed: the four demo groups and the three new ones.
  expect(held.size).toBe(7);
});
