import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getApi } from '@/entrypoints/background/api';
import { deleteAudit, runOf } from '@/entrypoints/background/audits/actions';
import { fetchHistory } from '@/entrypoints/background/audits/history';
import { indexedParentIds, indexedRuns } from '@/entrypoints/background/audits/run-index';
import { RECHECK_EVERY_MS, recheckStep } from '@/entrypoints/background/audits/run-recheck';
import { pageIdentity, normalizeUrl } from '@/lib/domain/url';
import { auditHistory } from '@/lib/storage/audits';
import { runIndexState } from '@/lib/storage/run-index';
import type { FakeService } from '../fake-service';
import { connectFakeService } from '../mock-api';
import { PAGE, account, fill } from './run-account';

/*
 * Runs deleted leave the index of runs by page and the page's history: Stormlens's own deletes at
 * once, one the service answers not-found for when opened, and the rest at the daily re-check
 * against the parent list — which asks only for the runs no list page showed.
 */

vi.mock('@/lib/api', async (original) =>
  (await import('../mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

let service: FakeService;
let mine: number[];
const page = pageIdentity(PAGE)!;
const indexed = async () => (await indexedRuns(page)).map((r) => r.parent.id);
const stored = async () => (await auditHistory.getValue())[normalizeUrl(PAGE)!];

/** Behind the extension's back: the web app or a colleague deletes a run. */
async function deleteElsewhere(id: number): Promise<void> {
  await service.api.audits.remove(id);
  service.api.audits.remove.mockClear();
}

/** The re-check run to its end at `now` (a few steps here: more would be a re-check that never ends). */
async function recheck(now: number): Promise<void> {
  const api = await getApi('later');
  for (let step = 0; step < 20 && (await recheckStep(api, now)); step++);
}

beforeEach(async () => {
  service = await connectFakeService();
  mine = await account(service);
  await fill();
  await fetchHistory(PAGE);
  service.api.audits.list.mockClear();
  service.api.audits.retrieve.mockClear();
});

describe('runs deleted outside the index’s sight', () => {
  it('a run Stormlens deletes leaves the index and the history at once, said nowhere', async () => {
    await deleteAudit(mine[1]);
    expect(await indexed()).toEqual(mine.filter((id) => id !== mine[1]));
    expect((await fetchHistory(PAGE)).map((r) => r.parent.id)).not.toContain(mine[1]);
    expect((await stored()).deletedElsewhere).toBeUndefined();
  });

  it('a run opened that the service no longer has leaves the index and the history, said', async () => {
    await deleteElsewhere(mine[2]);
    await expect(runOf(mine[2])).rejects.toMatchObject({ kind: 'not-found' });
    expect(await indexed()).toEqual(mine.filter((id) => id !== mine[2]));
    expect((await stored()).runs.map((r) => r.parent.id)).not.toContain(mine[2]);
    expect((await stored()).deletedElsewhere).toBe(1);
    // Said until the history forgets it, whatever fetch comes next.
    expect((await fetchHistory(PAGE)).map((r) => r.parent.id)).not.toContain(mine[2]);
    expect((await stored()).deletedElsewhere).toBe(1);
  });

  it('the re-check waits a day, then reads the list and asks only for the runs it missed', async () => {
    const { filledAt } = await runIndexState.getValue();
    await deleteElsewhere(mine[0]);
    await deleteElsewhere(mine[9]);
    const api = await getApi('later');
    expect(await recheckStep(api, filledAt! + RECHECK_EVERY_MS - 1)).toBe(false);
    expect(service.api.audits.list).not.toHaveBeenCalled();

    await recheck(filledAt! + RECHECK_EVERY_MS);
    // 58 parents: a page of 50 and one of 8; then the two runs no page showed, once each.
    expect(service.api.audits.list).toHaveBeenCalledTimes(2);
    expect(service.api.audits.retrieve.mock.calls.map(([id]) => id).sort()).toEqual(
      [mine[0], mine[9]].sort(),
    );
    expect(await indexed()).toEqual(mine.filter((id) => id !== mine[0] && id !== mine[9]));
    expect((await stored()).deletedElsewhere).toBe(2);
    // The next is a day later.
    service.api.audits.list.mockClear();
    expect(await recheckStep(api, filledAt! + RECHECK_EVERY_MS + 60_000)).toBe(false);
    expect(service.api.audits.list).not.toHaveBeenCalled();
  });

  it('a run the list moved past while the re-check read it is asked for, and kept', async () => {
    const { filledAt } = await runIndexState.getValue();
    const now = filledAt! + RECHECK_EVERY_MS;
    const api = await getApi('later');
    const moved = (await service.api.audits.list({ itemsPerPage: 50, page: 1 }))[0].id;
    await recheckStep(api, now); // the filed ids noted
    await recheckStep(api, now); // list page 0: the newest 50
    // A run of page 0 deleted: page 1's first run moves up to page 0, read already, so no page
    // the re-check reads shows it.
    await deleteElsewhere(mine[0]);
    await recheck(now);
    expect(service.api.audits.retrieve.mock.calls.map(([id]) => id)).toEqual([moved]);
    expect(await indexedParentIds()).toContain(moved);
    // The run deleted had been listed already: the next re-check takes it.
    expect(await indexed()).toEqual(mine);
  });
});
