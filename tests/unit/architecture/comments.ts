import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { parse, walkNodes } from './source';

/** The text of every comment of a TypeScript or CSS file, with the line it starts on. */
export function comments(file: string): { line: number; text: string }[] {
  const text = readFileSync(file, 'utf8');
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  if (file.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
      line: lineOf(m.index),
      text: m[0],
    }));
  }
  const source = parse(file);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  walkNodes(source, (node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
  });
  return [...seen].map(([pos, body]) => ({ line: lineOf(pos), text: body }));
}

/**
 * The file paths a comment cites: words ending in a source or document extension. Left out: URLs
 * (their paths live on another host), globs (`*.md`) and double-quoted samples of text a tool
 * writes (`import "./chunk.js"` in a bundle), which quote a file's content rather than cite it.
 */
export function citedPaths(comment: string): string[] {
  const cited = comment.replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ').replace(/"[^"\n]*"/g, ' ');
  const found = cited.match(
    /(?<![\w*/.@-])(?:@\/|\.{1,2}\/)*[\w@-][\w@.-]*(?:\/[\w@.-]+)*\.(?:md|ts|tsx|css|json|html|php|mjs|js)(?![\w/-])/g,
  );
  return found ?? [];
}

/** Top folders of the repository: a path that starts with one names a file or folder of ours. */
const repoFolders = ['lib', 'entrypoints', 'components', 'tests', 'assets', 'public', 'docs'];

/**
 * Repository paths a comment names without an extension (`lib/storage/prefs`, `@/lib/api`,
 * `entrypoints/sidepanel/hooks/`): a module as an import names it, or a folder.
 */
export function citedModules(comment: string): string[] {
  const cited = comment.replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ').replace(/"[^"\n]*"/g, ' ');
  const found = cited.match(
    new RegExp(
      `(?<![\\w*/.@-])(?:@\\/)?(?:${repoFolders.join('|')})(?:\\/[\\w@-]+)+\\/?(?![\\w/*-]|\\.\\w)`,
      'g',
    ),
  );
  return (found ?? []).map((path) => path.replace(/^@\//, '').replace(/\/$/, ''));
}

/**
 * Protocol commands a comment names in code quotes (`audits.launch`): an area's name, one dot and
 * one identifier. Dotted names of other kinds (i18n keys, file names) have more parts or an
 * extension, or another first word.
 */
export function citedCommands(comment: string, areas: readonly string[]): string[] {
  const found = [...comment.matchAll(/`([a-zA-Z]+)\.([a-zA-Z]+)`/g)];
  return found
    .filter(
      ([, area, name]) => areas.includes(area) && !/^(md|ts|tsx|js|json|html|css)$/.test(name),
    )
    .map(([, area, name]) => `${area}.${name}`);
}
