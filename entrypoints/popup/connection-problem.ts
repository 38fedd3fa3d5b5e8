import { ServiceError, type ErrorKind, type SerializedError } from '@/lib/api/errors';
import { caught } from '@/lib/diagnostics/log';
import type { ConnectionState } from '@/lib/storage/connection';
import { send } from './send';

/*
 * The popup says a failed connection check once, at the top of both tabs (App.tsx). A page's own
 * requests fail the same way while the service is down or the token refused: saying that again
 * under it (a 502 page from a proxy, an answer cut short) showed the same sentence twice.
 */

/** Kinds a failure of each connection state stands for: the page's errors it already says. */
const COVERS: Partial<Record<ConnectionState['state'], readonly ErrorKind[]>> = {
  refused: ['auth', 'access'],
  unreachable: ['network', 'timeout', 'exception', 'invalid-response'],
};

/**
 * The error the connection banner shows, or null when the connection is not in trouble: what the
 * last check failed with (a 502 page from a proxy is the service failing, an answer cut short one
 * Stormlens cannot read), in the page's language; a state stored without it says the state.
 */
export function connectionProblem(connection: ConnectionState): SerializedError | null {
  if (connection.state !== 'refused' && connection.state !== 'unreachable') return null;
  return {
    name: 'ServiceError',
    kind: connection.failure?.kind ?? (connection.state === 'refused' ? 'auth' : 'network'),
    serviceMessage: connection.failure?.serviceMessage ?? null,
    details: {},
    message: connection.failure
      ? ServiceError.describe(connection.failure.kind, connection.failure.serviceMessage)
      : connection.state,
    status: null,
  };
}

/** A page's error, or null when the connection banner already says it. */
export function unlessSaid(
  connection: ConnectionState,
  error: SerializedError | null,
): SerializedError | null {
  if (!error) return null;
  return COVERS[connection.state]?.includes(error.kind) ? null : error;
}

/**
 * The banner's "Try again": the background checks the connection again and stores the outcome,
 * which takes the banner away (and lets the page's own errors show) once the service answers.
 */
export function recheckConnection(): void {
  void send('connection.check', {}).catch(caught('popup: checking the connection again'));
}
