import { invalidInput } from '@/lib/api/errors';
import { issue } from '@/lib/domain/input-issue';
import { handle } from '@/lib/messaging/server';
import { fromWire, toWire } from '@/lib/messaging/wire';
import { callKind } from '@/lib/monitoring/port';
import { getApi } from './api';

/**
 * The background's part of monitoring: it makes the client calls the pages' read model asks for
 * (lib/monitoring/remote.ts) with the token only it holds, and no call lib/monitoring/port.ts
 * does not list. Assembling what the side panel shows happens in the page (lib/messaging/local.ts),
 * so that code is not parsed on every wake-up of the worker.
 */
export function registerMonitoring(): void {
  handle('service.monitoring', async ({ resource, method, args, later }) => {
    if (!callKind(resource, method)) throw invalidInput(issue('method', 'message-invalid'));
    const sent = fromWire(args);
    if (!Array.isArray(sent)) throw invalidInput(issue('args', 'message-invalid'));
    const client: object = (await getApi(later ? 'later' : 'now')).monitoring[resource];
    const call: unknown = Reflect.get(client, method);
    if (typeof call !== 'function') throw invalidInput(issue('method', 'message-invalid'));
    return toWire(await Reflect.apply(call, client, sent));
  });
}
