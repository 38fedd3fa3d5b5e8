import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trackedFiles } from './source';

/*
 * No source file over 300 lines, tests and stylesheets included (../../../ARCHITECTURE.md).
 * Past that a file holds more than one topic and wants splitting by it — a page's view per
 * component, a test file per area of what it tests — so a newcomer finds one thing in one place.
 */
const MAX_LINES = 300;
const roots = ['lib', 'entrypoints', 'components', 'tests', 'scripts', 'assets'];
const extensions = ['.ts', '.tsx', '.mts', '.css', '.js', '.mjs', '.cjs'];

function lineCount(file: string): number {
  const text = readFileSync(file, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file length', () => {
  const files = trackedFiles(extensions, roots);

  it('finds the source files', () => {
    expect(files).toContain('lib/domain/gap.ts');
    expect(files).toContain('tests/unit/architecture/file-length.test.ts');
  });

  it(`no tracked source file is over ${MAX_LINES} lines`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
