import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSpecDir, operationPaths } from '../../contract/parameters/spec';
import { protocol } from '@/lib/messaging/protocol';
import { citedCommands, citedModules, citedPaths, comments } from './comments';
import { sourceFiles } from './source';

/*
 * A comment that cites a file sends the reader there, so the file must exist. A path
 * resolves from the citing file's folder or from the repository root (`@/` too); the service
 * documents live outside the repository and are cited as `../shared/spec/<document>.md`. Two
 * other kinds of path are not source files but are still checked: an extension page by its built
 * name (`report.html?id=…` is entrypoints/report/index.html, WXT's convention) and a service
 * operation by its wire path (`audits/audit/list.json`, a row of ../shared/spec/endpoints.md).
 */
const root = resolve('.');

// A bare clone elsewhere (a CI checkout) has no shared/spec; then what cites the documents cannot
// be checked and is said so in the test names, while every path inside the repository still is.
const spec = findSpecDir();
const specDir = (): string => spec ?? '';
if (!spec) console.warn('shared/spec is not beside this checkout: citations of it are not checked');

/** Operation paths of ../shared/spec/endpoints.md as patterns (`{audit_id}` matches one segment). */
function operationPatterns(): RegExp[] {
  const table = readFileSync(join(specDir(), 'endpoints.md'), 'utf8');
  return operationPaths(table).map(
    ({ path }) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  );
}

function exists(cited: string, from: string): boolean {
  if (cited.startsWith('../shared/spec/')) {
    return !spec || existsSync(join(specDir(), cited.slice('../shared/spec/'.length)));
  }
  if (cited.startsWith('@/')) return existsSync(join(root, cited.slice(2)));
  if (existsSync(join(dirname(from), cited)) || existsSync(join(root, cited))) return true;
  const page = /^(\w+)\.html$/.exec(cited);
  if (page) return existsSync(join(root, 'entrypoints', page[1], 'index.html'));
  const operation = /^(.+)\.json$/.exec(cited);
  return !!operation && (!spec || operationPatterns().some((p) => p.test(operation[1])));
}

const files = sourceFiles(['.ts', '.tsx', '.css'], ['lib', 'entrypoints', 'components', 'tests']);

/** Every comment of every file, read once: parsing them all is the slow part. */
let everyComment: { at: string; text: string }[] | undefined;
const allComments = () =>
  (everyComment ??= files.flatMap((file) =>
    comments(file).map(({ line, text }) => ({ at: `${file}:${line}`, text })),
  ));

/** A module or folder named without an extension: a file with one of these, or a folder. */
const moduleExtensions = ['.ts', '.tsx', '.css', '.md', '.json', '.html', '.mjs', '.js'];
/**
 * What a run makes and the repository ignores (`.gitignore`: the e2e screenshots, test results):
 * named in comments as where to look after a run, absent from a fresh clone until then.
 */
const runOutput = new Set(
  readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replace(/^\/|\/$/g, '')),
);

const moduleExists = (cited: string): boolean =>
  runOutput.has(cited) ||
  existsSync(join(root, cited)) ||
  moduleExtensions.some((ext) => existsSync(join(root, cited + ext)));

const commands = Object.keys(protocol);
const areas = [...new Set(commands.map((name) => name.split('.')[0]))];

describe('comments cite files that exist', () => {
  it.skipIf(!spec)('finds the service documents and their operations', () => {
    expect(existsSync(join(specDir(), 'monitoring.md'))).toBe(true);
    expect(operationPatterns().some((p) => p.test('monitoring/monitoring-group/get-list'))).toBe(
      true,
    );
  });

  it.skipIf(!spec).each([
    ['../shared/spec/monitoring.md', true],
    ['../shared/spec/api-contract.md', false],
    ['lib/api/http.ts', true],
    ['source.ts', true],
    ['report.html', true],
    ['audits/audit/list.json', true],
    ['monitoring/monitoring-campaign/17.json', true],
    ['audits/nothing/list.json', false],
    ['api-contract.md', false],
  ])('resolves %s: %s', (cited, expected) => {
    expect(exists(cited, 'tests/unit/architecture/x')).toBe(expected);
  });

  // It parses every source and test file (~570): 10 s on a busy two-core machine, and 21.5 s
  // there while `npm run test:dates` ran two suites at once, past the 20 s default (a timeout
  // that depends on the load, not the calendar).
  it('every file path in a comment resolves', { timeout: 90_000 }, () => {
    const broken = allComments().flatMap(({ at, text }) =>
      citedPaths(text)
        .filter((cited) => !exists(cited, at.replace(/:\d+$/, '')))
        .map((cited) => `${at} cites ${cited}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('comments name modules and commands that exist', () => {
  it.each([
    ['lib/storage/prefs. Then', ['lib/storage/prefs']],
    ['`@/lib/api` and entrypoints/sidepanel/hooks/', ['lib/api', 'entrypoints/sidepanel/hooks']],
    ['lib/api/http.ts, tests/e2e/*.spec.ts, https://x.test/lib/a', []],
  ])('finds the modules of %s', (comment, expected) => {
    expect(citedModules(comment)).toEqual(expected);
  });

  it.each([
    ['`audits.launch`, `serp.js`, `watch.changes.why`, `client.audits`', ['audits.launch']],
    ['`monitoring.positions` and audits.create unquoted', ['monitoring.positions']],
  ])('finds the commands of %s', (comment, expected) => {
    expect(citedCommands(comment, areas)).toEqual(expected);
  });

  it('every module or folder named without an extension exists', { timeout: 90_000 }, () => {
    const broken = allComments().flatMap(({ at, text }) =>
      citedModules(text)
        .filter((cited) => !moduleExists(cited))
        .map((cited) => `${at} names ${cited}`),
    );
    expect(broken).toEqual([]);
  });

  it('every command a comment names is in the protocol', { timeout: 90_000 }, () => {
    const broken = allComments().flatMap(({ at, text }) =>
      citedCommands(text, areas)
        .filter((name) => !commands.includes(name))
        .map((name) => `${at} names ${name}`),
    );
    expect(broken).toEqual([]);
  });
});
