import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, sourceFiles, walkNodes } from './source';

/*
 * The house rule: swallowing an error without logging it is a defect. Every `catch` block,
 * `.catch(handler)` and `.then(…, handler)` in the product either
 *   - throws (rethrows, or throws an error that says more),
 *   - logs to the diagnostics log (`logCaught(…)`, or the `caught(…)` handler: lib/diagnostics/log.ts),
 *   - or hands the error on: uses the caught value other than on the console (UI state such as
 *     `setError(ServiceError.from(err))`, a stored failure, a reply to the page, `reject(error)`).
 * A handler that binds nothing, or only prints to the console, does none of these. The few places
 * where a caught exception is provably not an error are listed below, each with its reason.
 */

/** `file: enclosing function` → why catching there loses nothing. */
const NOT_AN_ERROR: Record<string, string> = {
  'lib/domain/url.ts: parseUrl':
    '`new URL` throws for text that is not a URL: for text from a tab, a file or the service that is the answer (null), and every URL check goes through here.',
  'lib/domain/domain-match.ts: decodedSegment':
    'A malformed %-escape in a page’s path is how the page spells it, not a failure: the segment is kept as written.',
  'lib/api/http.ts: parseJson':
    'A body that is not JSON becomes the NOT_JSON marker, which the caller turns into an `invalid-response` ServiceError (thrown and logged there).',
  'lib/domain/settings-transfer.ts: readTransferFile':
    'A file that is not JSON is the user’s input: the result says `notJson` and the options page shows it.',
  'lib/diagnostics/log.ts: errorMessage':
    'Rendering an error for the log: a value JSON cannot stringify (a cycle) is logged via String() instead.',
  'lib/diagnostics/log.ts: appendLog':
    'The diagnostics log itself could not be written: it cannot log about itself, so the console is the last resort.',
  'lib/storage/lock.ts: exclusive':
    'The queue only orders tasks: a failed task rejects its own caller’s promise (`run`); the next task runs regardless.',
};

interface Handler {
  at: string;
  line: number;
  body: ts.Node;
  /** The caught value's name; null when the handler binds none. */
  binding: string | null;
}

/** The name of the function a node sits in (an arrow's is the variable or property it is assigned to). */
function enclosingName(node: ts.Node): string {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name)
      return n.name.getText();
    if (
      (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) &&
      (ts.isVariableDeclaration(n.parent) || ts.isPropertyAssignment(n.parent))
    ) {
      return n.parent.name.getText();
    }
  }
  return '(top level)';
}

/** A function the file declares under `name` (`function f` or `const f = (…) => …`). */
function declaredFunction(source: ts.SourceFile, name: string): ts.FunctionLikeDeclaration | null {
  let found: ts.FunctionLikeDeclaration | null = null;
  walkNodes(source, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = node;
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === name &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      found = node.initializer;
    }
  });
  return found;
}

const isCaughtCall = (node: ts.Node) =>
  ts.isCallExpression(node) && /^(logCaught|caught)$/.test(node.expression.getText());

function fromFunction(fn: ts.FunctionLikeDeclaration) {
  const first = fn.parameters[0]?.name;
  return { body: fn.body ?? fn, binding: first && ts.isIdentifier(first) ? first.text : null };
}

/** The error handlers a file holds: catch blocks, `.catch(h)` and `.then(ok, h)` handlers. */
function handlersIn(source: ts.SourceFile, path: string): Handler[] {
  const found: Handler[] = [];
  const add = (node: ts.Node, body: ts.Node, binding: string | null) =>
    found.push({
      at: `${path}: ${enclosingName(node)}`,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      body,
      binding,
    });
  walkNodes(source, (node) => {
    if (ts.isCatchClause(node)) {
      const name = node.variableDeclaration?.name;
      add(node, node.block, name && ts.isIdentifier(name) ? name.text : null);
      return;
    }
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const method = node.expression.name.text;
    // `.catch(h)` on a promise; `z.catch(schema, fallback)` (zod's default) has two arguments.
    const handler =
      method === 'catch' && node.arguments.length === 1
        ? node.arguments[0]
        : method === 'then' && node.arguments.length === 2
          ? node.arguments[1]
          : undefined;
    if (!handler) return;
    if (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) {
      const { body, binding } = fromFunction(handler);
      add(handler, body, binding);
    } else if (ts.isIdentifier(handler) && handler.text === 'reject') {
      add(handler, handler, 'reject'); // a promise's reject: handed on whole
    } else if (ts.isIdentifier(handler) && declaredFunction(source, handler.text)) {
      const { body, binding } = fromFunction(declaredFunction(source, handler.text)!);
      add(handler, body, binding);
    } else {
      add(handler, handler, null); // `caught('…')` passes below; anything else is unknown
    }
  });
  return found;
}

/** True when the handler throws, logs to diagnostics, or uses the error other than on the console. */
function dealtWith({ body, binding }: Handler): boolean {
  let ok = isCaughtCall(body) || binding === 'reject';
  const visit = (node: ts.Node, inConsole: boolean) => {
    if (ok) return;
    if (ts.isThrowStatement(node) || isCaughtCall(node)) ok = true;
    const console =
      inConsole || (ts.isCallExpression(node) && /^console\./.test(node.expression.getText()));
    if (binding && ts.isIdentifier(node) && node.text === binding && !console) ok = true;
    ts.forEachChild(node, (child) => visit(child, console));
  };
  visit(body, false);
  return ok;
}

const all = sourceFiles(['.ts', '.tsx']).flatMap((file) =>
  handlersIn(parse(file), relative(process.cwd(), file).split('\\').join('/')),
);

describe('no swallowed errors', () => {
  it('finds the handlers it judges', () => {
    // A parser that found nothing would pass everything.
    expect(all.length).toBeGreaterThan(80);
  });

  it('every catch throws, logs to diagnostics or hands the error on', () => {
    const swallowed = all
      .filter((h) => !(h.at in NOT_AN_ERROR) && !dealtWith(h))
      .map((h) => `${h.at} (line ${h.line})`);
    expect(swallowed).toEqual([]);
  });

  it('every allow-list entry still names a catch that needs it', () => {
    const needed = new Set(all.filter((h) => !dealtWith(h)).map((h) => h.at));
    expect(Object.keys(NOT_AN_ERROR).filter((at) => !needed.has(at))).toEqual([]);
  });

  it.each([
    ['try { a(); } catch { return null; }', false],
    ['try { a(); } catch (e) { console.warn(e); }', false],
    ['p.catch(() => undefined);', false],
    ['p.then(ok, () => null);', false],
    ['p.catch((e) => console.error("x", e));', false],
    ['try { a(); } catch (e) { throw new Error("b", { cause: e }); }', true],
    ['try { a(); } catch (e) { void logCaught("w", e); }', true],
    ['try { a(); } catch (e) { setError(ServiceError.from(e)); }', true],
    ['p.catch(caught("w"));', true],
    ['p.then(ok, (e) => alive && setState({ error: e }));', true],
  ])('judges `%s` as handled: %s', (code, expected) => {
    const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
    expect(handlersIn(source, 'x.ts').map(dealtWith)).toEqual([expected]);
  });
});
