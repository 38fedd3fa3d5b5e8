import { monitoringHandlers } from '@/lib/monitoring';
import { remotePort } from '@/lib/monitoring/remote';
import type { Reply } from './define';
import type { Output, PageCommand, PageHandlers, ParsedInput } from './protocol';
import { monitoringProtocol } from './protocol/monitoring';
import { runCommand } from './run';

let handlers: PageHandlers | undefined;

/**
 * Serve a `monitoring.*` command in this page (./client.ts loads this module on the first such
 * command, so pages that never send one do not load its code or zod). The read model runs here
 * against the background's client (lib/monitoring/remote.ts): the worker only makes the calls.
 */
export function serveInPage<K extends PageCommand>(
  name: K,
  data: unknown,
): Promise<Reply<Output<K>>> {
  handlers ??= monitoringHandlers(remotePort);
  const handler: (input: ParsedInput<K>) => Promise<Output<K>> = handlers[name];
  return runCommand(monitoringProtocol[name].input, data, (input) =>
    handler(input as ParsedInput<K>),
  );
}
