import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { pageChanges, pageWatchLedger, pageWatches } from '@/lib/storage/page-watch';
import { checkLedger } from '@/lib/storage/watch';
import { runPageWatches } from '@/entrypoints/background/watch/pages/schedule';

import { WEEK, fakePort, watch } from './page-fakes';

beforeEach(() => fakeBrowser.reset());

describe('the page-watch schedule', () => {
  it('does nothing while no page watch exists', async () => {
    const { port } = fakePort([]);
    await runPageWatches(port);
    expect(port.perRun).not.toHaveBeenCalled();
    expect(await pageWatchLedger.getValue()).toEqual({});
  });

  it('runs once a week, tells a band drop once, and stops at the budget saying so', async () => {
    await pageWatches.setValue([watch()]);
    const { port, advance } = fakePort([
      [93, 72],
      [85, 70],
      [86, 71],
    ]);
    await runPageWatches(port);
    await runPageWatches(port); // the same week: nothing more
    expect(port.launch).toHaveBeenCalledTimes(1);
    expect((await pageWatchLedger.getValue()).p1.last?.scores).toHaveLength(2);
    expect(await pageChanges.getValue()).toEqual([]); // the first run is the baseline

    advance(WEEK);
    await runPageWatches(port);
    await runPageWatches(port);
    expect(port.launch).toHaveBeenCalledTimes(2);
    const [fell] = await pageChanges.getValue();
    expect(fell).toMatchObject({ kind: 'score', beforeId: 100, afterId: 200, seen: false });
    expect(fell.moves.filter((m) => m.reasons.length)).toEqual([
      { device: 'desktop', auditType: 'lighthouse', before: 93, after: 85, reasons: ['band'] },
    ]);
    expect((await checkLedger.getValue()).notices).toMatchObject([{ runId: fell.id }]);

    advance(WEEK); // 4 of 4 tokens spent in June: the third run would pass the budget
    await runPageWatches(port);
    await runPageWatches(port);
    expect(port.launch).toHaveBeenCalledTimes(2);
    const state = (await pageWatchLedger.getValue()).p1;
    expect(state.skipped).toMatchObject({ spent: 4, cost: 2, budget: 4, period: '2026-06-29' });
    const changes = await pageChanges.getValue();
    expect(changes.map((c) => c.kind)).toEqual(['budget', 'score']);
    expect((await checkLedger.getValue()).notices).toHaveLength(1);

    advance(WEEK); // July: a new month's budget
    await runPageWatches(port);
    expect(port.launch).toHaveBeenCalledTimes(3);
  });

  it('a worker stopped while telling a drop tells it on the next wake-up, once', async () => {
    await pageWatches.setValue([watch()]);
    const { port, advance } = fakePort([
      [93, 72],
      [85, 70],
    ]);
    await runPageWatches(port);
    advance(WEEK);
    const create = vi.spyOn(fakeBrowser.notifications, 'create');
    create.mockRejectedValueOnce(new Error('the worker stopped'));
    await expect(runPageWatches(port)).rejects.toThrow('the worker stopped');
    // The run stays open until it was told: the next wake-up settles it again.
    expect((await pageWatchLedger.getValue()).p1.run).not.toBeNull();
    await runPageWatches(port);
    await runPageWatches(port);
    expect(port.launch).toHaveBeenCalledTimes(2);
    expect((await pageWatchLedger.getValue()).p1).toMatchObject({
      run: null,
      last: { parentId: 200 },
    });
    const changes = await pageChanges.getValue();
    expect(changes.map((c) => c.kind)).toEqual(['score']);
    expect((await checkLedger.getValue()).notices).toMatchObject([{ runId: changes[0].id }]);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it.each(['unconfirmed', 'check-failed'])(
    'takes up a launch whose outcome is unknown (%s) with the same request id, never a new one',
    async (reason) => {
      await pageWatches.setValue([watch()]);
      const { port } = fakePort([[93, 72]]);
      const unknown = new ServiceError('exception', { details: { reason } });
      port.launch.mockRejectedValueOnce(unknown);
      await expect(runPageWatches(port)).rejects.toBe(unknown);
      const { run } = (await pageWatchLedger.getValue()).p1;
      expect(run).toMatchObject({ parentId: null, cost: 2 });
      await runPageWatches(port);
      expect(port.launch.mock.calls.map(([, id]) => id)).toEqual([run!.requestId, run!.requestId]);
      expect((await pageWatchLedger.getValue()).p1).toMatchObject({
        run: null,
        spends: [{ cost: 2 }],
      });
    },
  );

  it('gives the reserved tokens back when the service refused the create', async () => {
    await pageWatches.setValue([watch()]);
    const { port, advance } = fakePort([[93, 72]]);
    port.launch.mockRejectedValueOnce(new ServiceError('limit', { message: 'No tokens.' }));
    await runPageWatches(port);
    const state = (await pageWatchLedger.getValue()).p1;
    expect(state).toMatchObject({ run: null, spends: [], lastPeriod: null });
    expect(state.error?.kind).toBe('limit');
    await runPageWatches(port); // before the retry time: nothing
    expect(port.launch).toHaveBeenCalledTimes(1);
    advance(60 * 60_000);
    await runPageWatches(port);
    expect(port.launch).toHaveBeenCalledTimes(2);
  });
});
