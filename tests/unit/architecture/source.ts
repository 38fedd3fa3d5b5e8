import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The product's source roots (the emulator and tests are a separate reading on purpose). */
export const roots = ['lib', 'entrypoints', 'components'];

/** Every file under `under` (the product roots by default) whose name ends with one of `exts`. */
export function sourceFiles(exts: string[], under: string[] = roots): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return under.flatMap(walk).filter((f) => exts.some((ext) => f.endsWith(ext)));
}

/**
 * Every file git tracks (committed or staged) under `under` whose name ends with one of `exts`:
 * what a change would land, without build output or untracked scratch files.
 */
export function trackedFiles(exts: string[], under: string[]): string[] {
  const present = under.filter((dir) => existsSync(dir));
  if (present.length === 0) return [];
  return execFileSync('git', ['ls-files', '-z', '--', ...present], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(f) && exts.some((ext) => f.endsWith(ext)));
}

export function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** Visits every node of a file. */
export function walkNodes(source: ts.SourceFile, visit: (node: ts.Node) => void): void {
  const step = (node: ts.Node) => {
    visit(node);
    ts.forEachChild(node, step);
  };
  step(source);
}

/**
 * Every list of string literals a file spells out: array literals (`['a', 'b']`, the argument of
 * `z.enum`) and union types (`'a' | 'b'`). A list restates a concept when it holds two or more of
 * the concept's literals; single comparisons (`status === 'stop'`) are uses, not definitions.
 */
export function literalLists(source: ts.SourceFile): string[][] {
  const lists: string[][] = [];
  walkNodes(source, (node) => {
    if (ts.isArrayLiteralExpression(node)) {
      lists.push(node.elements.filter(ts.isStringLiteralLike).map((e) => e.text));
    } else if (ts.isUnionTypeNode(node)) {
      lists.push(
        node.types
          .filter(ts.isLiteralTypeNode)
          .map((t) => t.literal)
          .filter(ts.isStringLiteralLike)
          .map((l) => l.text),
      );
    }
  });
  return lists.filter((l) => l.length > 1);
}
