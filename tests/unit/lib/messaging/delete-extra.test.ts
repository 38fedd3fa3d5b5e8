import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '@/lib/api/errors';

const { send } = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('@/lib/messaging/client', () => ({ send }));
const { deleteExtra } = await import('@/lib/messaging/delete-extra');

/** A faked background: `answers` by command name. */
function answering(answers: Record<string, (input: { id?: number }) => unknown>) {
  send.mockImplementation(async (name: string, input: { id?: number }) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected command ${name}`);
    return answer(input);
  });
}

beforeEach(() => {
  send.mockReset();
});

describe('deleteExtra', () => {
  it('a profile: deleted, then read back as gone', async () => {
    answering({
      'profiles.delete': ({ id }) => ({ id }),
      'profiles.retrieve': () => {
        throw new ServiceError('not-found');
      },
    });
    expect(await deleteExtra({ kind: 'profile', id: 7, label: 'Nightly' })).toBeNull();
    expect(send.mock.calls.map(([name]) => name)).toEqual(['profiles.delete', 'profiles.retrieve']);
  });

  it('an audit run: deleted, then read back as gone; one the service still has is said', async () => {
    answering({
      'audits.delete': () => ({ deleted: true }),
      'audits.retrieve': () => {
        throw new ServiceError('not-found');
      },
    });
    expect(await deleteExtra({ kind: 'audit-run', id: 77, label: 'Stormlens' })).toBeNull();
    expect(send.mock.calls).toEqual([
      ['audits.delete', { id: 77 }],
      ['audits.retrieve', { id: 77 }],
    ]);
    answering({
      'audits.delete': () => ({ deleted: true }),
      'audits.retrieve': () => ({ audit: { id: 77 } }),
    });
    expect(await deleteExtra({ kind: 'audit-run', id: 77, label: 'Stormlens' })).toMatchObject({
      details: { reason: 'still-there', id: 77 },
    });
  });

  it('a group still live after its delete: said, not taken as done', async () => {
    answering({
      'monitoring.groups.setStatus': () => ({ '4': { ok: true } }),
      'monitoring.groups.list': () => [{ id: 4, status: 'active' }],
    });
    expect(
      await deleteExtra({ kind: 'group', id: 4, label: 'Shoes', campaignId: 2 }),
    ).toMatchObject({
      details: { reason: 'still-there', id: 4 },
    });
    expect(send).toHaveBeenCalledWith('monitoring.groups.list', { campaignId: 2 });
  });

  it.each([
    [
      'campaign',
      'monitoring.campaigns.setStatus',
      'monitoring.campaigns.list',
      [{ id: 9, status: 'delete' }],
    ],
    [
      'keyword',
      'monitoring.keywords.setStatus',
      'monitoring.keywords.retrieve',
      { id: 9, status: 'delete' },
    ],
  ] as const)('a %s moved to the delete status is gone', async (kind, remove, read, seen) => {
    answering({ [remove]: () => ({ '9': { ok: true } }), [read]: () => seen });
    expect(await deleteExtra({ kind, id: 9, label: 'x', campaignId: 1 })).toBeNull();
    expect(send).toHaveBeenCalledWith(remove, { ids: [9], action: 'delete' });
  });

  it('a refused delete is the error to show', async () => {
    answering({
      'profiles.delete': () => {
        throw new ServiceError('access');
      },
    });
    expect(await deleteExtra({ kind: 'profile', id: 7, label: 'Nightly' })).toMatchObject({
      kind: 'access',
    });
  });
});
