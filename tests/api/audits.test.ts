import { describe, expect, it } from 'vitest';
import { auditTypes } from '@/lib/api';
import { readAuditData } from '@/lib/domain/audit-data';
import { DEMO, NOAUDIT, eventually, useApi } from './harness';

const h = useApi();
const PAGE = 'https://www.example.com/';

describe('audits over HTTP (rows 1–7)', () => {
  it('settings (7): a descriptor per audit type the account may use', async () => {
    const settings = await h.api().audits.settings();
    expect(Object.keys(settings).length).toBeGreaterThan(0);
    for (const [type, d] of Object.entries(settings)) {
      expect(auditTypes).toContain(type);
      expect(d.title).not.toBe('');
      for (const s of Object.values(d.settings)) expect(typeof s.title).toBe('string');
    }
  });

  it('list (6): demo parents by the title convention, sorted, paged, then children', async () => {
    const api = h.api();
    const parents = await api.audits.list({
      title: PAGE,
      itemsPerPage: 50,
      sortField: 'created',
      sortOrder: 'desc',
    });
    expect(parents.length).toBeGreaterThan(0);
    for (const p of parents) {
      expect(p.parentId).toBeNull();
      expect(p.title).toContain(PAGE);
    }
    const created = parents.map((p) => p.created!.getTime());
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const children = await api.audits.list({ parentId: parents[0].id });
    expect(children.length).toBeGreaterThan(0);
    for (const c of children) {
      expect(c.parentId).toBe(parents[0].id);
      expect(['desktop', 'mobile']).toContain(c.device);
      expect(auditTypes).toContain(c.auditType);
    }
    const small = await api.audits.list({ itemsPerPage: 10, page: 0 });
    expect(small.length).toBeLessThanOrEqual(10);
  });

  it('retrieve (1): a ready child with a numeric score and typed data', async () => {
    const api = h.api();
    const [parent] = await api.audits.list({ title: PAGE, statuses: ['ready'] });
    const children = await api.audits.list({ parentId: parent.id, statuses: ['ready'] });
    for (const child of children) {
      const { info, data } = await api.audits.retrieve(child.id);
      expect(info.id).toBe(child.id);
      expect(info.score).toBeGreaterThanOrEqual(0);
      expect(info.score).toBeLessThanOrEqual(100);
      const [first] = readAuditData(data);
      const expected =
        info.auditType === 'lighthouse' || info.auditType === 'pagespeed' ? 'lighthouse' : 'checks';
      expect(first?.shape).toBe(expected);
      if (first?.shape === 'lighthouse') {
        expect(first.categories.map((c) => c.id)).toEqual(
          expect.arrayContaining(['performance', 'accessibility', 'best-practices', 'seo']),
        );
        expect(first.metrics.find((m) => m.id === 'largest-contentful-paint')?.unit).toBe('ms');
      }
      if (first?.shape === 'checks') expect(first.checks.length).toBeGreaterThan(0);
    }
  });

  it('create (2) → wait → ready with results; cost and tokens left reported', async () => {
    const api = h.api();
    const created = await api.audits.create({
      title: `Stormlens — ${PAGE}`,
      urls: [PAGE],
      devices: ['desktop', 'mobile'],
      auditsSettings: { lighthouse: {}, content: {} },
    });
    expect(created.urls).toHaveLength(1);
    const [{ parentId, childIds }] = created.urls;
    expect(childIds).toHaveLength(4);
    expect(created.cost).toBe(4);
    expect(created.left).toBe(100 - 4);
    const first = await api.audits.retrieve(childIds[0]);
    expect(first.info.parentId).toBe(parentId);
    expect(['wait', 'inprogress', 'ready']).toContain(first.info.status);
    const ready = await eventually(async () => {
      const r = await api.audits.retrieve(childIds[0]);
      return r.info.status === 'ready' ? r : null;
    });
    expect(ready.info.score).not.toBeNull();
    expect(ready.data.length).toBeGreaterThan(0);
  });

  it('create (2) of a keyword audit: one parent per keyword', async () => {
    const api = h.api();
    const engines = await api.monitoring.tables.engines();
    const engine = engines[0];
    const created = await api.audits.create({
      keywords: ['running shoes', 'trail shoes'],
      keywordsOptions: [{ engine: engine.id, country: engine.countries[0].id }],
      devices: ['mobile'],
      auditsSettings: { content: {} },
    });
    expect(Object.keys(created.keywords).sort()).toEqual(['running shoes', 'trail shoes']);
    for (const id of Object.values(created.keywords)) expect(id).toBeGreaterThan(0);
  });

  it('refresh (4) and clone (5) of a finished audit; clone of an unfinished one is refused', async () => {
    const api = h.api();
    const { urls } = await api.audits.create({
      urls: [PAGE],
      devices: ['desktop'],
      auditsSettings: { lighthouse: {} },
    });
    const [{ parentId, childIds }] = urls;
    await expect(api.audits.clone({ id: parentId, title: 'Too early' })).rejects.toMatchObject({
      kind: 'request',
    });
    await eventually(async () => (await api.audits.retrieve(childIds[0])).info.status === 'ready');
    const refreshed = await api.audits.refresh(parentId);
    expect(refreshed.cost).toBeGreaterThan(0);
    expect(refreshed.ids.length).toBeGreaterThan(0);
    await eventually(async () => (await api.audits.retrieve(childIds[0])).info.status === 'ready');
    const cloned = await api.audits.clone({ id: parentId, title: 'Stormlens — copy' });
    expect(cloned.created).toHaveLength(1);
    expect(cloned.created[0].parentId).not.toBe(parentId);
    expect(cloned.created[0].childIds).toHaveLength(1);
    expect(cloned.left).toBe(refreshed.left - cloned.cost);
  });

  it('remove (3): gone afterwards (not-found)', async () => {
    const api = h.api();
    const [parent] = await api.audits.list({ title: PAGE });
    await expect(api.audits.remove(parent.id)).resolves.toBe(true);
    // The emulator sends errors inside a 200 by default (service-notes: both forms are real);
    // the message's prefix still names the status.
    await expect(api.audits.retrieve(parent.id)).rejects.toMatchObject({
      kind: 'not-found',
      details: { statedStatus: 404 },
    });
  });

  it('failures: limit with numbers, access without permission, auth with a bad token', async () => {
    await h.control('account', { token: DEMO, auditTokensLeft: 1 });
    const limit = await h
      .api()
      .audits.create({
        urls: [PAGE],
        devices: ['desktop', 'mobile'],
        auditsSettings: { lighthouse: {} },
      })
      .catch((e) => e);
    expect(limit).toMatchObject({ kind: 'limit', details: { needed: 2, left: 1 } });
    await expect(
      h
        .api(NOAUDIT)
        .audits.create({ urls: [PAGE], devices: ['desktop'], auditsSettings: { lighthouse: {} } }),
    ).rejects.toMatchObject({ kind: 'access' });
    await expect(h.api('not-a-token').audits.list()).rejects.toMatchObject({ kind: 'auth' });
  });
});
