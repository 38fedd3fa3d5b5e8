import type { SerializedError } from '@/lib/api/errors';
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

/** A caught value as the serialised error pages render (ServiceError instances included). */
export function asError(value: unknown): SerializedError {
  const v = value as Partial<SerializedError> & { toJSON?: () => SerializedError };
  if (v && typeof v === 'object' && typeof v.kind === 'string') {
    return typeof v.toJSON === 'function' ? v.toJSON() : (v as SerializedError);
  }
  return {
    name: 'ServiceError',
    kind: 'exception',
    message: value instanceof Error ? value.message : String(value),
    status: null,
    serviceMessage: null,
    details: {},
  };
}
