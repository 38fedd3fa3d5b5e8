/**
 * The request log behind `GET /__emulator/requests`: tests and the benchmark count service calls
 * with it. The token never appears (the query is logged without `services_token`); the account id
 * does, so a test can tell callers apart.
 */
export interface RequestLogEntry {
  seq: number;
  method: string;
  /** Path as requested (with `.json` when the client sent it). */
  path: string;
  /** Query parameters except `services_token`. */
  query: Record<string, string>;
  /**
   * The parsed JSON body (`{}` when empty; null for GET and for a body that is not JSON), so a test
   * can assert what the service received. A `services_token` member is left out, as in the query.
   */
  body: unknown;
  /**
   * A GET's parsed JSON answer (null otherwise), so what a page read before an update can be
   * compared with what the update sent (the parameters measurement does).
   */
  answer: unknown;
  status: number;
  /**
   * The caller's User-Agent header (null when absent): a browser's for the extension's calls,
   * Node's for a test's own direct calls, so what the extension sent can be told apart.
   */
  agent: string | null;
  /** Account id of the token, null when the token was refused or absent. */
  accountId: number | null;
  /** Real wall-clock time (ISO) the request arrived, and how long the answer took. */
  time: string;
  durationMs: number;
  /** The fault injected into this request, when one was. */
  fault: string | null;
}

export interface RequestLog {
  /**
   * Logs a finished request. `since` is the `generation()` read when it arrived: a request still
   * in flight across a `clear()` (a slow answer a closed browser asked for before a reset) belongs
   * to the cleared log and is left out, so a test never reads a stranger's request as its own.
   */
  add(entry: Omit<RequestLogEntry, 'seq'>, since?: number): void;
  generation(): number;
  list(): RequestLogEntry[];
  clear(): void;
}

/** Keep the newest entries only: a long `npm start` session must not grow without bound. */
const MAX_ENTRIES = 10_000;

export function createRequestLog(): RequestLog {
  let entries: RequestLogEntry[] = [];
  let seq = 0;
  let generation = 0;
  return {
    add(entry, since = generation) {
      if (since !== generation) return;
      seq += 1;
      entries.push({ seq, ...entry });
      if (entries.length > MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES);
    },
    list: () => [...entries],
    generation: () => generation,
    clear() {
      entries = [];
      generation += 1;
    },
  };
}
