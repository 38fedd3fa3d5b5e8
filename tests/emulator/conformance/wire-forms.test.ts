import { describe, expect, it } from 'vitest';
import { DEFAULT_WIRE } from '../server.ts';
import { useEmulator } from './harness.ts';

/** The default answer forms (README "Wire forms"): the less convenient documented variant. */
const h = useEmulator(DEFAULT_WIRE);

describe('default wire forms', () => {
  it('sends numbers as numeric strings inside results, the envelope keeps its numbers', async () => {
    const res = await h.call('POST', 'monitoring/monitoring-group/get-list.json', {
      campaign_id: 31401,
    });
    expect(res.body.results.count).toBe('4');
    expect(res.body.results.groups[0]).toMatchObject({ id: '120501', engine: '1', country: '2' });
    expect(typeof res.body._credits_left).toBe('number');
  });

  it('lists campaigns without a title; retrieve names it', async () => {
    const list = await h.call('POST', 'monitoring/monitoring-campaign/get-list.json', {});
    expect(Object.keys(list.body.results.campaigns[0]).sort()).toEqual(
      ['access', 'domain', 'id', 'status', 'type'].sort(),
    );
    const one = await h.call('GET', 'monitoring/monitoring-campaign/31401.json');
    expect(one.body.results).toMatchObject({ title: expect.any(String), access_type: 'owner' });
    expect(one.body.results).not.toHaveProperty('data');
  });

  it('sends errors in a 200 body, the status only in the message', async () => {
    const res = await h.call('GET', 'monitoring/monitoring-campaign/1.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: { message: '(404) No entry for given id.' } });
  });

  it('keeps 503 for throttling and 401 with the bare array for a bad token', async () => {
    await h.control('fault', { kind: 'throttle' });
    expect((await h.call('POST', 'monitoring/monitoring-campaign/get-list.json', {})).status).toBe(
      503,
    );
    const auth = await h.call('GET', 'monitoring/monitoring-campaign/1.json', undefined, 'bad');
    expect(auth).toMatchObject({ status: 401, body: ['Unauthorised access.'] });
  });

  it('reports per-id bulk failures inside an error envelope (1 / "")', async () => {
    const res = await h.call('POST', 'monitoring/monitoring-group/stop.json', {
      id: [120501, 54320],
    });
    expect(res.body).toEqual({
      error: { statuses: { '120501': 1, '54320': '' }, message: '(404) No entry for given id.' },
    });
  });

  it.each(['heatmap', 'competitors', 'top50'])(
    'spells `position change` with a space and gives the url for %s',
    async (type) => {
      const res = await h.call('POST', 'monitoring/monitoring-keyword/get-details.json', {
        id: [4812001],
        type,
        gap: 'weekly',
      });
      const domains = res.body.results['4812001'].desktop;
      const cell = Object.values(Object.values(domains)[0] as object)[0];
      expect(Object.keys(cell)).toEqual(['position', 'position change', 'url']);
      expect(cell['position change']).toMatch(/^-?\d+(\.\d+)?$/);
    },
  );

  it("answers group retrieve with the SDK's engines/locations lists", async () => {
    const res = await h.call('GET', 'monitoring/monitoring-group/120505.json');
    expect(res.body.results).toMatchObject({
      engines: [{ engine: '1', country: '1' }],
      locations: ['Warszawa'],
    });
    expect(res.body.results).not.toHaveProperty('engine');
    expect(res.body.results).not.toHaveProperty('location');
  });

  it('keys report engines by name and prints ranking URLs without a scheme', async () => {
    const res = await h.call('POST', 'monitoring/monitoring-campaign/get-data.json', {
      id: 31401,
      gap: 'weekly',
    });
    const keyword = Object.values(res.body.results['120501']['example.com'])[0] as {
      data: Record<string, Record<string, Record<string, Record<string, { url: string }>>>>;
    };
    const [engine, devices] = Object.entries(Object.values(keyword.data)[0])[0];
    expect(engine).toBe('google');
    const leaf = Object.values(Object.values(devices)[0])[0];
    expect(leaf.url).toMatch(/^www\.example\.com\//);
    const details = await h.call('POST', 'monitoring/monitoring-keyword/get-details.json', {
      id: [4812001],
      type: 'top50',
    });
    const cells = Object.values(details.body.results['4812001'].desktop).flatMap((d) =>
      Object.values(d as Record<string, { url: string }>),
    );
    expect(cells.every((cell) => !/^https?:/.test(cell.url))).toBe(true);
  });
});
