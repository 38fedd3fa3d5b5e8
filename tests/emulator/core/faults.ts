import { z } from 'zod';

/**
 * Injected faults (`POST /__emulator/fault`): the next `count` API requests whose path contains
 * `pathContains` — or is exactly `path`, the routed path without `.json` — (all when neither is
 * given) fail the chosen way. Faults queue in order; each request takes
 * one from the first fault that matches it. Control and unauthorised requests never take one.
 */
export const faultKinds = [
  'throttle', // 503 throttle prevention with params and partial data in error.result
  'exception', // 500
  'conflict', // 409 lock held
  'non-json', // an HTML body (a proxy's error page) instead of JSON
  'delay', // the normal answer, after delayMs
  'malformed', // 200 envelope whose `results` is not the documented shape
  'error-in-200', // 200 whose body is an error object
  // Faults between the client and the service, after the service acted (a flaky Wi-Fi, a VPN
  // reconnect, a proxy timeout): the call is carried out and then…
  'act-then-drop', // …the connection is destroyed before any byte of the answer
  'act-then-hold', // …the answer is held for delayMs (default 60 000), past a client's timeout
  'act-twice', // …it is carried out a second time, as when a browser re-sends it
  // …the connection is destroyed as with act-then-drop, and the next `reads` reads are refused
  // (`status`: 500 by default, or 503): the client cannot read back what was made
  'act-then-drop-refuse-reads',
] as const;
export type FaultKind = (typeof faultKinds)[number];

export const faultInputSchema = z.object({
  count: z.number().int().min(1).max(1000).default(1),
  kind: z.enum(faultKinds),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  pathContains: z.string().min(1).optional(),
  /**
   * Exactly this routed path (no `.json`): `/api-v3/audits/audit` is the create alone, which
   * `pathContains` cannot single out from `…/audit/list`.
   */
  path: z.string().startsWith('/').optional(),
  /**
   * HTTP status of the `non-json` answer (default 502, as a proxy would send), or of the refused
   * reads of `act-then-drop-refuse-reads` (500 or 503; default 500).
   */
  status: z.number().int().min(200).max(599).optional(),
  /** How many reads `act-then-drop-refuse-reads` refuses after each call it drops (default 10). */
  reads: z.number().int().min(1).max(1000).optional(),
});
export type FaultInput = z.infer<typeof faultInputSchema>;

export interface Fault extends FaultInput {
  remaining: number;
  /**
   * Takes reads only, whatever their path: the refusals an `act-then-drop-refuse-reads` leaves
   * behind, ahead of every other fault.
   */
  readsOnly?: boolean;
}

export interface FaultQueue {
  add(input: FaultInput): Fault;
  /** Refuse the next `count` reads, before any other fault. */
  refuseReads(input: FaultInput): void;
  /** Take one fault for this path (a read, or not), or null. */
  take(path: string, read?: boolean): Fault | null;
  pending(): Fault[];
  clear(): void;
}

export function createFaultQueue(): FaultQueue {
  let faults: Fault[] = [];
  return {
    add(input) {
      const fault = { ...input, remaining: input.count };
      faults.push(fault);
      return fault;
    },
    refuseReads(input) {
      faults.unshift({ ...input, remaining: input.count, readsOnly: true });
    },
    take(path, read = false) {
      const fault = faults.find((f) =>
        f.readsOnly
          ? read
          : (!f.pathContains || path.includes(f.pathContains)) &&
            (f.path === undefined || path === f.path),
      );
      if (!fault) return null;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
      return fault;
    },
    pending: () => faults.map((f) => ({ ...f })),
    clear() {
      faults = [];
    },
  };
}

/**
 * What a 503 carries as `error.result`: part of the data the call would have returned (the first
 * half of a list or of a keyed object's members), as the real throttle prevention does.
 */
export function partialOf(results: unknown): unknown {
  if (Array.isArray(results)) return results.slice(0, Math.ceil(results.length / 2));
  if (!results || typeof results !== 'object') return [];
  const entries = Object.entries(results);
  const nested = entries.filter(([, value]) => value !== null && typeof value === 'object');
  // A list answer (`{ count, campaigns: [...] }`) or a report keyed by one id: halve what is
  // inside, so the partial data is a real part of the answer, not just its counters.
  if (nested.length === 1) {
    const [inner] = nested;
    return Object.fromEntries(
      entries.map(([key, value]) => [key, key === inner[0] ? partialOf(value) : value]),
    );
  }
  return Object.fromEntries(entries.slice(0, Math.ceil(entries.length / 2)));
}
