#!/usr/bin/env node
// `node tests/scripts/casts.mjs`: every type assertion (`x as T`, `<T>x`; `as const` is not one)
// in the product's tracked sources (lib, entrypoints, components), one line each, then the count.
// The house rule: each remaining one sits at a real boundary (parsed JSON, the DOM, the
// messaging wire); ARCHITECTURE.md records the count.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const files = execFileSync('git', ['ls-files', 'lib', 'entrypoints', 'components'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file));

let count = 0;
for (const file of files) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), 99, true, kind);
  const visit = (node) => {
    const cast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
    if (cast && node.type.getText(source) !== 'const') {
      count++;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      const text = node.getText(source).replace(/\s+/g, ' ');
      console.log(`${file}:${line + 1}: ${text.length > 100 ? `…${text.slice(-99)}` : text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(`${count} casts`);
