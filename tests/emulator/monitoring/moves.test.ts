import { describe, expect, it } from 'vitest';
import { DEMO, IDS, messageOf, TEAMMATE, useEmulator } from './test-server.ts';

const h = useEmulator();
const M = 'monitoring';

async function statusOf(kind: 'campaign' | 'group' | 'keyword', id: number) {
  return (await h.get(`${M}/monitoring-${kind}/${id}`)).body.results.status;
}

describe('status moves (monitoring.md §3)', () => {
  it.each([
    ['campaign', IDS.exampleCampaign],
    ['group', IDS.trailGroup],
    ['keyword', IDS.runningShoesKeyword],
  ] as const)('%s: stop → start → delete → restore (to stop)', async (kind, id) => {
    const path = `${M}/monitoring-${kind}`;
    for (const [move, status] of [
      ['stop', 'stop'],
      ['start', 'active'],
      ['delete', 'delete'],
      ['restore', 'stop'],
    ]) {
      const res = await h.post(`${path}/${move}`, { id: [id] });
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual({ [id]: true });
      expect(await statusOf(kind, id)).toBe(status);
    }
  });

  it('accepts a single id for backward compatibility and a string id', async () => {
    expect(
      (await h.post(`${M}/monitoring-keyword/stop`, { id: IDS.runningShoesKeyword })).body.results,
    ).toEqual({
      [IDS.runningShoesKeyword]: true,
    });
    expect(
      (await h.post(`${M}/monitoring-keyword/start`, { id: [String(IDS.runningShoesKeyword)] }))
        .status,
    ).toBe(200);
  });

  it('refuses restoring an entry that is not deleted, per id', async () => {
    const res = await h.post(`${M}/monitoring-keyword/restore`, {
      id: [IDS.runningShoesKeyword, IDS.deletedKeyword],
    });
    expect(res.body.results).toEqual({
      [IDS.runningShoesKeyword]: 'Only deleted entries can be restored; this keyword is active.',
      [IDS.deletedKeyword]: true,
    });
  });

  it.each([
    [
      'map',
      200,
      (body: { results: unknown }) =>
        expect(body.results).toEqual({ [IDS.trailGroup]: true, 77: 'No entry for given id.' }),
    ],
    [
      'statuses',
      404, // the SDK's form: an error envelope, with the first failure's status
      (body: { error: unknown }) =>
        expect(body.error).toEqual({
          message: '(404) No entry for given id.',
          statuses: { [IDS.trailGroup]: 1, 77: '' },
        }),
    ],
  ] as const)(
    'reports a failing id in the %s form and still applies the others',
    async (form, status, check) => {
      await h.control('settings', { bulkForm: form });
      const res = await h.post(`${M}/monitoring-group/stop`, { id: [IDS.trailGroup, 77] });
      expect(res.status).toBe(status);
      check(res.body);
      expect(await statusOf('group', IDS.trailGroup)).toBe('stop');
    },
  );

  it('refuses a call without ids', async () => {
    const res = await h.post(`${M}/monitoring-campaign/start`, {});
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('Missing required field: id');
  });

  it('refuses moves by a readonly member per id, and lets a manager move', async () => {
    const readonly = await h.post(
      `${M}/monitoring-campaign/stop`,
      { id: [IDS.shopCampaign] },
      TEAMMATE,
    );
    expect(readonly.body.results[IDS.shopCampaign]).toMatch(/^Access denied/);
    const manager = await h.post(
      `${M}/monitoring-campaign/stop`,
      { id: [IDS.exampleCampaign] },
      TEAMMATE,
    );
    expect(manager.body.results).toEqual({ [IDS.exampleCampaign]: true });
  });
});

describe('limits on start', () => {
  it('refuses starting a campaign without a free campaign slot', async () => {
    await h.control('account', { token: DEMO, campaigns: 2 });
    const res = await h.post(`${M}/monitoring-campaign/start`, { id: [IDS.blogCampaign] });
    expect(res.body.results[IDS.blogCampaign]).toBe(
      'Campaign limit exceeded: 2 of 2 campaigns are already active.',
    );
  });

  it('refuses starting a campaign whose keywords do not fit the free keyword slots', async () => {
    await h.control('account', { token: DEMO, keywords: 70 }); // 66 used, the blog needs 5
    const res = await h.post(`${M}/monitoring-campaign/start`, { id: [IDS.blogCampaign] });
    expect(res.body.results[IDS.blogCampaign]).toMatch(
      /^Keyword limit exceeded: this needs 5 keyword slots/,
    );
    await h.control('account', { token: DEMO, keywords: 71 });
    const ok = await h.post(`${M}/monitoring-campaign/start`, { id: [IDS.blogCampaign] });
    expect(ok.body.results[IDS.blogCampaign]).toBe(true);
  });

  it('counts a keyword of a two-device group twice when starting it', async () => {
    await h.control('account', { token: DEMO, keywords: 67 }); // 66 used, 1 free
    const res = await h.post(`${M}/monitoring-keyword/start`, { id: [IDS.stoppedKeyword] });
    expect(res.body.results[IDS.stoppedKeyword]).toMatch(
      /needs 2 keyword slots .*, 1 of 67 are free/,
    );
  });

  it('refuses starting a group that needs more slots than are free', async () => {
    await h.post(`${M}/monitoring-group/stop`, { id: [IDS.runningShoesGroup] }); // frees 24 → 42 used
    await h.control('account', { token: DEMO, keywords: 60 });
    const res = await h.post(`${M}/monitoring-group/start`, { id: [IDS.runningShoesGroup] });
    expect(res.body.results[IDS.runningShoesGroup]).toMatch(/needs 24 keyword slots/);
  });
});

describe('the critical-section lock', () => {
  it('answers 409 to a conflicting call while another holds the entity', async () => {
    await h.control('settings', { lockHoldMs: 400 });
    const first = await h.post(`${M}/monitoring-campaign/stop`, { id: [IDS.exampleCampaign] });
    expect(first.status).toBe(200);
    const second = await h.post(`${M}/monitoring-campaign/start`, { id: [IDS.exampleCampaign] });
    expect(second.status).toBe(409);
    expect(messageOf(second)).toBe(
      '(409) Another transaction is in progress for this entry. Try again later.',
    );
    const update = await h.call('PUT', `${M}/monitoring-campaign/${IDS.exampleCampaign}`, {
      title: 'x',
    });
    expect(update.status).toBe(409);
    const other = await h.post(`${M}/monitoring-campaign/stop`, { id: [IDS.shopCampaign] });
    expect(other.status).toBe(200); // another entity is not locked
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(
      (await h.post(`${M}/monitoring-campaign/start`, { id: [IDS.exampleCampaign] })).status,
    ).toBe(200);
  });

  it('fails only the held group in update-multiple', async () => {
    await h.control('settings', { lockHoldMs: 400 });
    await h.call('PUT', `${M}/monitoring-group/${IDS.trailGroup}`, { title: 'Trail' });
    const res = await h.post(`${M}/monitoring-group/update-multiple`, {
      groups: { [IDS.trailGroup]: { title: 'a' }, [IDS.bingGroup]: { title: 'b' } },
    });
    expect(res.body.results.id[IDS.trailGroup]).toMatch(/Another transaction/);
    expect(res.body.results.id[IDS.bingGroup]).toBe(true);
  });
});
