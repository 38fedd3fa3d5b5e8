import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, sourceFiles, walkNodes } from './source';

/*
 * Every confirmation is a ConfirmDialog (components/ConfirmDialog.tsx) — themed,
 * translated, keyboard-safe (Cancel takes the focus) — never the browser's `window.confirm`,
 * which ignores the theme, blocks the page and cannot be styled as destructive.
 */
function nativeDialogs(file: string): string[] {
  const found: string[] = [];
  walkNodes(parse(file), (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = node.expression.getText();
    if (/^(window\.|globalThis\.|self\.)?(confirm|alert|prompt)$/.test(callee)) {
      found.push(`${file}: ${callee}()`);
    }
  });
  return found;
}

describe('confirmations', () => {
  it('no page calls window.confirm, alert or prompt', () => {
    expect(sourceFiles(['.ts', '.tsx']).flatMap(nativeDialogs)).toEqual([]);
  });
});
