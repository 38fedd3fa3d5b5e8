import { test, expect, type Emulator, type Fixtures } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { lastSeq, received } from './received';
import { heldGroups, heldKeywords, type HeldGroup } from './held';
import { doneLine } from './pages/bulk';

/*
 * Groups changed from the Manage tab: one group retargeted (its own update), several moved to
 * another market at once (update-multiple), and a deleted group brought back into tracking.
 */

const CAMPAIGN = 31401; // the emulator's demo campaign of example.com
const TRAIL = 120502; // Trail & outdoor (UK): Google, United Kingdom, desktop, no location
const SHOES = 120501; // Running shoes (US): Google, United States, desktop + mobile
const BRAND = 120503; // Brand & store (Bing): Bing, United States, desktop
const SOCKS = 120504; // Running socks (retired): deleted

async function manageGroups(
  fx: Pick<Fixtures, 'connect' | 'sitePage' | 'extensionPage' | 'emulator'>,
) {
  const panel = await SidePanel.open(fx, 'https://www.example.com/');
  await panel.open('Manage');
  const section = panel.page.getByRole('region', { name: 'Groups' });
  await expect(section.locator('.sp-group')).toHaveCount(4);
  const group = (title: string) => section.locator('.sp-group').filter({ hasText: title });
  const actions = panel.page.getByRole('group', { name: 'Actions on the selected groups' });
  /** Tick the groups, then open the form that edits them. */
  const edit = async (...titles: string[]) => {
    for (const title of titles) await group(title).getByRole('checkbox').check();
    await actions.getByRole('button', { name: /Edit/ }).click();
    const name = titles.length > 1 ? `Edit ${titles.length} groups` : 'Edit group';
    return panel.page.getByRole('form', { name });
  };
  // What the service held and had received before the user did anything.
  const before = await heldGroups(fx.emulator, CAMPAIGN);
  const since = await lastSeq(fx.emulator);
  return { section, group, actions, edit, before, since };
}

/**
 * The campaign's groups as the service now holds them: those named (by their title before) with
 * the fields given changed, every other field and every other group as it was.
 */
async function onlyChanged(
  emulator: Emulator,
  before: Map<string, HeldGroup>,
  changes: Record<string, Partial<HeldGroup>>,
) {
  const after = new Map([...(await heldGroups(emulator, CAMPAIGN)).values()].map((g) => [g.id, g]));
  expect(after.size).toBe(before.size);
  for (const [title, group] of before) {
    const change = changes[title];
    expect(after.get(group.id)).toEqual(
      change ? { ...group, ...change, changed: expect.any(Number) } : group,
    );
  }
}

