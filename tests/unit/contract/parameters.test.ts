import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedDefaults } from '../../contract/parameters/defaults';
import { documented } from '../../contract/parameters/documented';
import { operationPaths, readSpec } from '../../contract/parameters/spec';
import { parameterTable } from '../../contract/parameters/table';

/**
 * The operations × parameters table (tests/contract/parameters) is well formed: every documented
 * parameter has exactly one row, a control a row names is in the file it names, a "none" gives its
 * reason, and each documented default is in the document's own words. Whether the service
 * received each parameter is measured from the e2e runs (`npm run params`), not checked here.
 */
const key = (op: number, param: string) => `${op} ${param}`;

describe('operations × parameters', () => {
  it('lists every operation of endpoints.md (1–53), each with one path', () => {
    const paths = operationPaths(readSpec('endpoints.md'));
    const ops = [...new Set(paths.map((p) => p.op))].sort((a, b) => a - b);
    expect(ops).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
    expect(documented.map((d) => d.op).sort((a, b) => a - b)).toEqual(ops);
  });

  it.each(documented)('#$op $name: its path parameters are those of its path', ({ op, params }) => {
    const paths = operationPaths(readSpec('endpoints.md')).filter((p) => p.op === op);
    const inPath = paths[0].path.match(/\{[a-z_]+\}/g) ?? [];
    expect(params.filter((p) => p.startsWith('{'))).toEqual(inPath);
  });

  it.each(documented)('#$op $name: each parameter is spelled in $doc', ({ doc, params }) => {
    const text = readSpec(doc);
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
    expect(have).toHaveLength(143);
  });

  it.each(parameterTable.map((r) => [key(r.op, r.param || '(none)'), r] as const))(
    '%s: its control is in the file it names; a "none" or an untouched value says why',
    (_, row) => {
      if ('control' in row.how) {
        expect(existsSync(row.how.control), row.how.control).toBe(true);
        expect(readFileSync(row.how.control, 'utf8')).toContain(row.how.find);
      }
      if ('none' in row.how) expect(row.how.none.length).toBeGreaterThan(40);
      if ('auto' in row.how) expect(row.how.auto.length).toBeGreaterThan(10);
      if (row.untouched) expect(row.untouched.why.length).toBeGreaterThan(20);
    },
  );

  const defaults = Object.entries(documentedDefaults).flatMap(([op, params]) =>
    Object.entries(params).map(([param, d]) => [key(Number(op), param), d] as const),
  );
  it.each(defaults)('%s: the default is the document’s, for a documented parameter', (k, d) => {
    const [op, param] = k.split(' ');
    expect(documented.find((x) => x.op === Number(op))?.params).toContain(param);
    expect(readSpec(d.doc)).toContain(d.quote);
  });
});
