import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documented } from '../../contract/parameters/documented';
import { parameterTable } from '../../contract/parameters/table';
import { sourceFiles } from '../architecture/source';

/**
 * The operations × parameters table (tests/contract/parameters) against the documents, the client
 * and the pages: every documented parameter has exactly one row, every control a row names is in
 * the file it names, every journey is a test that exists, and what is not built yet is listed.
 */
function specDir(): string {
  // The documents live beside the repository (or beside its worktree folder).
  for (let dir = resolve('..'); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'shared/spec/endpoints.md'))) return join(dir, 'shared/spec');
  }
  throw new Error('the service documents (shared/spec) were not found beside the repository');
}
const read = (doc: string) => readFileSync(join(specDir(), doc), 'utf8');
const client = sourceFiles(['.ts'], ['lib/api'])
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const key = (op: number, param: string) => `${op} ${param}`;

describe('operations × parameters', () => {
  it('lists every operation of endpoints.md (1–53)', () => {
    const numbers = new Set<number>();
    for (const m of read('endpoints.md').matchAll(/^\| (\d+)(?:–(\d+))? \|/gm)) {
      const [from, to] = [Number(m[1]), Number(m[2] ?? m[1])];
      for (let n = from; n <= to; n++) numbers.add(n);
    }
    expect(numbers.size).toBe(53);
    expect(documented.map((d) => d.op).sort((a, b) => a - b)).toEqual(
      [...numbers].sort((a, b) => a - b),
    );
  });

  it.each(documented)('#$op $name: each parameter is spelled in $doc', ({ doc, params }) => {
    const text = read(doc);
    // In backticks in prose, or as a cell of a parameter table (`| sorting.field |`).
    const spelled = (name: string) => text.includes(`\`${name}\``) || text.includes(`| ${name} |`);
    for (const p of params) {
      const name = p.replace(/[{}]/g, '');
      const parts = spelled(name) ? [] : name.split('.');
      for (const part of parts) expect(spelled(part), `${name}: ${part}`).toBe(true);
    }
  });

  it('has exactly one row per documented parameter, and one for an operation without any', () => {
    const wanted = documented.flatMap((d) =>
      d.params.length ? d.params.map((p) => key(d.op, p)) : [key(d.op, '')],
    );
    const have = parameterTable.map((r) => key(r.op, r.param));
    expect(new Set(have).size).toBe(have.length);
    expect([...have].sort()).toEqual([...wanted].sort());
  });

  const sent = parameterTable.filter(
    (r) => !('none' in r.how) && r.param && !r.param.startsWith('{'),
  );
  it.each(sent.map((r) => [key(r.op, r.param), r] as const))(
    '%s: the client sends it under that name',
    (_, row) => {
      const leaf = row.param.split('.').at(-1)!;
      expect(client).toMatch(new RegExp(`\\b${leaf}\\b`));
    },
  );

  const built = parameterTable.filter((r) => !r.notYet);
  it.each(built.map((r) => [key(r.op, r.param || '(none)'), r] as const))(
    '%s: its control and its journey exist',
    (_, row) => {
      if ('control' in row.how) {
        expect(existsSync(row.how.control), row.how.control).toBe(true);
        expect(readFileSync(row.how.control, 'utf8')).toContain(row.how.find);
      }
      if ('none' in row.how) expect(row.how.none.length).toBeGreaterThan(20);
      if ('spec' in row.e2e) {
        expect(existsSync(row.e2e.spec), row.e2e.spec).toBe(true);
        expect(readFileSync(row.e2e.spec, 'utf8')).toContain(row.e2e.test);
      } else {
        expect(row.e2e.why.length).toBeGreaterThan(20);
      }
    },
  );

  // What is left: each shows as a to-do in the test report until its row is built.
  for (const row of parameterTable.filter((r) => r.notYet)) {
    it.todo(`not yet: #${row.op} ${row.param || '(none)'} — ${row.notYet}`);
  }
});
