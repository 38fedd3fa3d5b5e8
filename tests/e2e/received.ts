import type { Emulator } from './fixtures';

/** One request as the emulator's log keeps it (tests/emulator/core/request-log.ts). */
export interface Received {
  seq: number;
  method: string;
  /** As requested, e.g. `/api-v3/monitoring/monitoring-campaign/start.json`. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body; null for a GET (assert it with `toEqual` / `toMatchObject`). */
  body: unknown;
  status: number;
  /** The caller's User-Agent: the browser's for the extension, Node's for a test's own calls. */
  agent: string | null;
  /** The fault the emulator injected into it, if any. */
  fault: string | null;
}

export interface ReceivedMatch {
  method?: string;
  /**
   * The service operation's path without the `/api-v3/` prefix and `.json`, e.g.
   * `monitoring/monitoring-campaign/start`; or a pattern tested against the whole logged path.
   */
  path: string | RegExp;
  /** Only requests logged after this sequence number (see `lastSeq`). */
  since?: number;
}

const routed = (path: string) => path.replace(/^\/api-v3\//, '').replace(/\.json$/, '');

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
  match: ReceivedMatch,
): Promise<Received[]> {
  const res = await fetch(`${emulator.url}/__emulator/requests`);
  const { requests } = (await res.json()) as { requests: Received[] };
  return requests.filter(
    (r) =>
      /^Mozilla\//.test(r.agent ?? '') &&
      !refusedTooFast(r) &&
      (match.method === undefined || r.method === match.method) &&
      (match.since === undefined || r.seq > match.since) &&
      (typeof match.path === 'string' ? routed(r.path) === match.path : match.path.test(r.path)),
  );
}

/** The sequence number of the newest logged request (0 when none): a mark for `since`. */
export async function lastSeq(emulator: Pick<Emulator, 'url'>): Promise<number> {
  const res = await fetch(`${emulator.url}/__emulator/requests`);
  const { requests } = (await res.json()) as { requests: Received[] };
  return requests.at(-1)?.seq ?? 0;
}
