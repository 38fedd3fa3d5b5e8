import { expect, test, type Emulator } from './fixtures';
import type { HeldGroup } from './held';
import { doneLine } from './pages/bulk';
import { OptionsPage } from './pages/options';
import { SidePanel } from './pages/sidepanel';
import { received } from './received';
import { serviceCall } from './service';

/*
 * A profile or group is told by identity, not by likeness: the click makes it under its name plus
 * the click's mark, reads back only what carries the mark, then gives it the user's name. Another
 * client of the shared account (a colleague, another computer) making one of the same name while
 * the click's answer is on its way is never called a second receipt, never offered for deletion,
 * and never touched.
 */

const CAMPAIGN = 31401; // the emulator's demo campaign of example.com
/** The click's create is carried out at once and its answer held this long. */
const HOLD_MS = 5_000;
const SETTLED = { timeout: 30_000 };
const MARKED = (title: string) => (t: string) =>
  t.startsWith(`${title} [`) && /^ \[[\da-z]{6}\]$/.test(t.slice(title.length));

interface HeldProfile {
  id: number;
  uid: number;
  title: string;
}
const profilesOf = async (emulator: Emulator): Promise<HeldProfile[]> =>
  (
    (await (await fetch(`${emulator.url}/__emulator/state`)).json()) as {
      audits: { profiles: HeldProfile[] };
    }
  ).audits.profiles.filter((p) => p.uid === 1001);

/** The id in the path of the one call since `since` that renamed the click's entity. */
async function renamedId(emulator: Emulator, method: string, path: RegExp): Promise<number> {
  const calls = await received(emulator, { method, path });
  expect(calls).toHaveLength(1);
  return Number(/(\d+)\.json$/.exec(calls[0].path)?.[1]);
}

test('a profile another client makes with the same title during the click is not a second receipt', async ({
  connect,
  emulator,
  extensionPage,
}) => {
  test.setTimeout(90_000);
  await connect();
  const options = await OptionsPage.open(extensionPage, 'profiles');
  const title = 'Shared nightly';
  await emulator.control('requests/clear');
  await emulator.control('fault', {
    kind: 'act-then-hold',
    delayMs: HOLD_MS,
    path: '/api-v3/audits/profile',
  });
  await options.section('profiles').getByLabel('New profile').fill(title);
  await options.section('profiles').getByRole('button', { name: 'Create' }).click();
  // The click's profile is made at once, under its marked title; its answer is held.
  await expect
    .poll(async () => (await profilesOf(emulator)).filter((p) => MARKED(title)(p.title)).length)
    .toBe(1);
  const other = await serviceCall<{ id: number | string }>(
    emulator,
    'POST',
    'audits/profile.json',
    {
      title,
    },
  );
  const colleague = Number(other.id);

  await expect(options.editor.getByLabel('Title', { exact: true })).toHaveValue(title, SETTLED);
  await expect(options.page.getByTestId('received-twice')).toHaveCount(0);
  await expect(options.page.getByRole('button', { name: /^Delete the extra/ })).toHaveCount(0);
  // One create, one rename of the click's own profile; nothing sent to the colleague's.
  expect(await received(emulator, { method: 'POST', path: 'audits/profile' })).toHaveLength(1);
  const own = await renamedId(emulator, 'PUT', /\/audits\/profile\/\d+\.json$/);
  expect(own).not.toBe(colleague);
  expect(
    await received(emulator, { path: new RegExp(`/audits/profile/${colleague}\\.json$`) }),
  ).toEqual([]);
  const held = await profilesOf(emulator);
  expect(held.find((p) => p.id === own)?.title).toBe(title);
  expect(held.find((p) => p.id === colleague)?.title).toBe(title);
});

test('a group another client makes with the same title during the click is not a second receipt', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  test.setTimeout(90_000);
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.com/',
  );
  const { page } = panel;
  await panel.open('Manage');
  const section = page.getByRole('region', { name: 'Groups' });
  await expect(section.locator('.sp-group')).toHaveCount(4);
  const title = 'Shared trail group';
  await section.getByRole('button', { name: /New groups/ }).click();
  const form = page.getByRole('form', { name: 'New groups' });
  const draft = form.getByRole('group', { name: 'Group 1' });
  await draft.getByLabel('Title').fill(title);
  await draft.getByLabel('Location (optional)').fill('Gdańsk');
  await emulator.control('requests/clear');
  await emulator.control('fault', {
    kind: 'act-then-hold',
    delayMs: HOLD_MS,
    path: '/api-v3/monitoring/monitoring-group',
  });
  await form.getByRole('button', { name: 'Create group' }).click();
  // By id: the colleague's group and the click's share a title.
  const groups = async () =>
    Object.values(
      (
        (await (await fetch(`${emulator.url}/__emulator/state`)).json()) as {
          monitoring: { groups: Record<string, HeldGroup> };
        }
      ).monitoring.groups,
    ).filter((g) => g.campaignId === CAMPAIGN);
  await expect
    .poll(async () => (await groups()).filter((g) => MARKED(title)(g.title)).length)
    .toBe(1);
  // The colleague's group: same title, its own engine, country and no location.
  const other = await serviceCall<{ id: number | string }>(
    emulator,
    'POST',
    'monitoring/monitoring-group.json',
    { campaign_id: CAMPAIGN, title, engine: 1, country: 4, devices: ['mobile'] },
  );
  const colleague = Number(other.id);

  await expect(doneLine(section.getByTestId('bulk-results'))).toHaveText(
    '1 done, 0 failed.',
    SETTLED,
  );
  await expect(page.getByTestId('received-twice')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete the extra/ })).toHaveCount(0);
  // Both show under the title asked, neither with a mark.
  await expect(section.locator('.sp-group').filter({ hasText: title })).toHaveCount(2);
  await expect(section.getByText(/\[[\da-z]{6}\]/)).toHaveCount(0);

  // One create, one rename — of the click's own group only, sent whole.
  const creates = await received(emulator, { method: 'POST', path: 'monitoring/monitoring-group' });
  expect(creates).toHaveLength(1);
  const renames = await received(emulator, {
    path: 'monitoring/monitoring-group/update-multiple',
  });
  expect(renames).toHaveLength(1);
  const sent = (renames[0].body as { groups: Record<string, { title: string; location: string }> })
    .groups;
  const [own] = Object.keys(sent).map(Number);
  expect(Object.keys(sent)).toHaveLength(1);
  expect(own).not.toBe(colleague);
  expect(sent[String(own)]).toMatchObject({ title, location: 'Gdańsk' });
  const held = await groups();
  expect(held.find((g) => g.id === own)).toMatchObject({ title, location: 'Gdańsk' });
  expect(held.find((g) => g.id === colleague)).toMatchObject({
    title,
    status: 'active',
    engine: 1,
    country: 4,
    location: '',
    devices: ['mobile'],
  });
});
