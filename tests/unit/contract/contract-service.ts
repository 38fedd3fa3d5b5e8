import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The service as the documents and the SDK's example outputs show it: tests/fixtures/contract
 * holds one answer per documented operation (transcribed data, with the evidence it came from),
 * and this fetch serves them by method, path and — where one path has several answers — the
 * request members named in `route.when`. A request no fixture answers fails the test loudly.
 */
export interface ContractFixture {
  operation: number;
  evidence: string;
  route: { method: string; path: string; when?: Record<string, string> };
  status: number;
  body: unknown;
}

const DIR = fileURLToPath(new URL('../../fixtures/contract/', import.meta.url));

export const contractFixtures: Record<string, ContractFixture> = Object.fromEntries(
  readdirSync(DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(`${DIR}${file}`, 'utf8')) as ContractFixture,
    ]),
);

/** A fixture's body, for tests that feed a schema directly. */
export function contractBody(name: string): unknown {
  const found = contractFixtures[name];
  if (!found) throw new Error(`no contract fixture "${name}"`);
  return structuredClone(found.body);
}

function matches(route: ContractFixture['route'], method: string, path: string, body: unknown) {
  if (route.method !== method || (route.path !== path && route.path !== '*')) return false;
  const members = { ...((body as Record<string, unknown>) ?? {}) };
  Object.assign(members, (members.params as Record<string, unknown>) ?? {});
  return Object.entries(route.when ?? {}).every(([key, value]) => String(members[key]) === value);
}

/** A fetch answering from the fixtures; `only` limits it to some (e.g. the auth failure). */
export function contractService(only?: string[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const candidates = Object.entries(contractFixtures)
    .filter(([name]) => !only || only.includes(name))
    // Specific answers (with `when`) before general ones.
    .sort(([, a], [, b]) => Number(!!b.route.when) - Number(!!a.route.when));
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const path = new URL(request.url).pathname.replace(/^.*\/api-v3\//, '').replace(/\.json$/, '');
    calls.push({ method: request.method, path, body });
    const hit = candidates.find(([, f]) => matches(f.route, request.method, path, body));
    if (!hit) throw new Error(`no contract fixture answers ${request.method} ${path} ${text}`);
    return new Response(JSON.stringify(hit[1].body), {
      status: hit[1].status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
