import { compareScores, type PageWatch, type RunScore } from '@/lib/domain/page-watch';
import {
  MAX_PAGE_CHANGES,
  pageChanges,
  type BudgetSkip,
  type PageChange,
} from '@/lib/storage/page-watch';
import { tellOnce } from '../notify';
import { pageMessage } from './words';

/*
 * What a page watch's period ends with: a Changes entry when a score fell out of its
 * band or by the watch's points, with one notification; or a Changes entry saying the budget
 * stopped the period's run. Entries have one id per watch and period, so a resumed step stores
 * and tells nothing twice.
 */

async function store(change: PageChange): Promise<boolean> {
  let added = false;
  await pageChanges.update((stored) => {
    if (stored.some((c) => c.id === change.id)) return stored;
    added = true;
    return [change, ...stored].slice(0, MAX_PAGE_CHANGES);
  });
  return added;
}

const base = (watch: PageWatch, period: string, now: number) => ({
  watchId: watch.id,
  url: watch.url,
  period,
  foundAt: now,
  seen: false,
});

/** The budget stopped this period's run: said in the Changes view (the badge counts it). */
export async function noteBudgetSkip(watch: PageWatch, skip: BudgetSkip, now: number) {
  await store({
    ...base(watch, skip.period, now),
    id: `page:budget:${watch.id}:${skip.period}`,
    kind: 'budget',
    moves: [],
    beforeId: null,
    afterId: null,
    budget: skip,
  });
}

/** A run finished: tell the scores that fell against the run before, once. */
export async function noteFinishedRun(
  watch: PageWatch,
  period: string,
  before: { parentId: number; scores: RunScore[] },
  afterId: number,
  scores: RunScore[],
  now = Date.now(),
): Promise<void> {
  const moves = compareScores(before.scores, scores, watch.dropBy);
  if (!moves.some((m) => m.reasons.length)) return;
  const change: PageChange = {
    ...base(watch, period, now),
    id: `page:score:${watch.id}:${period}`,
    kind: 'score',
    moves,
    beforeId: before.parentId,
    afterId,
    budget: null,
  };
  await store(change);
  await tellOnce(change.id, 1, (t) => pageMessage([change], t), now);
}
