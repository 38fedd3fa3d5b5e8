import { test, expect, type Emulator, type Fixtures } from './fixtures';
import { OptionsPage } from './pages/options';
import { SidePanel } from './pages/sidepanel';
import { serviceCall } from './service';
import { doneLine } from './pages/bulk';

/*
 * An update changes only what the user changed: each form edits one thing, then the entity is read
 * back from the emulator (as another client of the account would) and every other field is what it
 * was. The service saves an omitted group location as empty (../shared/spec/monitoring.md),
 * replaces a profile's settings whole (../shared/spec/audits.md), so these are the edits that used
 * to lose data.
 */

type Group = {
  id: number;
  title: string;
  location: string;
  engine: number;
  country: number;
  devices: string[];
};

async function openManage(
  fx: Pick<Fixtures, 'connect' | 'sitePage' | 'extensionPage'>,
  url: string,
): Promise<SidePanel> {
  const panel = await SidePanel.open(fx, url);
  await panel.open('Manage');
  return panel;
}

async function campaignId(emulator: Emulator, domain: string): Promise<number> {
  const { campaigns } = await serviceCall<{ campaigns: { id: number; domain: string }[] }>(
    emulator,
    'POST',
    'monitoring/monitoring-campaign/get-list',
    { pager: { items_per_page: 100 } },
  );
  return campaigns.find((c) => c.domain === domain)!.id;
}

async function groupsOf(emulator: Emulator, campaign: number): Promise<Group[]> {
  const { groups } = await serviceCall<{ groups: Group[] }>(
    emulator,
    'POST',
    'monitoring/monitoring-group/get-list',
    { campaign_id: campaign, pager: { items_per_page: 100 } },
  );
  return groups;
}

/** Retrieve answers in the SDK's form by default: `engines: [{ engine, country }]`, `locations`. */
async function readGroup(emulator: Emulator, id: number): Promise<Group> {
  const g = await serviceCall<
    Group & { engines: { engine: number; country: number }[]; locations: string[] }
  >(emulator, 'GET', `monitoring/monitoring-group/${id}`);
  return { ...g, ...g.engines[0], location: g.locations[0] };
}

test('group: renaming one keeps its location; editing two keeps each one’s own', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await openManage({ connect, sitePage, extensionPage }, 'https://shop.example.com/');
  const { page } = panel;
  const campaign = await campaignId(emulator, 'shop.example.com');
  const before = await groupsOf(emulator, campaign);
  const warsaw = before.find((g) => g.location === 'Warszawa')!;
  expect(warsaw).toBeDefined();

  const groups = page.locator('.sp-group');
  await groups.filter({ hasText: warsaw.title }).getByRole('checkbox').check();
  await page.getByRole('button', { name: /Edit/ }).click();
  const form = page.getByRole('form', { name: 'Edit group' });
  await expect(form.getByLabel('Location')).toHaveValue('Warszawa');
  await form.getByLabel('Title').fill('Sklep — Warszawa centrum');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  const renamed = await readGroup(emulator, warsaw.id);
  expect(renamed).toMatchObject({
    title: 'Sklep — Warszawa centrum',
    location: 'Warszawa',
    engine: warsaw.engine,
    country: warsaw.country,
    devices: warsaw.devices,
  });

  // Several at once: a device change for both, the location of each one left alone.
  for (const g of before)
    await groups
      .filter({ hasText: g.id === warsaw.id ? 'Sklep — Warszawa centrum' : g.title })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: /Edit/ }).click();
  const several = page.getByRole('form', { name: `Edit ${before.length} groups` });
  await several.getByRole('checkbox', { name: 'Mobile' }).uncheck();
  await several.getByRole('checkbox', { name: 'Desktop' }).check();
  await several.getByRole('button', { name: 'Save' }).click();
  await expect(several).toHaveCount(0);
  for (const g of before) {
    const now = await readGroup(emulator, g.id);
    expect(now.location).toBe(g.location);
    expect(now.devices).toEqual(['desktop']);
    expect(now.title).toBe(g.id === warsaw.id ? 'Sklep — Warszawa centrum' : g.title);
  }
});

