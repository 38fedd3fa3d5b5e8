import type { ReceivedRequest } from './recording';
import { routedPath } from './spec';
import { valuesAt } from './values';

/**
 * "Default current" (updates of a profile, a campaign, groups): a value sent counts as a change
 * only when it differs from what the page read of that entity before, in the same journey. The
 * request log keeps a GET's answer (tests/emulator/core/request-log.ts), and the extension reads
 * an entity before it updates it.
 */

/** What the page last read of each entity in a journey: its path → the answer's payload. */
export type Reads = Map<string, unknown>;

export function noteRead(reads: Reads, request: ReceivedRequest): void {
  if (request.method !== 'GET' || !request.answer || typeof request.answer !== 'object') return;
  const answer = request.answer as { results?: unknown; result?: unknown };
  reads.set(routedPath(request.path), answer.results ?? answer.result ?? answer);
}

/**
 * A field of an entity as read. A group read in the SDK's form carries `engines` and `locations`
 * lists (tests/emulator/README.md, "Wire forms") where the document has `engine`, `country`,
 * `location`: the first of each stands for the field. undefined when the read does not show it
 * (a campaign's `data` is not in its retrieve).
 */
export function fieldOf(entity: unknown, param: string): unknown {
  if (!entity || typeof entity !== 'object') return undefined;
  const e = entity as Record<string, unknown>;
  const [found] = valuesAt(e, param.split('.'));
  if (found !== undefined) return found === 'empty' && param === 'location' ? '' : found;
  const first = (list: unknown) => (Array.isArray(list) ? (list[0] as unknown) : undefined);
  if (param === 'engine' || param === 'country') {
    return (first(e.engines) as Record<string, unknown> | undefined)?.[param];
  }
  if (param === 'location' && Array.isArray(e.locations)) return first(e.locations) ?? '';
  return undefined;
}

/**
 * Each value a row's parameter was sent with, beside the entity's value read before. Groups
 * updated together (`groups.<field>`, keyed by group id) are each compared with their own read.
 */
export function againstCurrent(
  param: string,
  params: Record<string, unknown>,
  requestPath: string,
  reads: Reads,
): { value: unknown; current: unknown }[] {
  if (param.startsWith('groups.')) {
    const field = param.slice('groups.'.length);
    const groups = (params.groups ?? {}) as Record<string, Record<string, unknown> | undefined>;
    return Object.entries(groups).map(([id, group]) => ({
      value: group?.[field],
      current: fieldOf(reads.get(`monitoring/monitoring-group/${id}`), field),
    }));
  }
  const entity = reads.get(routedPath(requestPath));
  return valuesAt(params, param.split('.')).map((value) => ({
    value,
    current: fieldOf(entity, param),
  }));
}
