import type { Issue } from '@/lib/domain/input-issue';

/**
 * The one error type of Stormlens. It is thrown by the API client, crosses the message boundary
 * as plain JSON (`toJSON` / `ServiceError.from`), and pages render it with `errors.<kind>` from the
 * i18n layer. `message` is an English line for logs and support, never shown as the page's sentence.
 */
export const errorKinds = [
  'auth', // token refused or missing
  'request', // bad input (service 400, or refused before sending)
  'not-found', // no entry for the id (service 404)
  'access', // account may not do this (403)
  'limit', // audit tokens, campaign or keyword limit exhausted
  'throttling', // 503: too fast or throttle prevention; may carry partial data
  'conflict', // 409: another call holds the critical-section lock
  'exception', // 500/520: the service failed
  'network', // the service could not be reached
  'timeout', // no answer within the timeout
  'invalid-response', // an answer the client cannot read
  'unsupported', // something Stormlens cannot act on (e.g. a chrome:// page)
] as const;

export type ErrorKind = (typeof errorKinds)[number];

/** The JSON form of a ServiceError, as it crosses the message boundary. */
export interface SerializedError {
  name: 'ServiceError';
  kind: ErrorKind;
  message: string;
  status: number | null;
  serviceMessage: string | null;
  /** Structured extras for the UI: e.g. `{ needed: 4, left: 1 }` for a limit, `field` for a request. */
  details: Record<string, unknown>;
  /** Partial data a 503 carried (`error.result`), kept so screens can show what arrived. */
  partial?: unknown;
}

/**
 * Checked by hand rather than with zod: every page imports this module through the messaging
 * client, and zod would add ~15 KB gzip to the popup for one object shape.
 */
export function isSerializedError(value: unknown): value is SerializedError {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    v.name === 'ServiceError' &&
    typeof v.kind === 'string' &&
    errorKinds.some((k) => k === v.kind) &&
    typeof v.message === 'string' &&
    (v.status === null || v.status === undefined || typeof v.status === 'number') &&
    (v.serviceMessage === null ||
      v.serviceMessage === undefined ||
      typeof v.serviceMessage === 'string') &&
    (v.details === undefined || (typeof v.details === 'object' && v.details !== null))
  );
}

export interface ServiceErrorInit {
  status?: number | null;
  serviceMessage?: string | null;
  details?: Record<string, unknown>;
  partial?: unknown;
  message?: string;
  cause?: unknown;
}

export class ServiceError extends Error {
  readonly kind: ErrorKind;
  readonly status: number | null;
  readonly serviceMessage: string | null;
  readonly details: Record<string, unknown>;
  readonly partial: unknown;

  constructor(kind: ErrorKind, init: ServiceErrorInit = {}) {
    super(init.message ?? ServiceError.describe(kind, init.serviceMessage ?? null), {
      cause: init.cause,
    });
    this.name = 'ServiceError';
    this.kind = kind;
    this.status = init.status ?? null;
    this.serviceMessage = init.serviceMessage ?? null;
    this.details = init.details ?? {};
    this.partial = init.partial;
  }

  /**
   * The line logs and support read when the thrower gave none: the kind and the service's own
   * words. The sentence a person reads is the page's, in its language (`errors.<kind>`).
   */
  static describe(kind: ErrorKind, serviceMessage: string | null): string {
    return serviceMessage ? `${kind}: ${serviceMessage}` : kind;
  }

  /** Any thrown value (or its JSON form from across the message boundary) as a ServiceError. */
  static from(value: unknown): ServiceError {
    if (value instanceof ServiceError) return value;
    if (isSerializedError(value)) {
      const { kind, name: _name, ...rest } = value;
      return new ServiceError(kind, rest);
    }
    const message = value instanceof Error ? value.message : String(value);
    return new ServiceError('exception', { message, cause: value });
  }

  toJSON(): SerializedError {
    return {
      name: 'ServiceError',
      kind: this.kind,
      message: this.message,
      status: this.status,
      serviceMessage: this.serviceMessage,
      details: this.details,
      ...(this.partial === undefined ? {} : { partial: this.partial }),
    };
  }
}

/**
 * A `request` error raised before anything is sent: Stormlens refused the input, not the service,
 * so there is no service message. `details` carry the code, field and values pages translate
 * (lib/i18n `errors.local`); `message` is an English line for logs and support only.
 */
export function invalidInput(problem: Issue): ServiceError {
  const { field, code, values = {} } = problem;
  return new ServiceError('request', {
    message: `Refused before sending: ${field} (${code})`,
    details: { local: true, field, code, values },
  });
}

/**
 * Failures that prove the service did nothing: it refused before acting
 * (../shared/spec/service-notes.md: the lock and the throttle guard run first; a throttle that
 * carried data did part of the work). Anything else — a timeout, a dropped connection, a 500, an
 * unreadable answer, a background that stopped mid-call — may follow a call the service carried
 * out, so its outcome is found by reading, never by sending again.
 */
export function refusedBeforeActing(error: ServiceError): boolean {
  if (error.kind === 'throttling') return error.partial === undefined;
  return ['auth', 'request', 'not-found', 'access', 'limit', 'conflict', 'unsupported'].includes(
    error.kind,
  );
}

/**
 * The service said this id does not exist (deleted in the web app, by a colleague or from another
 * browser), as opposed to a local check: the spec names an invalid audit id a Request error, and
 * its status is not shown, so a 404 or a service-made Request error on an id's call both say so.
 */
export function isGone(error: ServiceError): boolean {
  if (error.kind === 'not-found') return true;
  return error.kind === 'request' && error.details.local !== true && error.status !== null;
}

/** A read of one id, answered by `whenGone` when the service says it has no such id. */
export async function ifGone<T>(read: () => Promise<T>, whenGone: () => T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isGone(ServiceError.from(error))) return whenGone();
    throw error;
  }
}