/** The campaign as the emulator holds it (retrieve does not give `data` back: ../shared/spec/monitoring.md). */
async function storedCampaign(emulator: Emulator, id: number): Promise<Record<string, unknown>> {
  const res = await fetch(`${emulator.url}/__emulator/state`);
  const state = (await res.json()) as {
    monitoring: { campaigns: Record<string, Record<string, unknown>> };
  };
  return state.monitoring.campaigns[String(id)];
}

test('campaign: renaming keeps its domain and map title', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await openManage({ connect, sitePage, extensionPage }, 'https://www.example.com/');
  const { page } = panel;
  const id = await campaignId(emulator, 'example.com');
  const before = await storedCampaign(emulator, id);
  expect(before.data).toEqual({ company_map_title: 'Example Running Store' });
  const section = page.getByRole('region', { name: 'Campaign' });
  await section.getByLabel('Title', { exact: true }).fill('Example running shop');
  // The map title is not known here (the service never sends it back): left empty, it is not sent.
  await expect(section.getByLabel(/^Company name on maps/)).toHaveValue('');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('status')).toContainText('Saved');
  const read = await serviceCall(emulator, 'GET', `monitoring/monitoring-campaign/${id}`);
  expect(read).toMatchObject({ title: 'Example running shop', domain: before.domain });
  expect(await storedCampaign(emulator, id)).toEqual({
    ...before,
    title: 'Example running shop',
    changed: expect.anything(),
  });
});

test('keyword: moving one to another group keeps its phrase and status', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
}) => {
  const panel = await openManage({ connect, sitePage, extensionPage }, 'https://www.example.com/');
  const { page } = panel;
  const campaign = await campaignId(emulator, 'example.com');
  const target = (await groupsOf(emulator, campaign)).find(
    (g) => g.title === 'Running shoes (US)',
  )!;
  const { keywords } = await serviceCall<{
    keywords: { id: number; title: string; status: string }[];
  }>(emulator, 'POST', 'monitoring/monitoring-keyword/get-list', {
    campaign_id: campaign,
    filters: { keyword: 'running jacket' },
  });
  const jacket = keywords.find((k) => k.title === 'running jacket')!;
  expect(jacket.status).toBe('stop');

  await panel.open('Positions');
  await panel.search('running jacket');
  await expect(panel.rows).toHaveCount(1);
  await panel.rows.first().getByRole('checkbox').check();
  await page
    .getByRole('combobox', { name: 'Move to group…' })
    .selectOption({ label: target.title });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(doneLine(page.getByTestId('bulk-results'))).toHaveText('1 done, 0 failed.');

  const after = await serviceCall<{ title: string; status: string; group_id: string }>(
    emulator,
    'GET',
    `monitoring/monitoring-keyword/${jacket.id}`,
  );
  expect(after).toMatchObject({
    title: 'running jacket',
    status: 'stop',
    group_id: String(target.id),
  });
});

test('profile: a rename keeps the settings, and a setting saved from an older copy keeps what changed since', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'profiles');
  const list = await serviceCall<
    { id: number; title: string; settings: Record<string, unknown> }[]
  >(emulator, 'POST', 'audits/profile/list', {});
  const suite = list.find((p) => p.title === 'Full desktop suite')!;
  const read = () =>
    serviceCall<{ title: string; settings: Record<string, Record<string, unknown>> }>(
      emulator,
      'GET',
      `audits/profile/${suite.id}`,
    );
  const original = await read();

  await options.listItem('Full desktop suite').click();
  await options.editor.getByLabel('Title', { exact: true }).fill('Desktop suite');
  await options.save();
  expect(await read()).toEqual({ ...original, title: 'Desktop suite' });

  // Someone changes the profile elsewhere while this page still shows the older copy.
  const elsewhere = {
    ...original.settings,
    sitespeedio: { ...original.settings.sitespeedio, iterations: 5 },
  };
  await serviceCall(emulator, 'PUT', `audits/profile/${suite.id}`, { settings: elsewhere });
  const changedElsewhere = await read();
  // The service answers numbers as strings; the value is what counts.
  expect(String(changedElsewhere.settings.sitespeedio.iterations)).toBe('5');

  await options.setting('lighthouse', 'throttling').getByRole('combobox').selectOption('none');
  await options.save();
  const after = await read();
  expect(after.title).toBe('Desktop suite');
  expect(after.settings).toEqual({
    ...changedElsewhere.settings,
    lighthouse: { ...changedElsewhere.settings.lighthouse, throttling: 'none' },
  });
});
