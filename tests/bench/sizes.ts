import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Static imports of a built chunk (Rollup writes `import … from "./x.js"` and `import "./x.js"`). */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found = new Set<string>();
  // Minified: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
  for (const m of code.matchAll(
    /(?:import|export)\s*(?:[^'"();]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    found.add(path.resolve(path.dirname(file), m[1]));
  }
  return [...found];
}

/** Every JS file an entry loads before it can run: the entry and its static imports, transitively. */
export function closure(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

function gzipSize(files: string[]): number {
  return files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
}

/** The string areas each page loads (as entrypoints/<page>/main.tsx passes them to mountPage). */
const pageNamespaces: Record<string, string[]> = {
  popup: ['popup'],
  report: ['popup'],
  options: ['options'],
  sidepanel: ['sidepanel', 'research', 'watch', 'positions'],
};
/** Pages that load only their first frame's strings before it (`mountPage(…, 'first')`). */
const firstStringsOnly = new Set(['popup']);

/**
 * A page's strings in one language: the `i18n-<lang>-<area>-*.js` chunks (see wxt.config.ts),
 * with the areas' later parts (`i18n-<lang>-<area>.later-*.js`, lib/i18n/load.ts) unless the
 * page loads those after its first frame, as it does lazy code.
 */
function stringChunks(outDir: string, page: string, lang: string): string[] {
  const areas = ['common', 'errors', ...(pageNamespaces[page] ?? [])];
  const parts = firstStringsOnly.has(page) ? [''] : ['', '.later'];
  const chunks = fs.readdirSync(path.join(outDir, 'chunks'));
  return areas.flatMap((area) =>
    parts.flatMap((part) =>
      chunks
        .filter((f) => f.startsWith(`i18n-${lang}-${area}${part}-`))
        .map((f) => path.join(outDir, 'chunks', f)),
    ),
  );
}

/**
 * Gzipped JavaScript each entrypoint loads before its first screen, in bytes: the HTML pages'
 * module scripts with their static imports and their English strings, the worker and the
 * results page's content script.
 */
export function entrypointSizes(outDir: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const name of fs.readdirSync(outDir)) {
    const file = path.join(outDir, name);
    if (name.endsWith('.html')) {
      const html = fs.readFileSync(file, 'utf8');
      const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) =>
        path.join(outDir, m[1].replace(/^\//, '')),
      );
      const page = name.replace(/\.html$/, '');
      sizes[page] = gzipSize([
        ...new Set([...entries.flatMap(closure), ...stringChunks(outDir, page, 'en')]),
      ]);
    }
  }
  sizes.background = gzipSize(closure(path.join(outDir, 'background.js')));
  // A content script is one file (no chunks): the results page's, injected on every search
  // (absent from packages built before it existed: `npm run bench -- sizes` reads those too).
  const serp = path.join(outDir, 'content-scripts', 'serp.js');
  if (fs.existsSync(serp)) sizes['serp content script'] = gzipSize([serp]);
  return sizes;
}
