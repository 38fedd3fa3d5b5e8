import type { ReviewCall } from '@/lib/domain/review/request';
import { portResources, type MonitoringPort } from '@/lib/monitoring/port';

/**
 * Every request of a review goes through one recorder: it is counted and noted for the review's
 * method section, and after Cancel none is sent (the one already on its way is answered and
 * dropped). A read the service refused as busy and the background's client sent again counts
 * each time the service received it, as far as the failure says (its `attempts`); a repeat that
 * was then answered is not reported to the page.
 */
export class Cancelled extends Error {
  constructor() {
    super('The review was cancelled');
    this.name = 'Cancelled';
  }
}

/** The service operations the review names in its method (../shared/spec/endpoints.md paths). */
const operations: Record<string, string> = {
  'campaigns.data': 'monitoring/monitoring-campaign/get-data',
  'campaigns.overview': 'monitoring/monitoring-campaign/get-overview-data',
  'campaigns.list': 'monitoring/monitoring-campaign/get-list',
  'campaigns.retrieve': 'monitoring/monitoring-campaign/{campaign_id}',
  'groups.list': 'monitoring/monitoring-group/get-list',
  'keywords.list': 'monitoring/monitoring-keyword/get-list',
  'keywords.details': 'monitoring/monitoring-keyword/get-details',
  'tables.engines': 'monitoring/monitoring-tables/engines',
  'audits.retrieve': 'audits/audit/{audit_id}',
};

export const operationOf = (call: string) => operations[call] ?? call;

/** How often the background's client sent a call that failed (lib/api/http.ts `attempts`). */
function attemptsOf(error: unknown): number {
  const attempts = (error as { details?: { attempts?: unknown } } | null)?.details?.attempts;
  return typeof attempts === 'number' && Number.isInteger(attempts) && attempts > 1 ? attempts : 1;
}

export class Recorder {
  readonly calls: ReviewCall[];
  /** Detailed-data reads: past the first, each is a split of a refused big read. */
  dataReads = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly signal: AbortSignal,
    /** Calls made for this review before (the setup's), carried into its reading. */
    prior: readonly ReviewCall[] = [],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.calls = [...prior];
  }

  get made(): number {
    return this.calls.reduce((sum, c) => sum + (c.reused ? 0 : (c.sent ?? 1)), 0);
  }

  get splits(): number {
    return Math.max(0, this.dataReads - 1);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Throws Cancelled once the user cancelled: called before every request and after it. */
  check(): void {
    if (this.signal.aborted) throw new Cancelled();
  }

  /** Make one request (`call` as `resource.method`), recorded once answered or failed. */
  async request<T>(call: string, detail: string, send: () => Promise<T>): Promise<T> {
    this.check();
    if (call === 'campaigns.data') this.dataReads += 1;
    let sent = 1;
    try {
      return await send();
    } catch (error) {
      sent = attemptsOf(error);
      throw error;
    } finally {
      this.note(call, detail, false, sent);
      this.check();
    }
  }

  /** A read taken from what was stored: no request. */
  reused(call: string, detail: string): void {
    this.note(call, detail, true);
  }

  private note(call: string, detail: string, reused: boolean, sent = 1) {
    const at = this.now().toISOString();
    this.calls.push({
      operation: operationOf(call),
      detail,
      at,
      reused,
      ...(sent > 1 ? { sent } : {}),
    });
    for (const listener of this.listeners) listener();
  }

  /** The port with every call recorded; `detail` names what a call of a method is for. */
  port(inner: MonitoringPort, detail: (call: string) => string): MonitoringPort {
    const wrapped = portResources.map((resource) => {
      const calls: Record<string, unknown> = inner[resource];
      return [
        resource,
        Object.fromEntries(
          Object.entries(calls).map(([method, fn]) => {
            const call = `${resource}.${method}`;
            const run = fn as (...args: unknown[]) => Promise<unknown>;
            return [
              method,
              (...args: unknown[]) => this.request(call, detail(call), () => run(...args)),
            ];
          }),
        ),
      ];
    });
    // Each entry is the inner port's own call, answered as it answers: only the count is added.
    return Object.fromEntries(wrapped) as unknown as MonitoringPort;
  }
}
