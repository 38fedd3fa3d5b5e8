import { describe, expect, it } from 'vitest';
import { useApi } from './harness';

const h = useApi();

describe('monitoring tables over HTTP (rows 51–53)', () => {
  it('engines (52): ids and names with their countries', async () => {
    const engines = await h.api().monitoring.tables.engines();
    expect(engines.length).toBeGreaterThan(0);
    for (const e of engines) {
      expect(e.id).toBeGreaterThan(0);
      expect(e.name).not.toBe('');
      expect(e.countries.length).toBeGreaterThan(0);
      for (const c of e.countries) expect(c.id).toBeGreaterThan(0);
    }
  });

  it('devices (53) and any table by name (51)', async () => {
    const api = h.api();
    await expect(api.monitoring.tables.devices()).resolves.toEqual(
      expect.arrayContaining(['desktop', 'mobile']),
    );
    await expect(api.monitoring.tables.table('devices')).resolves.toEqual(
      await api.monitoring.tables.devices(),
    );
    await expect(api.monitoring.tables.table('engines')).resolves.toEqual(
      await api.monitoring.tables.engines(),
    );
  });
});
