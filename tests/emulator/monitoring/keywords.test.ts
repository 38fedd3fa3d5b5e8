import { describe, expect, it } from 'vitest';
import { DEMO, IDS, messageOf, TEAMMATE, useEmulator } from './test-server.ts';

const h = useEmulator();
const KEYWORD = 'monitoring/monitoring-keyword';

describe('keywords: create and retrieve', () => {
  it('creates keywords (a list answers a list of new ids) and retrieves one', async () => {
    const res = await h.post(KEYWORD, {
      group_id: IDS.trailGroup,
      keywords: ['ultra trail shoes', '', 'trail shoes', 'x'.repeat(81)],
    });
    expect(res.status).toBe(200);
    const [id, empty, duplicate, long] = res.body.results.id;
    expect(typeof id).toBe('number');
    expect(empty).toBe('Keyword is empty.');
    expect(duplicate).toContain('already exists in this group');
    expect(long).toBe('Keyword is longer than 80 characters.');
    const got = await h.get(`${KEYWORD}/${id}`);
    expect(got.body.results).toEqual({
      id: String(id),
      title: 'ultra trail shoes',
      status: 'active',
      group_id: String(IDS.trailGroup),
    });
  });

  it('keeps the keys of a keyed map', async () => {
    const res = await h.post(KEYWORD, { group_id: IDS.trailGroup, keywords: { k1: 'fell shoes' } });
    expect(Object.keys(res.body.results.id)).toEqual(['k1']);
  });

  it('creates keywords stopped when the keyword slots are used up (two devices count twice)', async () => {
    // Demo usage is 66 slots; one more keyword in a two-device group needs 2.
    await h.control('account', { token: DEMO, keywords: 67 });
    const res = await h.post(KEYWORD, {
      group_id: IDS.runningShoesGroup,
      keywords: ['kids running shoes'],
    });
    const id = res.body.results.id[0];
    expect((await h.get(`${KEYWORD}/${id}`)).body.results.status).toBe('stop');
    const single = await h.post(KEYWORD, { group_id: IDS.trailGroup, keywords: ['trail socks'] });
    expect((await h.get(`${KEYWORD}/${single.body.results.id[0]}`)).body.results.status).toBe(
      'active',
    );
  });

  it.each([
    [{ keywords: ['a'] }, 400, '(400) Missing required field: group_id.'],
    [{ group_id: IDS.trailGroup }, 400, 'Missing required field: keywords'],
    [{ group_id: 1, keywords: ['a'] }, 404, '(404) No entry for given id.'],
  ])('refuses %j', async (body, status, message) => {
    const res = await h.post(KEYWORD, body);
    expect(res.status).toBe(status);
    expect(messageOf(res)).toContain(message);
  });

  it('refuses a readonly member and hides other accounts keywords', async () => {
    expect(
      (await h.post(KEYWORD, { group_id: IDS.warsawGroup, keywords: ['a'] }, TEAMMATE)).status,
    ).toBe(403);
    expect((await h.get(`${KEYWORD}/${IDS.runningShoesKeyword}`, 'noaudit-token')).status).toBe(
      404,
    );
  });
});

describe('keywords: change group', () => {
  it('moves keywords with per-id results', async () => {
    const res = await h.post(`${KEYWORD}/change-group`, {
      group_id: IDS.trailGroup,
      id: [IDS.runningShoesKeyword, 999],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      [IDS.runningShoesKeyword]: true,
      999: 'No entry for given id.',
    });
    expect((await h.get(`${KEYWORD}/${IDS.runningShoesKeyword}`)).body.results.group_id).toBe(
      String(IDS.trailGroup),
    );
  });

  it('refuses a move into a two-device group beyond the keyword limit', async () => {
    const trail = await h.post(`${KEYWORD}/get-list`, {
      campaign_id: IDS.exampleCampaign,
      filters: { group_name: 'Trail' },
    });
    const id = trail.body.results.keywords[0].id;
    await h.control('account', { token: DEMO, keywords: 66 });
    const res = await h.post(`${KEYWORD}/change-group`, {
      group_id: IDS.runningShoesGroup,
      id: [id],
    });
    expect(res.body.results[id]).toMatch(/^Keyword limit exceeded: this needs 1 keyword slots/);
  });

  it('uses the SDK statuses form when the emulator is set to it', async () => {
    await h.control('settings', { bulkForm: 'statuses' });
    const res = await h.post(`${KEYWORD}/change-group`, {
      group_id: IDS.trailGroup,
      id: [IDS.runningShoesKeyword, 5],
    });
    expect(res.body.error).toEqual({
      message: '(404) No entry for given id.',
      statuses: { [IDS.runningShoesKeyword]: 1, 5: '' },
    });
  });

  it.each([
    [{ id: [1] }, 400],
    [{ group_id: IDS.trailGroup }, 400],
    [{ group_id: 5, id: [IDS.runningShoesKeyword] }, 404],
  ])('refuses %j', async (body, status) => {
    expect((await h.post(`${KEYWORD}/change-group`, body)).status).toBe(status);
  });
});

describe('keywords: list', () => {
  it.each([
    [{}, 33],
    [{ filters: { status: ['stop'] } }, 2],
    [{ filters: { status: ['active', 'delete'] } }, 3], // delete present: only deleted
    [{ filters: { keyword: 'TRAIL' } }, 7],
    [{ filters: { group_name: 'bing' } }, 7],
  ])('filters %j', async (body, count) => {
    const res = await h.post(`${KEYWORD}/get-list`, { campaign_id: IDS.exampleCampaign, ...body });
    expect(res.status).toBe(200);
    expect(res.body.results.count).toBe(count);
  });

  it('lists items with group status and integer ids', async () => {
    const res = await h.post(`${KEYWORD}/get-list`, {
      campaign_id: IDS.exampleCampaign,
      pager: { items_per_page: 1 },
    });
    expect(res.body.results.keywords).toEqual([
      {
        id: IDS.runningShoesKeyword,
        title: 'running shoes',
        status: 'active',
        group_id: IDS.runningShoesGroup,
        group_status: 'active',
      },
    ]);
  });

  it.each([
    [{ filters: { status: ['paused'] } }, 400],
    [{ pager: { items_per_page: 3 } }, 400],
  ])('refuses %j', async (body, status) => {
    expect(
      (await h.post(`${KEYWORD}/get-list`, { campaign_id: IDS.exampleCampaign, ...body })).status,
    ).toBe(status);
  });
});
