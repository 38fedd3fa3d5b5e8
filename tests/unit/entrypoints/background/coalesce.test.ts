import { describe, expect, it } from 'vitest';
import { coalesced } from '@/entrypoints/background/coalesce';

/** A run that waits until the test lets it finish, counting its passes and their arguments. */
function gated() {
  const passes: string[] = [];
  const gates: (() => void)[] = [];
  const run = (name: string) => {
    passes.push(name);
    return new Promise<number>((resolve) => gates.push(() => resolve(passes.length)));
  };
  // Lets the oldest waiting pass finish; a pass that never started fails the test, not hangs it.
  const open = async () => {
    for (let turn = 0; gates.length === 0 && turn < 100; turn++) await Promise.resolve();
    const gate = gates.shift();
    if (!gate) throw new Error('no pass is waiting');
    gate();
  };
  return { passes, run, open };
}

describe('coalesced: one run at a time in this worker', () => {
  it('a call during a run shares it and starts nothing', async () => {
    const { passes, run, open } = gated();
    const once = coalesced(run);
    const first = once('a');
    const second = once('b');
    expect(second).toBe(first);
    await open();
    expect(await first).toBe(1);
    expect(passes).toEqual(['a']);
  });

  it('with rerun, calls during a pass ask for one more pass, with the first call arguments', async () => {
    const { passes, run, open } = gated();
    const tick = coalesced(run, { rerun: true });
    const first = tick('a');
    void tick('b');
    void tick('c');
    await open();
    await open();
    expect(await first).toBe(2);
    expect(passes).toEqual(['a', 'a']);
  });

  it('starts afresh once a run has settled, even one that failed', async () => {
    let calls = 0;
    const failing = coalesced(async () => {
      calls++;
      if (calls === 1) throw new Error('first pass failed');
      return calls;
    });
    await expect(failing()).rejects.toThrow('first pass failed');
    expect(await failing()).toBe(2);
  });
});
