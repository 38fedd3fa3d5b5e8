import { describe, expect, it } from 'vitest';
import { toYmd } from '@/lib/api';
import { TEAMMATE, useApi } from './harness';

const h = useApi();
const daysAgo = (n: number) => toYmd(new Date(Date.now() - n * 86_400_000));

async function exampleCampaign() {
  const { campaigns } = await h
    .api()
    .monitoring.campaigns.list({ title: 'Example.com', itemsPerPage: 100 });
  const campaign = campaigns.find((c) => c.domain === 'example.com');
  if (!campaign) throw new Error('the demo campaign of example.com is missing');
  return campaign;
}

describe('campaigns over HTTP (rows 20–31)', () => {
  it('list (27): count and items; filters by status and title', async () => {
    const api = h.api();
    const all = await api.monitoring.campaigns.list({ itemsPerPage: 100 });
    expect(all.count).toBeGreaterThanOrEqual(all.campaigns.length);
    expect(all.campaigns.length).toBeGreaterThan(0);
    for (const c of all.campaigns) {
      expect(c.id).toBeGreaterThan(0);
      expect(['owner', 'manager', 'readonly']).toContain(c.access);
    }
    const stopped = await api.monitoring.campaigns.list({ statuses: ['stop'], itemsPerPage: 100 });
    for (const c of stopped.campaigns) expect(c.status).toBe('stop');
    const one = await api.monitoring.campaigns.list({ itemsPerPage: 1 });
    expect(one.campaigns).toHaveLength(1);
  });

  it('create (20) → retrieve (21) → update (22)', async () => {
    const api = h.api();
    const { id } = await api.monitoring.campaigns.create({
      domain: 'stormlens.example.org',
      type: 'seo',
      data: { companyMapTitle: 'Stormlens' },
    });
    const created = await api.monitoring.campaigns.retrieve(id);
    expect(created).toMatchObject({
      id,
      domain: 'stormlens.example.org',
      title: 'stormlens.example.org',
      type: 'seo',
      access: 'owner',
      groupIds: [],
    });
    expect(['active', 'stop']).toContain(created.status);
    expect(created.created).toBeInstanceOf(Date);
    await expect(
      api.monitoring.campaigns.update(id, {
        title: 'Stormlens demo',
        data: { companyMapTitle: 'Stormlens Ltd' },
      }),
    ).resolves.toBe(true);
    await expect(api.monitoring.campaigns.retrieve(id)).resolves.toMatchObject({
      title: 'Stormlens demo',
    });
  });

  it('stop (24) / start (23) / delete (25) / restore (26): per-id outcomes, statuses move', async () => {
    const api = h.api();
    const campaign = await exampleCampaign();
    const c = api.monitoring.campaigns;
    expect(await c.stop([campaign.id])).toEqual({ [campaign.id]: { ok: true } });
    expect((await c.retrieve(campaign.id)).status).toBe('stop');
    expect(await c.start([campaign.id])).toEqual({ [campaign.id]: { ok: true } });
    expect((await c.retrieve(campaign.id)).status).toBe('active');
    expect(await c.delete([campaign.id])).toEqual({ [campaign.id]: { ok: true } });
    expect((await c.retrieve(campaign.id)).status).toBe('delete');
    expect(await c.restore([campaign.id])).toEqual({ [campaign.id]: { ok: true } });
    expect((await c.retrieve(campaign.id)).status).toBe('stop');
  });

  it.each(['map', 'statuses'] as const)(
    'a missing id fails per id in the %s form',
    async (bulkForm) => {
      await h.control('settings', { bulkForm });
      const campaign = await exampleCampaign();
      const outcome = await h.api().monitoring.campaigns.stop([campaign.id, 999_999]);
      expect(outcome[campaign.id]).toEqual({ ok: true });
      expect(outcome['999999']).toMatchObject({ ok: false });
      expect((outcome['999999'] as { message: string }).message).not.toMatch(/^\(\d{3}\)/);
    },
  );

  it('overview (28): keyed by campaign id, metrics as numbers', async () => {
    const overview = await h
      .api()
      .monitoring.campaigns.overview({ datemin: daysAgo(14), datemax: daysAgo(1), gap: 'daily' });
    expect(overview.length).toBeGreaterThan(0);
    const campaign = await exampleCampaign();
    const item = overview.find((o) => o.id === campaign.id)!;
    expect(item.domain).toBe('example.com');
    expect(item.keywordsCount.value).toBeGreaterThan(0);
    expect(typeof item.visibility.value).toBe('number');
  });

  it('detailed data (29): campaign, group and keyword data as dated series', async () => {
    const api = h.api();
    const campaign = await exampleCampaign();
    const full = await api.monitoring.campaigns.data({
      id: campaign.id,
      datemin: daysAgo(7),
      datemax: daysAgo(1),
    });
    expect(full.series.length).toBeGreaterThan(0);
    expect(full.dates.length).toBeGreaterThan(0);
    for (const d of full.dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const s = full.series[0];
    expect(s.domain).toBe('example.com');
    expect(s.keyword.title).not.toBe('');
    expect(['desktop', 'mobile']).toContain(s.device);
    expect(s.points.map((p) => p.date)).toEqual([...s.points.map((p) => p.date)].sort());
    for (const p of s.points)
      if (p.position !== null) expect(Number.isInteger(p.position)).toBe(true);

    const groupId = s.groupId;
    const byGroup = await api.monitoring.campaigns.data({
      id: campaign.id,
      datemin: daysAgo(7),
      datemax: daysAgo(1),
      groupIds: [groupId],
    });
    expect(byGroup.series.every((x) => x.groupId === groupId)).toBe(true);
    const byKeyword = await api.monitoring.campaigns.data({
      id: campaign.id,
      datemin: daysAgo(7),
      datemax: daysAgo(1),
      keywords: [s.keyword.title],
    });
    expect(byKeyword.series.length).toBeGreaterThan(0);
    expect(byKeyword.series.every((x) => x.keyword.title === s.keyword.title)).toBe(true);

    const weekly = await api.monitoring.campaigns.data({
      id: campaign.id,
      datemin: daysAgo(28),
      datemax: daysAgo(1),
      gap: 'weekly',
      groupIds: [groupId],
    });
    expect(weekly.series.length).toBeGreaterThan(0);
  });

  it('a location group keeps its location, no-location series keep ""', async () => {
    const api = h.api();
    const { campaigns } = await api.monitoring.campaigns.list({ itemsPerPage: 100 });
    const shop = campaigns.find((c) => c.domain === 'shop.example.com')!;
    const data = await api.monitoring.campaigns.data({
      id: shop.id,
      datemin: daysAgo(3),
      datemax: daysAgo(1),
    });
    const locations = new Set(data.series.map((s) => s.location));
    expect([...locations].some((l) => l !== '')).toBe(true);
  });

  it('get access (30) and set access (31), split into calls of 3 grants', async () => {
    const campaign = await exampleCampaign();
    // Each set-access waits 10 s in the emulator's clock; advance it instead of the test waiting.
    const fetchAdvancing: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('set-access')) await h.control('clock', { advanceMs: 10_000 });
      return fetch(input, init);
    };
    const api = h.api(undefined, { fetch: fetchAdvancing });
    const before = await api.monitoring.campaigns.getAccess();
    const entry = before.find((a) => a.campaignId === campaign.id)!;
    expect(entry.users.some((u) => u.access === 'owner')).toBe(true);

    const set = ['ann', 'bob', 'cid', 'dan'].map((n) => ({
      mail: `${n}@example.net`,
      permission: 'readonly' as const,
    }));
    const result = await api.monitoring.campaigns.setAccess({ [campaign.id]: { set } });
    expect(result[campaign.id].set).toEqual(Object.fromEntries(set.map((g) => [g.mail, true])));
    const after = (await api.monitoring.campaigns.getAccess()).find(
      (a) => a.campaignId === campaign.id,
    )!;
    for (const g of set) expect(after.users).toContainEqual({ mail: g.mail, access: 'readonly' });

    const removed = await api.monitoring.campaigns.setAccess({
      [campaign.id]: { remove: [{ mail: 'ann@example.net' }] },
    });
    expect(removed[campaign.id].remove).toEqual({ 'ann@example.net': true });
  });

  it('set access twice within 10 s is refused by the service as a limit', async () => {
    const campaign = await exampleCampaign();
    const api = h.api();
    await api.monitoring.campaigns.setAccess({
      [campaign.id]: { set: [{ mail: 'eve@example.net', permission: 'manager' }] },
    });
    await expect(
      api.monitoring.campaigns.setAccess({
        [campaign.id]: { remove: [{ mail: 'eve@example.net' }] },
      }),
    ).rejects.toMatchObject({ kind: 'limit' });
  });

  it('a teammate’s shared campaign shows the caller’s level', async () => {
    const { campaigns } = await h.api(TEAMMATE).monitoring.campaigns.list({ itemsPerPage: 100 });
    expect(campaigns.length).toBeGreaterThan(0);
  });
});
