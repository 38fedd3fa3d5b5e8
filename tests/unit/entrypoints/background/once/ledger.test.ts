import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handledRequests, type HandledRequest } from '@/lib/storage/once';
import { balanceNow } from '@/entrypoints/background/once/ledger';

/*
 * The balance a refresh's tokens are compared with: the newest `left` an answer reported, less
 * Stormlens's own spends since whose answers were lost — or none, when one of them is unknown.
 */

type Answer = { cost: number; left: number | null; twice?: { extraCost: number | null } | null };
const entry = (
  state: HandledRequest['state'],
  startedAt: number,
  answer: Answer | null,
  settledAt: number | null = state === 'pending' ? null : startedAt + 1,
) =>
  ({
    command: 'audits.clone',
    intent: {},
    state,
    startedAt,
    settledAt,
    answer,
    error: null,
  }) as unknown as HandledRequest;

async function ledger(entries: Record<string, HandledRequest>) {
  await handledRequests.setValue(entries);
  return balanceNow();
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('balanceNow', () => {
  it('is unknown before any answer reported one', async () => {
    expect(await ledger({ a: entry('done', 10, { cost: 2, left: null }) })).toBeNull();
  });

  it('is the newest answer’s, when nothing was spent since', async () => {
    const found = entry('done', 10, { cost: 2, left: 90 });
    expect(await ledger({ old: found, new: entry('done', 20, { cost: 2, left: 88 }) })).toEqual({
      left: 88,
      at: 21,
    });
  });

  it('less what Stormlens’s own lost answers since cost, second receipts included', async () => {
    const reported = entry('done', 10, { cost: 2, left: 98 });
    const found = entry('done', 30, { cost: 2, left: null, twice: { extraCost: 2 } });
    const refused = entry('failed', 40, null);
    // Found later, but sent before that answer came: its spend is in the answer already.
    const earlier = entry('done', 5, { cost: 3, left: null }, 50);
    expect(await ledger({ reported, found, refused, earlier })).toEqual({ left: 94, at: 11 });
  });

  it.each([
    ['a spend since is still unsettled', entry('pending', 30, null)],
    [
      'a second receipt’s cost is unknown',
      entry('done', 30, { cost: 2, left: null, twice: { extraCost: null } }),
    ],
  ])('is unknown when %s', async (_why, since) => {
    expect(await ledger({ reported: entry('done', 10, { cost: 2, left: 98 }), since })).toBeNull();
  });
});
