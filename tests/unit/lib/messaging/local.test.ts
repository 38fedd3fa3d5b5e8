import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import { rejection } from '../../rejection';

/* A `monitoring.*` command runs in the page that sends it (lib/messaging/local.ts): its input is
 * checked there by the protocol's schema, and the background is asked only for the service calls
 * the read model makes (`service.monitoring`). */

const wire = vi.hoisted(() => ({ sendMessage: vi.fn() }));
vi.mock('@webext-core/messaging', () => ({ defineExtensionMessaging: () => wire }));

const PORT_CLOSED = new Error('The message port closed before a response was received.');

beforeEach(() => wire.sendMessage.mockReset());

describe('a page-served command', () => {
  it('asks the background for exactly the client call it needs', async () => {
    wire.sendMessage.mockResolvedValueOnce({
      ok: true,
      data: {
        value: { id: 7, title: 'running shoes', status: 'active', groupId: 3 },
        dated: false,
      },
    });
    await expect(send('monitoring.keywords.retrieve', { id: 7 })).resolves.toEqual({
      id: 7,
      title: 'running shoes',
      status: 'active',
      groupId: 3,
    });
    expect(wire.sendMessage.mock.calls).toEqual([
      [
        'service.monitoring',
        {
          resource: 'keywords',
          method: 'retrieve',
          args: { value: [7], dated: false },
          later: false,
        },
      ],
    ]);
  });

  it('refuses bad input in the page, with its code, before any message', async () => {
    const error = await rejection(send('monitoring.keywords.retrieve', { id: -1 }));
    expect(error).toMatchObject({ kind: 'request', details: { field: 'id', local: true } });
    expect(wire.sendMessage).not.toHaveBeenCalled();
  });

  it('passes the background’s failure on with its kind', async () => {
    wire.sendMessage.mockResolvedValueOnce({
      ok: false,
      error: new ServiceError('not-found', { status: 404 }).toJSON(),
    });
    const error = await rejection(send('monitoring.keywords.retrieve', { id: 7 }));
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('reads again when a read’s answer was lost, never a change', async () => {
    wire.sendMessage.mockRejectedValueOnce(PORT_CLOSED).mockResolvedValueOnce({
      ok: true,
      data: { value: { id: 7, title: 'a', status: 'stop' }, dated: false },
    });
    await expect(send('monitoring.keywords.retrieve', { id: 7 })).resolves.toMatchObject({
      id: 7,
    });
    expect(wire.sendMessage).toHaveBeenCalledTimes(2);

    wire.sendMessage.mockReset().mockRejectedValueOnce(PORT_CLOSED);
    const error = await rejection(
      send('monitoring.keywords.setStatus', { ids: [7], action: 'stop' }),
    );
    expect(error).toMatchObject({ kind: 'exception', details: { reason: 'background-lost' } });
    expect(wire.sendMessage).toHaveBeenCalledTimes(1);
  });
});
