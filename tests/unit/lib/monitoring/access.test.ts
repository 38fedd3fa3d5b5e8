import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { changeAccess, lastSetAccess } from '@/lib/monitoring/access';
import { campaign, fakePort } from './fake-port';

const users = [
  { mail: 'owner@example.com', access: 'owner' },
  { mail: 'mate@example.com', access: 'manager' },
];

function port(access = 'owner') {
  return fakePort({
    campaigns: {
      retrieve: vi.fn(async () => campaign({ access })),
      getAccess: vi.fn(async () => [{ campaignId: 1, access: null, owner: null, users }]),
      setAccess: vi.fn(async () => ({ '1': { set: { 'new@example.com': true }, remove: {} } })),
    },
  });
}

const grant = (mail: string) => ({ mail, permission: 'readonly' as const });

describe('changeAccess', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends an allowed change and remembers when, for the 10-second rule', async () => {
    const p = port();
    const r = await changeAccess(
      p,
      { campaignId: 1, set: [grant('new@example.com')], remove: [] },
      50_000,
    );
    expect(r).toEqual({ set: { 'new@example.com': true }, remove: {}, nextSetAt: 60_000 });
    expect(p.campaigns.setAccess).toHaveBeenCalledWith({
      '1': { set: [grant('new@example.com')] },
    });
    expect(await lastSetAccess.getValue()).toBe(50_000);
  });

  it.each([
    [
      'the owner granted',
      { set: [grant('Owner@example.com')], remove: [] },
      'owner',
      { details: { local: true, code: 'sharing-owner', values: { owner: 'owner@example.com' } } },
    ],
    [
      'the owner removed',
      { set: [], remove: ['owner@example.com'] },
      'owner',
      { details: { local: true, code: 'sharing-owner', values: { owner: 'owner@example.com' } } },
    ],
    [
      'four grants',
      { set: ['a', 'b', 'c', 'd'].map((x) => grant(`${x}@example.com`)), remove: [] },
      'owner',
      { details: { local: true, code: 'sharing-max', values: { max: 3 } } },
    ],
    [
      'granted and removed',
      { set: [grant('x@example.com')], remove: ['x@example.com'] },
      'owner',
      { details: { local: true, code: 'sharing-both', values: { value: 'x@example.com' } } },
    ],
    [
      'a read-only caller',
      { set: [grant('x@example.com')], remove: [] },
      'readonly',
      { message: expect.stringMatching(/read-only access/) },
    ],
  ])('refuses %s before sending', async (_name, change, level, expected) => {
    const p = port(level);
    await expect(changeAccess(p, { campaignId: 1, ...change }, 50_000)).rejects.toMatchObject(
      expected,
    );
    expect(p.campaigns.setAccess).not.toHaveBeenCalled();
  });

  it('refuses a second change within 10 s, saying how long to wait', async () => {
    await lastSetAccess.setValue(45_000);
    const p = port();
    await expect(
      changeAccess(p, { campaignId: 1, set: [grant('n@example.com')], remove: [] }, 50_000),
    ).rejects.toMatchObject({
      kind: 'request',
      details: { waitMs: 5_000, reason: 'too-fast' },
    });
    expect(p.campaigns.setAccess).not.toHaveBeenCalled();
  });

  it('of changes checked at once, one is sent and the rest are told to wait', async () => {
    const p = port();
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((x, i) =>
        changeAccess(
          p,
          { campaignId: 1, set: [grant(`${x}@example.com`)], remove: [] },
          50_000 + i,
        ),
      ),
    );
    // Every writer read "no call yet" before the first wrote: only the lock keeps this to one.
    expect(p.campaigns.setAccess).toHaveBeenCalledTimes(1);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect(o.reason).toMatchObject({ details: { reason: 'too-fast' } });
    }
    expect(await lastSetAccess.getValue()).toBe(
      50_000 + outcomes.findIndex((o) => o.status === 'fulfilled'),
    );
  });
});
