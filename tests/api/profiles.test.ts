import { describe, expect, it } from 'vitest';
import type { AuditType } from '@/lib/api';
import { useApi } from './harness';

const h = useApi();

describe('profiles over HTTP (rows 8–12)', () => {
  it('list (12): demo profiles, sorted by title, filtered by title and type', async () => {
    const api = h.api();
    const all = await api.profiles.list({ sortOrder: 'asc' });
    expect(all.length).toBeGreaterThan(0);
    const titles = all.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const first = all[0];
    const byTitle = await api.profiles.list({ title: first.title.slice(0, 5) });
    expect(byTitle.map((p) => p.id)).toContain(first.id);
    const type = first.types[0];
    const byType = await api.profiles.list({ auditTypes: [type as AuditType] });
    for (const p of byType) expect(p.types).toContain(type);
  });

  it('create (9) → retrieve (8) → update (10) → delete (11)', async () => {
    const api = h.api();
    const { id } = await api.profiles.create({ title: 'Stormlens test profile' });
    expect(id).toBeGreaterThan(0);
    const fresh = await api.profiles.retrieve(id);
    expect(fresh).toMatchObject({ id, title: 'Stormlens test profile', types: [], settings: {} });

    const descriptor = await api.audits.settings();
    const [type, d] = Object.entries(descriptor)[0];
    const [name, setting] = Object.entries(d.settings)[0];
    const value = setting.options?.[0]?.value ?? setting.defaultValue;
    const updated = await api.profiles.update(id, {
      title: 'Renamed',
      settings: { [type]: { [name]: value } },
    });
    expect(updated).toMatchObject({ id, title: 'Renamed', types: [type] });
    expect(updated.settings[type]).toEqual({ [name]: value });

    await expect(api.profiles.remove(id)).resolves.toBe(true);
    await expect(api.profiles.retrieve(id)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('update with an unknown setting is refused by the service', async () => {
    const api = h.api();
    const { id } = await api.profiles.create({ title: 'Bad settings' });
    await expect(
      api.profiles.update(id, { settings: { lighthouse: { 'no-such-setting': 1 } } }),
    ).rejects.toMatchObject({ kind: 'request' });
  });
});
