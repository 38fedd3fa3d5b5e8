import type { RequestLogEntry } from '../emulator/core/request-log';
import type { Emulator } from './fixtures';

/** One request as the emulator's log keeps it (`GET /__emulator/requests`). */
export type Received = RequestLogEntry;

/** The operation a logged path names: the path under `api-v3/` without `.json`. */
export function operationOf(path: string): string {
  return path
    .replace(/^\/api-v3\//, '')
    .replace(/\.json$/, '')
    .replace(/\/$/, '');
}

/**
 * What the service received, oldest first: every request, or those of one operation
 * (`audits/audit/list`, `keywords/keywords/get-data`), so a journey asserts the parameters a
 * control sent, not only what the page then shows.
 */
export async function received(
  emulator: Pick<Emulator, 'url'>,
  operation?: string,
): Promise<Received[]> {
  const res = await fetch(`${emulator.url}/__emulator/requests`);
  const { requests } = (await res.json()) as { requests: Received[] };
  return operation === undefined
    ? requests
    : requests.filter((r) => operationOf(r.path) === operation);
}
