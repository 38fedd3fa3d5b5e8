import type { RequestLogEntry } from '../emulator/core/request-log';
import { routedPath } from '../contract/parameters/spec';
import type { Emulator } from './fixtures';

/*
 * What the service received, read from the emulator's request log (`GET /__emulator/requests`:
 * method, path, query, parsed body, the caller's User-Agent, never the token). The one reader of
 * that log for the e2e journeys, the Firefox suites and the parameters recording.
 */

/**
 * One request as the emulator's log keeps it (tests/emulator/core/request-log.ts). `Body` is the
 * shape a journey reads the parsed body as (null for a GET); assert it with `toEqual`.
 */
export type Received<Body = unknown> = Omit<RequestLogEntry, 'body'> & { body: Body };

/**
 * Everything the emulator logged, oldest first: the extension's calls and a test's own direct
 * ones (./service.ts) alike. For counting from a mark or asserting that nothing was sent at all.
 */
export async function requestLog<Body = unknown>(
  emulator: Pick<Emulator, 'url'>,
): Promise<Received<Body>[]> {
  const res = await fetch(`${emulator.url}/__emulator/requests`);
  if (!res.ok) throw new Error(`emulator request log: ${res.status}`);
  return ((await res.json()) as { requests: Received<Body>[] }).requests;
}

export interface ReceivedMatch {
  method?: string;
  /**
   * The service operation's path without the `/api-v3/` prefix and `.json`, e.g.
   * `monitoring/monitoring-campaign/start`; or a pattern tested against the whole logged path.
   */
  path?: string | RegExp;
  /** Only requests logged after this sequence number (see `lastSeq`). */
  since?: number;
}

/** The rate limit refused it before anything was read or done (no fault injected it). */
const refusedTooFast = (r: Received) => r.status === 503 && r.fault === null && r.body === null;

/**
 * What the service received from the extension, oldest first: the requests of the emulator's log
 * matching the method and path, with their query and parsed body, so a journey asserts what a
 * control sent rather than only what the page shows. A test's own calls (./service.ts, from
 * Node) are left out, and so are the rate limit's refusals at the real pace, after which the
 * client sends the same call again: the service acted on that one only.
 */
export async function received(
  emulator: Pick<Emulator, 'url'>,
  match: ReceivedMatch = {},
): Promise<Received[]> {
  return (await requestLog(emulator)).filter(
    (r) =>
      /^Mozilla\//.test(r.agent ?? '') &&
      !refusedTooFast(r) &&
      (match.method === undefined || r.method === match.method) &&
      (match.since === undefined || r.seq > match.since) &&
      (match.path === undefined ||
        (typeof match.path === 'string'
          ? routedPath(r.path) === match.path
          : match.path.test(r.path))),
  );
}

/** The sequence number of the newest logged request (0 when none): a mark for `since`. */
export async function lastSeq(emulator: Pick<Emulator, 'url'>): Promise<number> {
  return (await requestLog(emulator)).at(-1)?.seq ?? 0;
}
