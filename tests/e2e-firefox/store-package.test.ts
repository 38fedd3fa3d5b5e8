import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

/*
 * The test seams (entrypoints/background/e2e/: the door, the shortcut as a test calls it, the
 * schedule's clock offset), the results page's open shadow roots and the loopback host
 * permissions exist only in the e2e builds. The
 * store package (`wxt build -b firefox`, built by the "firefox package" step of
 * tests/scripts/test.mjs) must carry none of them; the Firefox e2e build must carry them all, so
 * this check can tell the two apart and cannot pass on an empty folder.
 */

const outDir = path.resolve(process.env.WXT_OUT_DIR ?? '.output');
const MARKERS = [
  '__stormlens-e2e',
  'stormlens-e2e-instance',
  'stormlensCommand',
  'e2eScheduleClockOffset',
];
const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost)\//;

/**
 * The results page's shadow roots (entrypoints/serp.content/mount.ts): open in the e2e build so
 * the tests and axe can look inside, closed in the store package so the page's own scripts cannot
 * read the user's positions out of them.
 */
function shadowModes(build: string): string[] {
  const file = path.join(outDir, build, 'content-scripts', 'serp.js');
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/attachShadow\(\{mode:"(\w+)"\}\)/g)].map((m) => m[1]);
}

function read(build: string): { permissions: string[]; code: string } {
  const dir = path.join(outDir, build);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    permissions?: string[];
  };
  const code = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') || file.endsWith('.html'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  return { permissions: manifest.permissions ?? [], code };
}

test('the Firefox store package has no test seam and no loopback permission', () => {
  const store = read('firefox-mv2');
  assert.ok(store.code.includes('Stormlens'), 'the store package was built');
  for (const marker of MARKERS) assert.ok(!store.code.includes(marker), `no ${marker}`);
  assert.deepEqual(
    store.permissions.filter((p) => LOOPBACK.test(p)),
    [],
  );
  assert.deepEqual(shadowModes('firefox-mv2'), ['closed']);
});

test('the Firefox e2e build has the seams and loopback (what the check above looks for)', () => {
  const e2e = read('firefox-mv2-e2e');
  for (const marker of MARKERS) assert.ok(e2e.code.includes(marker), `has ${marker}`);
  assert.ok(e2e.permissions.some((p) => LOOPBACK.test(p)));
  assert.deepEqual(shadowModes('firefox-mv2-e2e'), ['open']);
});
