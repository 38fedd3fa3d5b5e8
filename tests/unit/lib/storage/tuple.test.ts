import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { storedTuple } from '@/lib/storage/tuple';

const ref = storedTuple([z.number(), z.nullable(z.string()), z.array(z.number())]);

describe('storedTuple', () => {
  it.each([
    ['exact', [1, 'a', [2, 3]], true],
    ['a nullable element null', [1, null, []], true],
    ['one element short', [1, 'a'], false],
    ['one element more', [1, 'a', [], 4], false],
    ['a wrong element', [1, 2, []], false],
    ['a wrong nested element', [1, 'a', ['2']], false],
    ['not an array', { 0: 1, 1: 'a', 2: [], length: 3 }, false],
    ['null', null, false],
  ])('%s', (_case, value, ok) => {
    const parsed = ref.safeParse(value);
    expect(parsed.success).toBe(ok);
    // Read as stored: the same elements come back.
    if (parsed.success) expect(parsed.data).toEqual(value);
  });
});
