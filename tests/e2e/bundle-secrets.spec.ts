import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { extensionPath } from './fixtures';

/*
 * The token is the background's alone (lib/storage/secret.ts). The built page bundles — popup,
 * options, side panel, report and every chunk they load — must not even name its storage key:
 * a page that knows the key can read the token. Reads the e2e build the other specs load.
 */

const TOKEN_KEY = 'stormlensApiToken';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const built = fs.existsSync(extensionPath) ? filesUnder(extensionPath) : [];
const isBackground = (file: string) => path.basename(file) === 'background.js';
const pageFiles = built.filter((file) => /\.(js|html|css)$/.test(file) && !isBackground(file));

test('the build exists and its background holds the token key (so this check can fail)', () => {
  expect(built.length, `no build at ${extensionPath}: run wxt build --mode e2e`).toBeGreaterThan(0);
  const background = built.find(isBackground);
  expect(background).toBeDefined();
  expect(fs.readFileSync(background!, 'utf8')).toContain(TOKEN_KEY);
  for (const page of ['popup.html', 'options.html', 'sidepanel.html']) {
    expect(pageFiles.map((f) => path.basename(f))).toContain(page);
  }
});

test('no page bundle names the token storage key', () => {
  const offenders = pageFiles.filter((file) => fs.readFileSync(file, 'utf8').includes(TOKEN_KEY));
  expect(offenders.map((file) => path.relative(extensionPath, file))).toEqual([]);
});
