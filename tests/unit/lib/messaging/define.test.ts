import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { command } from '@/lib/messaging/define';
import { protocol } from '@/lib/messaging/protocol';

describe('a command’s input schema', () => {
  it('is built on first use, once', () => {
    // The worker defines every command on each wake-up and answers one or two: building all
    // their schemas then was a quarter of its start-up.
    const build = vi.fn(() => z.object({ id: z.number() }));
    const defined = command<number>()(build);
    expect(build).not.toHaveBeenCalled();
    expect(defined.input.safeParse({ id: 1 }).success).toBe(true);
    expect(defined.input.safeParse({ id: 'x' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('of every command in the protocol checks its input when asked', () => {
    for (const [name, defined] of Object.entries(protocol)) {
      expect(typeof defined.input.safeParse, name).toBe('function');
    }
  });
});
