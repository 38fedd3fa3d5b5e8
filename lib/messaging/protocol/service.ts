import { z } from 'zod/mini';
import { portResources } from '@/lib/monitoring/port';
import { command } from '../define';
import { readTicket } from './ticket';
import type { Packet } from '../wire';

/*
 * The service client, for the read model pages run themselves (the `monitoring.*` area,
 * ../local.ts). Served by entrypoints/background/monitoring.ts, which holds the token and makes
 * only the calls lib/monitoring/port.ts lists:
 *
 *   service.monitoring  {resource, method, args, later?, ticket?}  → the client's answer (a ../wire.ts packet)
 *
 * `args` are the client function's arguments (a ../wire.ts packet of a list), which the function
 * checks itself before any request (a `request` ServiceError naming the field); `later` queues
 * the call behind what the user is looking at (lib/api/limiter.ts).
 */
export const serviceProtocol = {
  'service.monitoring': command<Packet>()(() =>
    z.object({
      resource: z.enum(portResources),
      method: z.string(),
      args: z.object({ value: z.unknown(), dated: z.boolean() }),
      later: z.optional(z.boolean()),
      ticket: readTicket,
    }),
  ),
};
