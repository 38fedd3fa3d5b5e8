import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source';

/*
 * No import cycle in lib/, type-only and dynamic imports included. A cycle means two modules are
 * one concept split in two, or that a shared piece lives in the wrong one of them: a reader of
 * either has to read both, and the order in which they load decides what is defined. Every
 * `import … from`, `import type`, `export … from` and `import('…')` is an edge; `@/` is the
 * repository root.
 */

/** The lib/ file an import specifier names, or undefined when it names none (a package). */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** What each file imports, by the file it resolves to. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = info.importedFiles
        .map(({ fileName }) => resolveImport(file, fileName))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Each cycle, once: the strongly connected parts of the graph, each shown as one loop through it. */
function cycles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        part.push(top);
      } while (top !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) parts.push(part);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return parts.map((part) => loopThrough(graph, new Set(part)).join(' → '));
}

/** A shortest loop from the part's first file back to it, inside the part. */
function loopThrough(graph: Map<string, string[]>, part: Set<string>): string[] {
  const start = [...part].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!part.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...part];
}

describe('no import cycle in lib/', () => {
  it('resolves every kind of import and finds a cycle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(cycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
    expect(resolveImport('lib/api/client.ts', './http')).toBe('lib/api/http.ts');
    expect(resolveImport('lib/api/client.ts', '@/lib/messaging/protocol/monitoring')).toBe(
      'lib/messaging/protocol/monitoring/index.ts',
    );
    expect(resolveImport('lib/api/client.ts', 'zod/mini')).toBeUndefined();
    const kinds = ts.preProcessFile(
      "import type { A } from './a';\nexport { B } from './b';\nconst c = () => import('./c');",
      true,
      true,
    );
    expect(kinds.importedFiles.map((f) => f.fileName)).toEqual(['./a', './b', './c']);
  });

  it('lib/ has none', () => {
    const graph = importGraph(sourceFiles(['.ts', '.tsx'], ['lib']));
    expect(graph.size).toBeGreaterThan(50);
    expect(cycles(graph)).toEqual([]);
  });
});
