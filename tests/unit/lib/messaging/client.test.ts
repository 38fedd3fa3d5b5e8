import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import { neverDelivered } from '@/lib/messaging/repeat';
import { maySendAgain } from '@/lib/messaging/resend';
import { rejection } from '../../rejection';

const wire = vi.hoisted(() => ({ sendMessage: vi.fn() }));
vi.mock('@webext-core/messaging', () => ({ defineExtensionMessaging: () => wire }));

/** Chrome's words when the worker stopped while handling the message. */
const PORT_CLOSED = new Error('The message port closed before a response was received.');
/** Chrome's and Firefox's words when no listener took the message. */
const NO_RECEIVER = new Error('Could not establish connection. Receiving end does not exist.');

const launch = {
  requestId: '6b1f3c52-8a2e-4c1b-9f5e-2d7a1e0c4b93',
  url: 'https://www.example.com/',
  devices: ['desktop' as const],
  types: ['lighthouse'],
};
const answer = { parentId: 1, childIds: [2], cost: 1, left: 99 };

beforeEach(() => wire.sendMessage.mockReset());

describe('the resend rule', () => {
  it.each([
    ['audits.list', PORT_CLOSED, true],
    ['audits.launch', PORT_CLOSED, true],
    ['audits.refresh', PORT_CLOSED, true],
    ['audits.clone', PORT_CLOSED, true],
    ['audits.delete', PORT_CLOSED, false],
    ['profiles.create', PORT_CLOSED, false],
    ['service.monitoring', new Error('No response'), false],
    ['research.run', PORT_CLOSED, false],
    ['audits.delete', NO_RECEIVER, true],
    ['profiles.create', NO_RECEIVER, true],
  ] as const)('%s after “%s” → send again: %s', (name, error, expected) => {
    expect(maySendAgain(name, {}, error)).toBe(expected);
  });

  it.each([
    ['campaigns', 'data', true],
    ['keywords', 'details', true],
    ['tables', 'engines', true],
    ['keywords', 'create', false],
    ['campaigns', 'setAccess', false],
    ['groups', 'remove', false],
    ['campaigns', 'nonsense', false],
  ])(
    'a service call %s.%s after the port closed → send again: %s',
    (resource, method, expected) => {
      const input = { resource, method, args: { value: [], dated: false } };
      expect(maySendAgain('service.monitoring', input, PORT_CLOSED)).toBe(expected);
    },
  );

  it('knows a message that never reached the background', () => {
    expect(neverDelivered(NO_RECEIVER)).toBe(true);
    expect(neverDelivered(PORT_CLOSED)).toBe(false);
  });
});

describe('send', () => {
  it('asks again with the same request id when a launch’s answer was lost', async () => {
    wire.sendMessage
      .mockRejectedValueOnce(PORT_CLOSED)
      .mockResolvedValueOnce({ ok: true, data: answer });
    await expect(send('audits.launch', launch)).resolves.toEqual(answer);
    expect(wire.sendMessage).toHaveBeenCalledTimes(2);
    expect(wire.sendMessage.mock.calls[1]).toEqual(['audits.launch', launch]);
  });

  it('never repeats a change that may have reached the background', async () => {
    wire.sendMessage.mockRejectedValueOnce(PORT_CLOSED);
    const error = await rejection(send('audits.delete', { id: 5 }));
    expect(error).toMatchObject({ kind: 'exception', details: { reason: 'background-lost' } });
    expect(wire.sendMessage).toHaveBeenCalledTimes(1);
  });

  it('sends a change again when it provably never arrived', async () => {
    wire.sendMessage
      .mockRejectedValueOnce(NO_RECEIVER)
      .mockResolvedValueOnce({ ok: true, data: { deleted: true } });
    await expect(send('audits.delete', { id: 5 })).resolves.toEqual({ deleted: true });
    expect(wire.sendMessage).toHaveBeenCalledTimes(2);
  });

  it('sends once more at most, then says the background did not answer', async () => {
    wire.sendMessage.mockRejectedValueOnce(PORT_CLOSED).mockRejectedValueOnce(PORT_CLOSED);
    const error = await rejection(send('audits.list', {}));
    expect(error.kind).toBe('exception');
    expect(wire.sendMessage).toHaveBeenCalledTimes(2);
  });

  it('passes the background’s error on with its kind', async () => {
    wire.sendMessage.mockResolvedValueOnce({
      ok: false,
      error: new ServiceError('limit', { details: { needed: 2, left: 1 } }).toJSON(),
    });
    const error = await rejection(send('audits.launch', launch));
    expect(error).toMatchObject({ kind: 'limit', details: { needed: 2, left: 1 } });
    expect(wire.sendMessage).toHaveBeenCalledTimes(1);
  });
});
