import { ServiceError, type ErrorKind } from './errors';

/**
 * How the service reports failures (../shared/spec/service-notes.md), mapped to the one
 * ServiceError. Pure functions of (HTTP status, parsed body) so they are table-tested without a
 * network.
 */

/** `"(404) No entry for given id."` → `{ status: 404, text: "No entry for given id." }`. */
export function splitServiceMessage(message: string): { status: number | null; text: string } {
  const match = /^\s*\((\d{3})\)\s*(.*)$/s.exec(message);
  if (!match) return { status: null, text: message.trim() };
  return { status: Number(match[1]), text: match[2].trim() };
}

/** The bare `["Unauthorised access."]` body, whatever status it came with. */
export function isAuthBody(body: unknown): boolean {
  return (
    Array.isArray(body) &&
    body.length >= 1 &&
    body.every((item) => typeof item === 'string') &&
    body.some((item) => /unauthori[sz]ed/i.test(item))
  );
}

type ErrorObject = { message?: unknown; result?: unknown; statuses?: unknown } & Record<
  string,
  unknown
>;

/** The `error` member of a body, when it has one (an object, or a bare message string). */
export function errorMember(body: unknown): ErrorObject | null {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (error === null || error === undefined || error === false) return null;
  if (typeof error === 'string') return { message: error };
  if (typeof error === 'object' && !Array.isArray(error)) return error as ErrorObject;
  return { message: String(error) };
}

/** Which kind a 400 is: a Limit error names a limit or tokens; everything else is bad input. */
function kindOf400(text: string): ErrorKind {
  return /limit|tokens?\b|not enough/i.test(text) ? 'limit' : 'request';
}

export function kindForStatus(status: number, text = ''): ErrorKind {
  if (status === 400) return kindOf400(text);
  if (status === 401) return 'auth';
  if (status === 402) return 'limit';
  if (status === 403) return 'access';
  if (status === 404) return 'not-found';
  if (status === 408) return 'timeout';
  if (status === 409) return 'conflict';
  if (status === 429 || status === 503) return 'throttling';
  if (status >= 500) return 'exception';
  return 'request';
}

/**
 * Numbers a Limit message states ("needed 4 tokens, 1 left"), in either word order, so the UI can
 * say how many are missing. Absent numbers are left out.
 */
export function limitNumbers(text: string): { needed?: number; left?: number } {
  // The number right after the word ("Needed: 4"), else the nearest before it ("4 tokens needed").
  const pick = (words: string): number | undefined => {
    const after = new RegExp(`(?:${words})([\\s:=]{0,4})(\\d+)`, 'i').exec(text);
    const before = new RegExp(`(\\d+)(\\D{0,24}?)(?:${words})`, 'i').exec(text);
    const candidates = [after && Number(after[2]), before && Number(before[1])].filter(
      (c): c is number => typeof c === 'number',
    );
    return candidates[0];
  };
  const needed = pick('needed|needs|need|required|requires');
  const left = pick('left|current|available|remaining|have|has');
  return {
    ...(needed === undefined ? {} : { needed }),
    ...(left === undefined ? {} : { left }),
  };
}

export interface FailureContext {
  path: string;
}

/**
 * The ServiceError for a response the service marked as failed, or null when the body is a
 * success. `status` is the HTTP status; a 2xx with a top-level `error` is a failure too.
 */
export function failureFromBody(
  status: number,
  body: unknown,
  context: FailureContext,
): ServiceError | null {
  if (isAuthBody(body)) {
    const serviceMessage = (body as string[]).join(' ');
    return new ServiceError('auth', { status, serviceMessage, details: { path: context.path } });
  }
  const error = errorMember(body);
  const ok = status >= 200 && status < 300;
  if (!error && ok) return null;

  const raw = typeof error?.message === 'string' ? error.message : '';
  const { status: stated, text } = splitServiceMessage(raw);
  // A 200 carrying an error names its real status in the message prefix; trust that when present.
  const effective = ok ? (stated ?? 500) : status;
  const kind = kindForStatus(effective, text);
  const details: Record<string, unknown> = { path: context.path };
  if (stated !== null && stated !== status) details.statedStatus = stated;
  if (kind === 'limit') Object.assign(details, limitNumbers(text));
  // "Request limit." is about pace (set-access: one per 10 s), not an exhausted account limit.
  if (kind === 'limit' && /request limit|too (fast|many|often)/i.test(text)) details.pace = true;
  if (body && typeof body === 'object' && 'params' in body) details.params = body.params;
  if (!error && !ok) details.body = summarise(body);
  return new ServiceError(kind, {
    status,
    serviceMessage: text || null,
    details,
    partial: error && 'result' in error ? error.result : undefined,
  });
}

/** A short printable excerpt of an unexpected body, for logs and bug reports. */
export function summarise(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (text ?? '').slice(0, 200);
}
