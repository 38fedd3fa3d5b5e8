/**
 * The emulator's request log (`GET /__emulator/requests`) as the benchmark reads it: calls in a
 * time window, their arrival gaps and statuses. Times are the emulator's wall clock at arrival,
 * the figure the service's 1 request/s limit is judged by.
 */
export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  status: number;
  time: string;
  /** How long the answer took. */
  durationMs: number;
  /** The parsed JSON body (null for GET). */
  body: unknown;
}

export interface ServiceLog {
  all(): Promise<LoggedRequest[]>;
  /** Requests that arrived between two wall-clock times (ms), inclusive. */
  between(from: number, to: number): Promise<LoggedRequest[]>;
  /**
   * Wait until no request has arrived or been in flight for `ms` (the log lists a call only once
   * it is answered, so the emulator's in-flight count is asked too); the tracker may poll on.
   */
  quiet(ms?: number): Promise<void>;
  /** "2× GET monitoring/…, 1× POST …" */
  describe(requests: LoggedRequest[]): string;
  /** "POST monitoring/… → GET …", one entry per request in arrival order. */
  sequence(requests: LoggedRequest[]): string;
}

/** A request's operation without the service's prefix or the id in its path. */
const operation = (r: LoggedRequest) =>
  `${r.method} ${r.path.replace(/^\/api-v3\//, '').replace(/\/\d+(\.json)?$/, '/{id}')}`;

export function serviceLog(emulatorUrl: string): ServiceLog {
  const all = async () =>
    (
      (await (await fetch(`${emulatorUrl}/__emulator/requests`)).json()) as {
        requests: LoggedRequest[];
      }
    ).requests;
  return {
    all,
    async between(from, to) {
      return (await all()).filter((r) => {
        const at = Date.parse(r.time);
        return at >= from && at <= to;
      });
    },
    async quiet(ms = 1500) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const last = (await all()).at(-1);
        const { quietMs } = (await (await fetch(`${emulatorUrl}/__emulator/in-flight`)).json()) as {
          quietMs: number;
        };
        const idle = Math.min(last ? Date.now() - Date.parse(last.time) : Infinity, quietMs);
        if (idle >= ms) return;
        if (Date.now() > deadline) {
          // Reported, not fatal: the figures that follow then include these calls.
          const recent = (await all()).filter((r) => Date.parse(r.time) > Date.now() - 30_000);
          console.log(`Still calling after 30 s: ${this.describe(recent)}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(ms - idle, 500) + 50));
      }
    },
    describe(requests) {
      const counts = requests.reduce<Record<string, number>>((acc, r) => {
        const key = operation(r);
        acc[key] = (acc[key] ?? 0) + 1;
        return acc;
      }, {});
      return Object.entries(counts)
        .map(([k, n]) => `${n}× ${k}`)
        .join(', ');
    },
    sequence(requests) {
      const sorted = [...requests].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
      return sorted.length ? sorted.map(operation).join(' → ') : 'none';
    },
  };
}

/** The smallest gap between two consecutive arrivals (ms), and how many answers were 503. */
export function pace(requests: LoggedRequest[]): {
  minGapMs: number;
  throttled: number;
  closest: string;
} {
  const sorted = [...requests].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  let minGapMs = Infinity;
  let closest = '';
  for (let i = 1; i < sorted.length; i++) {
    const gap = Date.parse(sorted[i].time) - Date.parse(sorted[i - 1].time);
    if (gap < minGapMs) {
      minGapMs = gap;
      closest = `${sorted[i - 1].method} ${sorted[i - 1].path} → ${sorted[i].method} ${sorted[i].path}`;
    }
  }
  return { minGapMs, throttled: requests.filter((r) => r.status === 503).length, closest };
}
