import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The service documents: `shared/spec` beside the repository, or beside its worktree folder.
 * undefined in a bare clone elsewhere (a CI checkout).
 */
export function findSpecDir(from = resolve('..')): string | undefined {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'shared/spec/endpoints.md'))) return join(dir, 'shared/spec');
  }
  return undefined;
}

export function specDir(): string {
  const dir = findSpecDir();
  if (!dir)
    throw new Error('the service documents (shared/spec) were not found beside the repository');
  return dir;
}

export const readSpec = (doc: string): string => readFileSync(join(specDir(), doc), 'utf8');

/** One operation of ../shared/spec/endpoints.md: its row number, method and path (`{name}` for a path part). */
export interface OperationPath {
  op: number;
  method: string;
  path: string;
}

/**
 * The operations of ../shared/spec/endpoints.md, read from its tables. A row for several operations
 * (`| 23–26 | start / stop / delete / restore campaigns | POST | …/{start\|stop\|delete\|restore} |`)
 * gives one path per operation, in order. The alias the document names under the tables (group
 * and keyword data under another path) is one more path of the operation it names.
 */
export function operationPaths(endpoints: string): OperationPath[] {
  const out: OperationPath[] = [];
  const rowPattern = /^\| (\d+)(?:–(\d+))? \| [^|]+ \| (GET|POST|PUT|DELETE) \| (.+?) \|$/gm;
  for (const m of endpoints.matchAll(rowPattern)) {
    const [from, to] = [Number(m[1]), Number(m[2] ?? m[1])];
    const path = m[4].replace(/\\\|/g, '|');
    const choice = /\{([a-z-]+(?:\|[a-z-]+)+)\}/.exec(path);
    for (let op = from; op <= to; op++) {
      const chosen = choice ? path.replace(choice[0], choice[1].split('|')[op - from]) : path;
      out.push({ op, method: m[3], path: chosen });
    }
  }
  const alias = /under\s+`([^`]+)`;[^.]*alias of row (\d+)/.exec(endpoints);
  if (alias) {
    const of = out.find((o) => o.op === Number(alias[2]));
    if (of) out.push({ op: of.op, method: of.method, path: alias[1] });
  }
  return out;
}

/** The operation's path as requested: after the `api-v3/` root, without `.json` or a last `/`. */
export function routedPath(requested: string): string {
  const at = requested.indexOf('api-v3/');
  const rest = at >= 0 ? requested.slice(at + 'api-v3/'.length) : requested.replace(/^\//, '');
  return rest.replace(/\/+$/, '').replace(/\.json$/i, '');
}

/**
 * The operations a request is, with its path parameters: every documented path of the same
 * method whose parts match (a `{name}` part matches any one part). Where two documented
 * operations share one URL (the types table is also "retrieve table" with `types`), the request
 * is both.
 */
export function operationsOf(
  paths: OperationPath[],
  method: string,
  requested: string,
): { op: number; pathParams: Record<string, string> }[] {
  const parts = routedPath(requested).split('/');
  const found = new Map<number, Record<string, string>>();
  for (const p of paths) {
    if (p.method !== method.toUpperCase()) continue;
    const want = p.path.split('/');
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = want.every((w, i) => {
      if (/^\{.+\}$/.test(w)) return ((params[w] = decodeURIComponent(parts[i])), true);
      return w === parts[i];
    });
    if (fits && !found.has(p.op)) found.set(p.op, params);
  }
  return [...found].map(([op, pathParams]) => ({ op, pathParams }));
}
