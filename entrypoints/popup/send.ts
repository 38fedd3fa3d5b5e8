import type { CommandName, Input, Output } from '@/lib/messaging/protocol';

/*
 * The messaging client (and @webext-core/messaging under it) is not needed for the first frame,
 * which paints from storage: loading it on first use — started right after mounting — keeps it off
 * the popup's critical path to the cached score.
 */
let client: Promise<typeof import('@/lib/messaging/client')> | null = null;

export function send<K extends CommandName>(name: K, input: Input<K>): Promise<Output<K>> {
  client ??= import('@/lib/messaging/client');
  return client.then((m) => m.send(name, input));
}

/** Start loading the client without sending anything (called once the popup has painted). */
export function preloadMessaging(): void {
  client ??= import('@/lib/messaging/client');
}

export { asError } from '@/lib/messaging/as-error';
