import { browser } from 'wxt/browser';
import type { Api } from '@/lib/api';
import { ifGone } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { runIndexCheck, runIndexState } from '@/lib/storage/run-index';
import { getApi } from '../api';
import { coalesced } from '../coalesce';
import { toSummary } from './convert';
import { forgetAudits } from './forget';
import { LIST_PAGE } from './list-all';
import { AUDIT_LIST_PAGES, fillStep, indexedParentIds, newest } from './run-index';

/*
 * The job behind the index of runs by page (./run-index.ts): the fill, then, once it is complete,
 * a re-check of the index against the parent list that drops runs deleted outside Stormlens — the
 * list never says what left it, and the newest page the history reads shows only new runs. A run
 * deleted by Stormlens leaves at once (./forget.ts), and so does one the service answers not-found
 * for when it is opened (./actions.ts); the re-check is for the rest.
 */
export const RUN_INDEX_ALARM = 'stormlens-run-index';
const AFTER_FAILURE_MINUTES = 15;

/**
 * A re-check reads the whole parent list, 50 a call: 100 calls for an agency's 5,000 runs, under
 * two minutes at one request a second, at the client's 'later' priority behind anything a person
 * waits for. Once a day: a run deleted elsewhere and never opened here leaves the history within a
 * day, for about 100 of the 86,400 calls a day at that pace; the runs a person opens leave at once.
 */
export const RECHECK_EVERY_MS = 24 * 60 * 60 * 1000;

/** When the next re-check is due: a day after the last, or after the fill. */
async function recheckDueAt(): Promise<number> {
  const { checkedAt } = await runIndexCheck.getValue();
  return (checkedAt ?? (await runIndexState.getValue()).filledAt ?? 0) + RECHECK_EVERY_MS;
}

/** One step of the re-check (at most one call); false once there is nothing to do until due. */
export async function recheckStep(api: Api, now = Date.now()): Promise<boolean> {
  if (!(await runIndexState.getValue()).complete) return false;
  const check = await runIndexCheck.getValue();
  if (check.page !== null) {
    const parents = (await api.audits.list(newest(check.page))).map(toSummary);
    const listed = new Set(parents.map((p) => p.id));
    const end = parents.length < LIST_PAGE || check.page + 1 >= AUDIT_LIST_PAGES;
    await runIndexCheck.update((c) => ({
      checkedAt: end ? now : c.checkedAt,
      page: end ? null : check.page! + 1,
      unlisted: c.unlisted.filter((id) => !listed.has(id)),
    }));
    return true;
  }
  const [id, ...rest] = check.unlisted;
  if (id !== undefined) {
    // Listed on no page: asked for once (a run deleted meanwhile moved the pages after it).
    if (await gone(api, id)) await forgetAudits([id], true);
    await runIndexCheck.update((c) => ({ ...c, unlisted: rest }));
    return true;
  }
  if (now < (await recheckDueAt())) return false;
  const unlisted = await indexedParentIds();
  await runIndexCheck.update((c) => ({ ...c, page: 0, unlisted }));
  return true;
}

/** Whether the service no longer has the run (asked once, by retrieving it). */
function gone(api: Api, id: number): Promise<boolean> {
  return ifGone(
    async () => {
      await api.audits.retrieve(id);
      return false;
    },
    () => true,
  );
}

/** Nothing to do before the next re-check is due. */
async function idle(): Promise<boolean> {
  const check = await runIndexCheck.getValue();
  if (check.page !== null || check.unlisted.length > 0) return false;
  return (await runIndexState.getValue()).complete && Date.now() < (await recheckDueAt());
}

/** Fill the index as far as it goes, then re-check it when due; one run at a time in this worker. */
export const runRunIndex = coalesced(async (): Promise<void> => {
  if (await idle()) {
    await browser.alarms.create(RUN_INDEX_ALARM, { when: await recheckDueAt() });
    return;
  }
  // Every minute while there is work: a stopped worker's successor goes on.
  await browser.alarms.create(RUN_INDEX_ALARM, { delayInMinutes: 1, periodInMinutes: 1 });
  try {
    const api = await getApi('later');
    while ((await fillStep(api)) || (await recheckStep(api))) {
      // One step a call: the client's limiter keeps the pace.
    }
    await browser.alarms.create(RUN_INDEX_ALARM, { when: await recheckDueAt() });
  } catch (error) {
    await logCaught('audits: filling or re-checking the index of runs by page', error);
    await browser.alarms.create(RUN_INDEX_ALARM, { delayInMinutes: AFTER_FAILURE_MINUTES });
  }
});
