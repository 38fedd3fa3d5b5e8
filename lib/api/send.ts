/**
 * The one HTTP request of a service call: the path joined onto the base URL, the query, a JSON
 * body, and a deadline for the answer to begin. A few lines over `fetch` instead of a client
 * library: retries, pacing and error mapping are ours (http.ts, limiter.ts), and the background's
 * bundle has a size budget (README, "Speed and size"): ky brought 5 KB gzipped for this much.
 */
export interface RequestSpec {
  method: string;
  query: Record<string, string>;
  json?: unknown;
}

/** No answer began within the deadline. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export function isTimeoutError(value: unknown): value is TimeoutError {
  return value instanceof TimeoutError;
}

/**
 * A sender bound to a base URL (ending in `/`) and a deadline. Resolves with the response once its
 * headers arrive, whatever its status; rejects on a network failure or a `TimeoutError` (the
 * request is aborted then).
 */
export function requester(options: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): (path: string, spec: RequestSpec) => Promise<Response> {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  return (path, spec) => {
    const url = new URL(path, options.baseUrl);
    for (const [name, value] of Object.entries(spec.query)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (spec.json !== undefined) headers['Content-Type'] = 'application/json';
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new TimeoutError(`No answer within ${options.timeoutMs} ms: ${path}`));
        abort.abort();
      }, options.timeoutMs);
    });
    const answer = fetchFn(url, {
      method: spec.method,
      headers,
      signal: abort.signal,
      ...(spec.json !== undefined ? { body: JSON.stringify(spec.json) } : {}),
    });
    return Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
  };
}
