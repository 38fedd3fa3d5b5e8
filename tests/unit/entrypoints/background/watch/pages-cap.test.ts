import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defaultLimits } from '@/lib/domain/spending';
import { pageChanges, pageWatchLedger, pageWatches } from '@/lib/storage/page-watch';
import { spendingLimits } from '@/lib/storage/spending';
import { runPageWatches } from '@/entrypoints/background/watch/pages/schedule';
import { WEEK, fakePort, watch } from './page-fakes';

beforeEach(() => fakeBrowser.reset());

/** The next launch reaches the service twice (the browser sent it again): its cost, spent twice. */
function receivedTwice(port: ReturnType<typeof fakePort>['port']): void {
  const launch = port.launch.getMockImplementation()!;
  port.launch.mockImplementationOnce(async (w, id) => ({
    ...(await launch(w, id)),
    twice: { times: 2, extra: [{ kind: 'audit-run', id: 99, label: 'T' }], extraCost: 2 },
  }));
}

describe('the monthly cap of all page watches together', () => {
  it('skips the run that would pass it, says so, and counts afresh each month', async () => {
    // Each watch's own budget allows its run; together they would spend 4 of a cap of 3.
    await pageWatches.setValue([watch({ id: 'p1', budget: 10 }), watch({ id: 'p2', budget: 10 })]);
    await spendingLimits.setValue({ ...defaultLimits, monthlyCap: 3 });
    const { port, advance } = fakePort([
      [93, 72],
      [93, 72],
      [93, 72],
    ]);
    await runPageWatches(port);
    expect(port.launch).toHaveBeenCalledTimes(1);
    expect(port.launch.mock.calls[0][0].id).toBe('p1');
    const ledger = await pageWatchLedger.getValue();
    expect(ledger.p2).toMatchObject({
      run: null,
      spends: [],
      lastPeriod: '2026-06-15',
      skipped: { period: '2026-06-15', spent: 2, cost: 2, budget: 10, cap: 3 },
    });
    expect(ledger.p1.skipped).toBeNull();
    const [change] = await pageChanges.getValue();
    expect(change).toMatchObject({ kind: 'budget', watchId: 'p2', budget: { cap: 3 } });

    // July, with room for both: June's spends no longer count against the cap.
    await spendingLimits.setValue({ ...defaultLimits, monthlyCap: 4 });
    advance(3 * WEEK);
    await runPageWatches(port);
    expect(port.launch.mock.calls.map(([w]) => w.id)).toEqual(['p1', 'p1', 'p2']);
  });

  it('a second receipt of a scheduled create counts against the cap and the watch’s budget', async () => {
    await pageWatches.setValue([watch({ id: 'p1', budget: 10 }), watch({ id: 'p2', budget: 10 })]);
    await spendingLimits.setValue({ ...defaultLimits, monthlyCap: 5 });
    const { port } = fakePort([
      [93, 72],
      [93, 72],
    ]);
    // p1's create reached the service twice (the browser sent it again): 4 tokens spent, not 2.
    receivedTwice(port);
    await runPageWatches(port);
    const ledger = await pageWatchLedger.getValue();
    // 4 spent of 5: p2's run of 2 would pass the cap.
    expect(port.launch.mock.calls.map(([w]) => w.id)).toEqual(['p1']);
    expect(ledger.p1.spends.map((x) => x.cost)).toEqual([2, 2]);
    // The run's own cost stays last: the one a profile watch's next cost is read from.
    expect(ledger.p1.run?.cost ?? ledger.p1.spends.at(-1)?.cost).toBe(2);
    expect(ledger.p2.skipped).toMatchObject({ spent: 4, cost: 2, cap: 5 });
  });

  it('a second receipt of a scheduled create counts against the watch’s own budget', async () => {
    // Budget 5 a month: one run of 2 received twice spends 4, so next week's run of 2 would pass it.
    await pageWatches.setValue([watch({ id: 'p1', budget: 5 })]);
    const { port, advance } = fakePort([
      [93, 72],
      [93, 72],
    ]);
    receivedTwice(port);
    await runPageWatches(port);
    advance(WEEK);
    await runPageWatches(port);
    expect(port.launch).toHaveBeenCalledTimes(1);
    expect((await pageWatchLedger.getValue()).p1.skipped).toMatchObject({
      spent: 4,
      cost: 2,
      budget: 5,
    });
  });

  it('without a cap, each watch is held only by its own budget', async () => {
    await pageWatches.setValue([watch({ id: 'p1' }), watch({ id: 'p2' })]);
    const { port } = fakePort([
      [93, 72],
      [93, 72],
    ]);
    await runPageWatches(port);
    expect(port.launch).toHaveBeenCalledTimes(2);
    const ledger = await pageWatchLedger.getValue();
    expect([ledger.p1.skipped, ledger.p2.skipped]).toEqual([null, null]);
  });
});
