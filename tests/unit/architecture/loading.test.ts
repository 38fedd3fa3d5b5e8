import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, sourceFiles, walkNodes } from './source';

/*
 * One way to load data in a page (the house style): every request a page makes for data goes
 * through components/useLoad.ts, which settles every time. An effect that sends a request and puts
 * the answer in state itself is the hand-written `let alive = true` kind, whose busy indicator was
 * left on for good when a newer run of the effect wanted no load. An effect that only tells the
 * background something (`watch.markSeen`) loads nothing and may send.
 */
function effectsThatLoad(source: ts.SourceFile): number[] {
  const found: number[] = [];
  walkNodes(source, (node) => {
    if (!ts.isCallExpression(node) || !/^use(Layout)?Effect$/.test(node.expression.getText())) {
      return;
    }
    const callees: string[] = [];
    node.arguments.forEach((arg) =>
      walkNodes(arg as ts.Node as ts.SourceFile, (inner) => {
        if (ts.isCallExpression(inner)) callees.push(inner.expression.getText());
      }),
    );
    if (callees.includes('send') && callees.some((c) => /^set[A-Z]/.test(c))) {
      found.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
  });
  return found;
}

const sourceOf = (text: string) =>
  ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

describe('loading data in pages', () => {
  it('no effect loads data itself: pages load through useLoad', () => {
    const found = sourceFiles(['.ts', '.tsx'], ['entrypoints', 'components']).flatMap((file) =>
      effectsThatLoad(parse(file)).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    [
      "useEffect(() => { let alive = true; send('a', {}).then((v) => alive && setV(v)); }, []);",
      [1],
    ],
    ["useEffect(() => {\n  void send('watch.markSeen', { ids }).catch(log);\n}, [ids]);", []],
    ['useEffect(() => { setV(1); }, []);', []],
  ])('the check reads %j as %j', (text, lines) => {
    expect(effectsThatLoad(sourceOf(text))).toEqual(lines);
  });
});
