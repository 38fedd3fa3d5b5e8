import { describe, expect, it } from 'vitest';
import { IDS, messageOf, NOAUDIT, TEAMMATE, useEmulator } from './test-server.ts';

const h = useEmulator();
const GET = 'monitoring/monitoring-campaign/get-access';
const SET = 'monitoring/monitoring-campaign/set-access';

/** set-access allows one request per 10 s per account: move the emulator clock past it. */
const nextWindow = () => h.control('clock', { advanceMs: 10_001 });

describe('get-access', () => {
  it('maps campaign id → e-mail → level for campaigns the caller owns or manages', async () => {
    const demo = await h.post(GET);
    expect(demo.status).toBe(200);
    expect(demo.body.results[IDS.exampleCampaign]).toEqual({
      'demo@stormlens.test': 'owner',
      'teammate@stormlens.test': 'manager',
      'seo-agency@example.org': 'readonly',
    });
    expect(demo.body.results[IDS.teammateCampaign]).toBeUndefined(); // demo is readonly there
    const teammate = await h.post(GET, {}, TEAMMATE);
    expect(Object.keys(teammate.body.results).map(Number).sort()).toEqual([
      IDS.exampleCampaign,
      IDS.teammateCampaign,
    ]);
  });
});

describe('set-access', () => {
  it('grants, invites unknown e-mails, removes, and reports each e-mail', async () => {
    const res = await h.post(SET, {
      [IDS.shopCampaign]: {
        set: [
          { mail: 'noaudit@stormlens.test', permission: 'manager' },
          { mail: 'new.person@example.net', permission: 'readonly' },
        ],
        remove: [{ mail: 'teammate@stormlens.test' }, { mail: 'nobody@example.net' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      [IDS.shopCampaign]: {
        set: { 'noaudit@stormlens.test': true, 'new.person@example.net': true },
        remove: { 'teammate@stormlens.test': true, 'nobody@example.net': false },
      },
    });
    // The new manager sees the campaign; the removed teammate no longer does.
    const list = await h.post('monitoring/monitoring-campaign/get-list', {}, NOAUDIT);
    expect(list.body.results.campaigns).toEqual([
      expect.objectContaining({ id: IDS.shopCampaign, access: 'manager' }),
    ]);
    expect(
      (await h.get(`monitoring/monitoring-campaign/${IDS.shopCampaign}`, TEAMMATE)).status,
    ).toBe(404);
    expect((await h.post(GET)).body.results[IDS.shopCampaign]).toMatchObject({
      'new.person@example.net': 'readonly',
    });
  });

  it('leaves an address it is told to refuse unchanged, answering false for it alone', async () => {
    await h.control('settings', { shareRefused: ['Blocked@example.net'] });
    const res = await h.post(SET, {
      [IDS.exampleCampaign]: {
        set: [
          { mail: 'blocked@example.net', permission: 'readonly' },
          { mail: 'fine@example.net', permission: 'manager' },
        ],
      },
    });
    expect(res.body.results[IDS.exampleCampaign].set).toEqual({
      'blocked@example.net': false,
      'fine@example.net': true,
    });
    const users = (await h.post(GET)).body.results[IDS.exampleCampaign];
    expect(users['fine@example.net']).toBe('manager');
    expect(users['blocked@example.net']).toBeUndefined();
  });

  it('allows one request per 10 seconds per account', async () => {
    const body = { [IDS.shopCampaign]: { remove: [{ mail: 'x@example.net' }] } };
    expect((await h.post(SET, body)).status).toBe(200);
    const fast = await h.post(SET, body);
    expect(fast.status).toBe(400);
    expect(messageOf(fast)).toMatch(
      /^\(400\) Request limit\. Set access allows one request per 10 seconds/,
    );
    const teammateBody = { [IDS.exampleCampaign]: { remove: [{ mail: 'x@example.net' }] } };
    expect((await h.post(SET, teammateBody, TEAMMATE)).status).toBe(200); // its own window
    await nextWindow();
    expect((await h.post(SET, body)).status).toBe(200);
  });

  const mail = (n: number) => ({ mail: `user${n}@example.net`, permission: 'readonly' });
  it.each([
    [
      'more than 3 set records',
      { [IDS.exampleCampaign]: { set: [mail(1), mail(2), mail(3), mail(4)] } },
      400,
      'Too many records in set: at most 3',
    ],
    [
      'more than 3 set records across campaigns',
      {
        [IDS.exampleCampaign]: { set: [mail(1), mail(2)] },
        [IDS.shopCampaign]: { set: [mail(3), mail(4)] },
      },
      400,
      'at most 3',
    ],
    [
      'granting owner',
      { [IDS.exampleCampaign]: { set: [{ mail: 'a@example.net', permission: 'owner' }] } },
      400,
      'the owner role cannot be granted or changed',
    ],
    [
      'changing the owner',
      { [IDS.exampleCampaign]: { set: [{ mail: 'demo@stormlens.test', permission: 'readonly' }] } },
      400,
      'the owner role cannot be granted or changed',
    ],
    [
      'removing the owner',
      { [IDS.exampleCampaign]: { remove: [{ mail: 'DEMO@stormlens.test' }] } },
      400,
      'the owner cannot be removed',
    ],
    [
      'an invalid e-mail',
      { [IDS.exampleCampaign]: { set: [{ mail: 'not-an-email', permission: 'readonly' }] } },
      400,
      'invalid e-mail address "not-an-email"',
    ],
    [
      'an unknown permission',
      { [IDS.exampleCampaign]: { set: [{ mail: 'a@example.net', permission: 'admin' }] } },
      400,
      'must be readonly or manager',
    ],
    [
      'a campaign of nobody',
      { 999: { remove: [{ mail: 'a@example.net' }] } },
      404,
      '(404) No entry for given id.',
    ],
    ['an empty body', {}, 400, 'Nothing to change'],
  ])('refuses %s and changes nothing', async (_name, body, status, message) => {
    const res = await h.post(SET, body);
    expect(res.status).toBe(status);
    expect(messageOf(res)).toContain(message);
    await nextWindow();
    expect((await h.post(GET)).body.results[IDS.exampleCampaign]).toEqual({
      'demo@stormlens.test': 'owner',
      'teammate@stormlens.test': 'manager',
      'seo-agency@example.org': 'readonly',
    });
  });

  it('refuses a caller with readonly access', async () => {
    const res = await h.post(SET, { [IDS.teammateCampaign]: { set: [mail(1)] } });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe(
      `(400) Update failed: you have read-only access to campaign ${IDS.teammateCampaign} and cannot share it.`,
    );
  });

  it('lets a manager share, but not touch the owner', async () => {
    const ok = await h.post(SET, { [IDS.exampleCampaign]: { set: [mail(1)] } }, TEAMMATE);
    expect(ok.body.results[IDS.exampleCampaign].set).toEqual({ 'user1@example.net': true });
    await nextWindow();
    const owner = await h.post(
      SET,
      { [IDS.exampleCampaign]: { remove: [{ mail: 'demo@stormlens.test' }] } },
      TEAMMATE,
    );
    expect(owner.status).toBe(400);
  });
});
