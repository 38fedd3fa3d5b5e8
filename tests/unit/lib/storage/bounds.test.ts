import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { STORAGE_BOUNDS, storageBound } from '@/lib/storage/bounds';

/*
 * Every item kept in storage.local has a declared bound (lib/storage/bounds.ts): an agency's
 * account must not grow storage without end, and a new item without one fails here.
 */
const sources = execFileSync('git', ['ls-files', 'lib', 'entrypoints', 'components'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && fs.existsSync(file));

const storedKeys = new Set<string>();
for (const file of sources) {
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(/['"`]local:([A-Za-z][\w.:]*)['"`]/g)) storedKeys.add(match[1]);
}

describe('storage bounds', () => {
  it('finds the stored items', () => {
    expect(storedKeys.size).toBeGreaterThan(25);
    expect(storedKeys).toContain('auditHistory');
  });

  it.each([...storedKeys])('%s has a declared bound', (key) => {
    expect(storageBound(key)).toBeGreaterThan(0);
  });

  it('a cache entry and a panel report fall under their prefixes; an unknown key has none', () => {
    expect(storageBound('cache:monitoring:campaign:31401')).toBe(STORAGE_BOUNDS.prefixes['cache:']);
    expect(storageBound('cache:panel.v3:campaign:1')).toBe(STORAGE_BOUNDS.prefixes['cache:panel.']);
    expect(storageBound('somethingNew')).toBe(0);
  });

  it('the total allows every bound at once', () => {
    const keys = Object.values(STORAGE_BOUNDS.keys).reduce((a, b) => a + b, 0);
    expect(keys).toBeLessThanOrEqual(STORAGE_BOUNDS.total);
  });
});
