import { describe, expect, it } from 'vitest';
import { toYmd } from '@/lib/api';
import { useApi } from './harness';

const h = useApi();
const daysAgo = (n: number) => toYmd(new Date(Date.now() - n * 86_400_000));

async function exampleCampaign() {
  const { campaigns } = await h.api().monitoring.campaigns.list({ itemsPerPage: 100 });
  return campaigns.find((c) => c.domain === 'example.com')!;
}

async function freshGroup() {
  const api = h.api();
  const [engine] = await api.monitoring.tables.engines();
  const { id: campaignId } = await api.monitoring.campaigns.create({
    domain: 'keywords.example.org',
    type: 'seo',
  });
  const { id: groupId } = await api.monitoring.groups.create({
    campaignId,
    title: 'G',
    engine: engine.id,
    country: engine.countries[0].id,
    devices: ['desktop'],
  });
  return { api, campaignId, groupId, engine };
}

describe('monitored keywords over HTTP (rows 42–50)', () => {
  it('create (42) → retrieve (43) → list (49)', async () => {
    const { api, campaignId, groupId } = await freshGroup();
    const outcome = await api.monitoring.keywords.create({
      groupId,
      keywords: ['trail shoes', 'road shoes'],
    });
    const ids = Object.values(outcome).map((o) => {
      if (!o.ok) throw new Error(o.message);
      return Number(o.value);
    });
    expect(ids).toHaveLength(2);
    const keyword = await api.monitoring.keywords.retrieve(ids[0]);
    expect(keyword).toMatchObject({ id: ids[0], groupId });
    expect(['trail shoes', 'road shoes']).toContain(keyword.title);
    const list = await api.monitoring.keywords.list({
      campaignId,
      keyword: 'trail',
      itemsPerPage: 5,
    });
    expect(list.keywords.map((k) => k.title)).toEqual(['trail shoes']);
    expect(list.keywords[0]).toMatchObject({ groupId, groupStatus: expect.any(String) });
  });

  it('stop (45) / start (44) / delete (46) / restore (47); deleted-only listing', async () => {
    const { api, campaignId, groupId } = await freshGroup();
    const [created] = Object.values(
      await api.monitoring.keywords.create({ groupId, keywords: ['moving shoes'] }),
    );
    const id = Number((created as { value: unknown }).value);
    const k = api.monitoring.keywords;
    for (const [action, status] of [
      ['stop', 'stop'],
      ['start', 'active'],
      ['delete', 'delete'],
      ['restore', 'stop'],
    ] as const) {
      expect(await k[action]([id])).toEqual({ [id]: { ok: true } });
      expect((await k.retrieve(id)).status).toBe(status);
    }
    await k.delete([id]);
    const deleted = await k.list({ campaignId, statuses: ['delete', 'active'] });
    expect(deleted.keywords.map((x) => x.id)).toEqual([id]);
  });

  it('change group (48): keywords move, unknown ids fail per id', async () => {
    const { api, campaignId, groupId, engine } = await freshGroup();
    const { id: target } = await api.monitoring.groups.create({
      campaignId,
      title: 'Target',
      engine: engine.id,
      country: engine.countries[0].id,
      devices: ['desktop'],
    });
    const [created] = Object.values(
      await api.monitoring.keywords.create({ groupId, keywords: ['mover'] }),
    );
    const id = Number((created as { value: unknown }).value);
    const outcome = await api.monitoring.keywords.changeGroup({
      groupId: target,
      ids: [id, 987_654],
    });
    expect(outcome[id]).toEqual({ ok: true });
    expect(outcome['987654']).toMatchObject({ ok: false });
    await expect(api.monitoring.keywords.retrieve(id)).resolves.toMatchObject({ groupId: target });
  });

  it('details (50): heatmap and top50 series per device and domain', async () => {
    const api = h.api();
    const campaign = await exampleCampaign();
    const { keywords } = await api.monitoring.keywords.list({
      campaignId: campaign.id,
      statuses: ['active'],
      itemsPerPage: 5,
    });
    const ids = keywords.slice(0, 2).map((k) => k.id);
    const heatmap = await api.monitoring.keywords.details({
      ids,
      datemin: daysAgo(7),
      datemax: daysAgo(1),
    });
    expect(heatmap.series.length).toBeGreaterThan(0);
    for (const s of heatmap.series) {
      expect(ids).toContain(s.keywordId);
      expect(['desktop', 'mobile']).toContain(s.device);
      expect(s.domain).not.toBe('');
    }
    const top50 = await api.monitoring.keywords.details({
      ids: ids.slice(0, 1),
      type: 'top50',
      datemin: daysAgo(3),
      datemax: daysAgo(1),
    });
    const withUrl = top50.series.flatMap((s) => s.points).filter((p) => p.url);
    expect(withUrl.length).toBeGreaterThan(0);
    expect(top50.series.flatMap((s) => s.points).some((p) => p.positionChange !== null)).toBe(true);
  });
});