test('one group retargeted to another market: the update carries each field the user changed', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const { section, group, edit, before, since } = await manageGroups({
    connect,
    sitePage,
    extensionPage,
    emulator,
  });
  const form = await edit('Trail & outdoor (UK)');
  await expect(form).toContainText('Editing “Trail & outdoor (UK)”.');
  await form.getByLabel('Title', { exact: true }).fill('Trail & outdoor (DE)');
  await form.getByLabel('Search engine').selectOption({ label: 'Bing' });
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByLabel('Location (optional)').fill('München');
  await form.getByRole('checkbox', { name: 'Mobile' }).check();
  // A second device doubles the slots the group's keywords use: said before saving.
  await expect(form.getByRole('note')).toContainText('Adding a device doubles the keyword slots');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const trail = group('Trail & outdoor (DE)');
  await expect(trail).toContainText('Bing · Germany · München · Desktop + Mobile');
  await expect(section.locator('.sp-group')).toHaveCount(4);

  // Read just before (so nothing the user left alone is guessed), then one update of that group.
  const updates = await received(emulator, { method: 'PUT', path: /monitoring-group\//, since });
  expect(updates.map((r) => [r.path, r.body])).toEqual([
    [
      `/api-v3/monitoring/monitoring-group/${TRAIL}.json`,
      {
        title: 'Trail & outdoor (DE)',
        engine: 2,
        country: 4,
        location: 'München',
        devices: ['desktop', 'mobile'],
      },
    ],
  ]);
  const reads = await received(emulator, {
    method: 'GET',
    path: `monitoring/monitoring-group/${TRAIL}`,
    since,
  });
  expect(reads.filter((r) => r.seq < updates[0].seq)).toHaveLength(1);
  expect(await received(emulator, { path: /update-multiple/, since })).toEqual([]);

  // Read back: the group holds what was chosen, keeps its status and keywords; the others are
  // as they were.
  await onlyChanged(emulator, before, {
    'Trail & outdoor (UK)': {
      title: 'Trail & outdoor (DE)',
      engine: 2,
      country: 4,
      location: 'München',
      devices: ['desktop', 'mobile'],
    },
  });
  const keywords = [...(await heldKeywords(emulator, CAMPAIGN)).values()];
  expect(keywords.filter((k) => k.groupId === TRAIL)).toHaveLength(10);
});

test('two groups moved to another market at once: each keeps its own title and devices', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const { group, edit, before, since } = await manageGroups({
    connect,
    sitePage,
    extensionPage,
    emulator,
  });
  const form = await edit('Running shoes (US)', 'Brand & store (Bing)');
  await expect(form).toContainText('each keeps its own title');
  // No title to rename several groups to the same name.
  await expect(form.getByLabel('Title', { exact: true })).toHaveCount(0);
  await form.getByLabel('Search engine').selectOption({ label: 'DuckDuckGo' });
  await form.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await form.getByLabel('Location (optional)').fill('Manchester');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(group('Running shoes (US)')).toContainText(
    'DuckDuckGo · United Kingdom · Manchester · Desktop + Mobile',
  );
  await expect(group('Brand & store (Bing)')).toContainText(
    'DuckDuckGo · United Kingdom · Manchester · Desktop',
  );

  // One update-multiple call keyed by group id; each group's untouched fields as it was read.
  const multiple = await received(emulator, {
    path: 'monitoring/monitoring-group/update-multiple',
    since,
  });
  expect(multiple.map((r) => [r.method, r.body])).toEqual([
    [
      'POST',
      {
        groups: {
          [SHOES]: {
            title: 'Running shoes (US)',
            engine: 3,
            country: 3,
            location: 'Manchester',
            devices: ['desktop', 'mobile'],
          },
          [BRAND]: {
            title: 'Brand & store (Bing)',
            engine: 3,
            country: 3,
            location: 'Manchester',
            devices: ['desktop'],
          },
        },
      },
    ],
  ]);
  expect(await received(emulator, { method: 'PUT', path: /monitoring-group\//, since })).toEqual(
    [],
  );

  const market = { engine: 3, country: 3, location: 'Manchester' };
  await onlyChanged(emulator, before, {
    'Running shoes (US)': market,
    'Brand & store (Bing)': market,
  });
});

test('two desktop groups moved to mobile at once: each keeps its own engine, country and location', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const { group, edit, before, since } = await manageGroups({
    connect,
    sitePage,
    extensionPage,
    emulator,
  });
  const form = await edit('Trail & outdoor (UK)', 'Brand & store (Bing)');
  await form.getByRole('checkbox', { name: 'Mobile' }).check();
  await form.getByRole('checkbox', { name: 'Desktop' }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(group('Trail & outdoor (UK)')).toContainText('Google · United Kingdom · Mobile');
  await expect(group('Brand & store (Bing)')).toContainText('Bing · United States · Mobile');

  const multiple = await received(emulator, {
    path: 'monitoring/monitoring-group/update-multiple',
    since,
  });
  expect(multiple.map((r) => r.body)).toEqual([
    {
      groups: {
        [TRAIL]: {
          title: 'Trail & outdoor (UK)',
          engine: 1,
          country: 3,
          location: '',
          devices: ['mobile'],
        },
        [BRAND]: {
          title: 'Brand & store (Bing)',
          engine: 2,
          country: 2,
          location: '',
          devices: ['mobile'],
        },
      },
    },
  ]);
  const mobile = { devices: ['mobile'] };
  await onlyChanged(emulator, before, {
    'Trail & outdoor (UK)': mobile,
    'Brand & store (Bing)': mobile,
  });
});

test('a deleted group brought back: restored stopped, then started, each sent for it alone', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const { section, group, actions, before } = await manageGroups({
    connect,
    sitePage,
    extensionPage,
    emulator,
  });
  const socks = group('Running socks (retired)');
  await expect(socks).toContainText('Deleted');
  const results = section.getByTestId('bulk-results');

  await socks.getByRole('checkbox').check();
  await actions.getByRole('button', { name: /Restore/ }).click();
  await expect(results).toContainText('Restore 1 group');
  await expect(socks).toContainText('Stopped');

  const since = await lastSeq(emulator);
  await socks.getByRole('checkbox').check();
  await actions.getByRole('button', { name: /Start/ }).click();
  await expect(results).toContainText('Start 1 group');
  await expect(doneLine(results)).toHaveText('1 done, 0 failed.');
  await expect(socks).toContainText('Active');

  const starts = await received(emulator, { path: 'monitoring/monitoring-group/start', since });
  expect(starts.map((r) => [r.method, r.body])).toEqual([['POST', { id: [SOCKS] }]]);
  await onlyChanged(emulator, before, { 'Running socks (retired)': { status: 'active' } });
});
