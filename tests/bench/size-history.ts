/**
 * `npm run bench -- sizes <from> [<to>]`: where the bundles' bytes came from. Builds the store
 * package of `<from>` and of every later commit up to `<to>` (default HEAD) that touched the
 * product's code or its build, each in a temporary worktree sharing this checkout's
 * node_modules, and prints each commit's gzipped size per entrypoint (./sizes.ts, as the size rows
 * of the table count them) with the change from the commit before. About 30 s a commit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entrypointSizes } from './sizes';

const PRODUCT = ['entrypoints', 'lib', 'components', 'assets', 'wxt.config.ts', 'package.json'];

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

function commitsBetween(from: string, to: string): string[] {
  const later = git('log', '--reverse', '--format=%h', `${from}..${to}`, '--', ...PRODUCT);
  return [git('rev-parse', '--short', from), ...later.split('\n').filter(Boolean)];
}

/** One commit's store package, built in `tree` (a worktree moved to that commit). */
function sizesAt(tree: string, commit: string): Record<string, number> {
  execFileSync('git', ['-C', tree, 'checkout', '--quiet', '--detach', commit]);
  const outDir = path.join(tree, '.output-sizes');
  fs.rmSync(outDir, { recursive: true, force: true });
  execFileSync('npx', ['wxt', 'build'], {
    cwd: tree,
    env: { ...process.env, WXT_OUT_DIR: outDir },
    stdio: 'ignore',
  });
  return entrypointSizes(path.join(outDir, 'chrome-mv3'));
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function sizeHistory(from: string | undefined, to = 'HEAD'): void {
  if (!from) throw new Error('usage: npm run bench -- sizes <from> [<to>]');
  const commits = commitsBetween(from, to);
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'stormlens-sizes-'));
  git('worktree', 'add', '--detach', tree, commits[0]);
  console.log(
    `${commits.length} commits from ${from} to ${to}; gzipped bytes, change from the one before`,
  );
  let before: Record<string, number> | null = null;
  const first: Record<string, number> = {};
  try {
    fs.symlinkSync(path.resolve('node_modules'), path.join(tree, 'node_modules'));
    for (const commit of commits) {
      const sizes = sizesAt(tree, commit);
      const cells = Object.entries(sizes).map(([name, bytes]) => {
        first[name] ??= bytes;
        const change = before?.[name] === undefined ? '' : ` (${signed(bytes - before[name])})`;
        return `${name} ${bytes}${change}`;
      });
      console.log(
        `${commit} ${git('log', '-1', '--format=%s', commit).slice(0, 72)}\n  ${cells.join(', ')}`,
      );
      before = sizes;
    }
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
  const total = Object.entries(before ?? {}).map(([n, b]) => `${n} ${signed(b - first[n])}`);
  console.log(`From ${from} to ${to}: ${total.join(', ')}`);
}
