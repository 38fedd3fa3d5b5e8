import { describe, expect, it } from 'vitest';
import { useApi } from './harness';

const h = useApi();

async function setup() {
  const api = h.api();
  const engines = await api.monitoring.tables.engines();
  const engine = engines.find((e) => e.countries.length > 1) ?? engines[0];
  const { id: campaignId } = await api.monitoring.campaigns.create({
    domain: 'groups.example.org',
    type: 'seo',
  });
  return { api, engine, campaignId };
}

describe('groups over HTTP (rows 32–41)', () => {
  it('create (32) → retrieve (33) → update (34) → list (39)', async () => {
    const { api, engine, campaignId } = await setup();
    const g = api.monitoring.groups;
    const country = engine.countries[0].id;
    const { id } = await g.create(
      { campaignId, title: 'Shoes', engine: engine.id, country, devices: ['desktop'] },
      { engines: [engine] },
    );
    expect(id).toBeGreaterThan(0);
    const group = await g.retrieve(id);
    expect(group).toMatchObject({
      id,
      title: 'Shoes',
      engine: engine.id,
      country,
      location: '',
      devices: ['desktop'],
      keywordIds: [],
    });
    await expect(
      g.update(id, { title: 'Shoes (both)', devices: ['desktop', 'mobile'] }),
    ).resolves.toBe(true);
    await expect(g.retrieve(id)).resolves.toMatchObject({
      title: 'Shoes (both)',
      devices: ['desktop', 'mobile'],
    });
    const list = await g.list({ campaignId, itemsPerPage: 10 });
    expect(list.count).toBe(1);
    expect(list.groups[0]).toMatchObject({
      id,
      title: 'Shoes (both)',
      keywordsCount: 0,
      devices: ['desktop', 'mobile'],
    });
  });

  it('an engine/country pair the service does not offer is refused (request)', async () => {
    const { api, engine, campaignId } = await setup();
    await expect(
      api.monitoring.groups.create({
        campaignId,
        title: 'Bad',
        engine: engine.id,
        country: 99_999,
        devices: ['desktop'],
      }),
    ).rejects.toMatchObject({ kind: 'request' });
  });

  it('stop (36) / start (35) / delete (37) / restore (38)', async () => {
    const { api, engine, campaignId } = await setup();
    const g = api.monitoring.groups;
    const { id } = await g.create({
      campaignId,
      title: 'Moves',
      engine: engine.id,
      country: engine.countries[0].id,
      devices: ['mobile'],
    });
    for (const [action, status] of [
      ['stop', 'stop'],
      ['start', 'active'],
      ['delete', 'delete'],
      ['restore', 'stop'],
    ] as const) {
      expect(await g[action]([id])).toEqual({ [id]: { ok: true } });
      expect((await g.retrieve(id)).status).toBe(status);
    }
  });

  it('create multiple (40) keeps the input keys; update multiple (41) per group id', async () => {
    const { api, engine, campaignId } = await setup();
    const g = api.monitoring.groups;
    const country = engine.countries[0].id;
    const created = await g.createMultiple({
      campaignId,
      groups: {
        first: { title: 'One', engine: engine.id, country, devices: ['desktop'] },
        second: { title: 'Two', engine: engine.id, country, devices: ['mobile'] },
      },
    });
    expect(Object.keys(created).sort()).toEqual(['first', 'second']);
    const ids = Object.values(created).map((o) => {
      if (!o.ok) throw new Error(o.message);
      return Number(o.value);
    });
    for (const id of ids) expect(id).toBeGreaterThan(0);
    const listed = await g.list({ campaignId });
    expect(listed.groups.map((x) => x.id).sort()).toEqual([...ids].sort());

    const fromList = await g.createMultiple({
      campaignId,
      groups: [{ title: 'Three', engine: engine.id, country, devices: ['desktop'] }],
    });
    expect(Object.values(fromList)[0]).toMatchObject({ ok: true });

    const updated = await g.updateMultiple({
      groups: { [ids[0]]: { title: 'One renamed' }, [ids[1]]: { location: '' } },
    });
    expect(updated).toEqual({ [ids[0]]: { ok: true }, [ids[1]]: { ok: true } });
    await expect(g.retrieve(ids[0])).resolves.toMatchObject({ title: 'One renamed' });
  });
});
