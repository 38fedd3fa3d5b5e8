import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comments } from './comments';
import { sourceFiles } from './source';

/*
 * A comment says its reason itself, in the repository's own terms: what was measured, which rule,
 * which feature. An issue, ticket or task number sends the reader to a tracker they may not have,
 * and the reason is lost with it. Comments of lib/, entrypoints/, components/ and tests/ are read
 * (only files whose text holds such a citation at all are parsed, so the check stays quick), and
 * the documentation pages whole.
 */
const CITATION = /\b(?:issues?|tickets?|tasks?)\s*#?\d+/gi;

/** The citations of issue, ticket or task numbers in a comment's text. */
function trackerCitations(comment: string): string[] {
  return comment.match(CITATION) ?? [];
}

const files = sourceFiles(
  ['.ts', '.tsx', '.css', '.mjs'],
  ['lib', 'entrypoints', 'components', 'tests'],
);

describe('comments cite no issue, ticket or task number', () => {
  it.each([
    ['(issue 16: reopen → first row)', ['issue 16']],
    ['Issue 15: each concept once', ['Issue 15']],
    ['Issue 14’s two failures', ['Issue 14']],
    ['see ticket #12 and task 3', ['ticket #12', 'task 3']],
    ['every issue in `details.issues`', []],
    ['the first issue as a local error', []],
  ])('finds the citations of %s', (comment, expected) => {
    expect(trackerCitations(comment)).toEqual(expected);
  });

  it('finds the files it reads', () => {
    expect(files).toContain('lib/api/http.ts');
    expect(files).toContain('tests/scripts/dates.mjs');
  });

  it('no documentation page cites one', () => {
    const cited = ['README.md', 'ARCHITECTURE.md', 'tests/emulator/README.md'].flatMap((doc) =>
      readFileSync(doc, 'utf8')
        .split('\n')
        .flatMap((text, i) => trackerCitations(text).map((c) => `${doc}:${i + 1} cites "${c}"`)),
    );
    expect(cited).toEqual([]);
  });

  it('no comment cites one', { timeout: 60_000 }, () => {
    const cited = files
      .filter((file) => trackerCitations(readFileSync(file, 'utf8')).length > 0)
      .flatMap((file) =>
        comments(file).flatMap(({ line, text }) =>
          trackerCitations(text).map((citation) => `${file}:${line} cites "${citation}"`),
        ),
      );
    expect(cited).toEqual([]);
  });
});
