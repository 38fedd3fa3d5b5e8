import { describe, expect, it } from 'vitest';
import { useEmulator } from './harness.ts';

const h = useEmulator();
const LONG = 'x'.repeat(2000);

describe('control: rename (names the API would refuse to create)', () => {
  it('renames every profile, or one by id, and the API then answers the name', async () => {
    expect(await h.control('rename', { kind: 'profile', title: LONG })).toMatchObject({
      ok: true,
      renamed: expect.any(Number),
    });
    const list = await h.call('POST', 'audits/profile/list');
    const titles = list.body.results.map((p: { title: string }) => p.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles)).toEqual(new Set([LONG]));
    const id = Number(list.body.results[0].id); // a numeric string on the wire
    expect(await h.control('rename', { kind: 'profile', title: 'Short', id })).toMatchObject({
      renamed: 1,
    });
    expect((await h.call('GET', `audits/profile/${id}.json`)).body.results.title).toBe('Short');
  });

  it('renames campaigns as retrieve gives them', async () => {
    await h.control('rename', { kind: 'campaign', title: LONG, id: 31401 });
    const one = await h.call('GET', 'monitoring/monitoring-campaign/31401.json');
    expect(JSON.stringify(one.body)).toContain(LONG);
  });

  it('refuses an unknown kind or an empty title (400)', async () => {
    expect(await h.control('rename', { kind: 'audit', title: 'T' })).toMatchObject({ status: 400 });
    expect(await h.control('rename', { kind: 'keyword', title: '' })).toMatchObject({
      status: 400,
    });
  });
});
