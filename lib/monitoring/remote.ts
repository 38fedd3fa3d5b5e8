import type { Priority } from '@/lib/api/limiter';
import { sendToBackground } from '@/lib/messaging/worker';
import { fromWire, toWire } from '@/lib/messaging/wire';
import type { PortFactory } from './panel';
import { portCalls, portResources, type MonitoringPort, type PortResource } from './port';

/** One resource's calls, each made by the background (`service.monitoring`). */
function remoteCalls(resource: PortResource, later: boolean, ticket: string | undefined) {
  const { read, write } = portCalls[resource];
  return Object.fromEntries(
    [...read, ...write].map((method) => [
      method,
      async (...args: unknown[]) =>
        fromWire(
          await sendToBackground('service.monitoring', {
            resource,
            method,
            args: toWire(args),
            later,
            ticket,
          }),
        ),
    ]),
  );
}

/**
 * The service client as the read model sees it in a page: every call of lib/monitoring/port.ts,
 * made by the background with the token only it holds. Answers are the client's own values; a
 * failure is the ServiceError the background produced (kind, status, partial data). Reads made
 * under a `ticket` can be taken back before their turn (lib/storage/withdrawn.ts).
 */
export const remotePort = async (
  priority: Priority = 'now',
  ticket?: string,
): ReturnType<PortFactory> => {
  const later = priority === 'later';
  // The entries are built from the same list the type picks its calls from (./port.ts), and
  // each answers what the background's client returned for that call.
  return Object.fromEntries(
    portResources.map((resource) => [resource, remoteCalls(resource, later, ticket)]),
  ) as unknown as MonitoringPort;
};
