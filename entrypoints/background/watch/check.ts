import { ServiceError } from '@/lib/api/errors';
import type { RankData } from '@/lib/api/schemas/rank';
import { addDays } from '@/lib/domain/dates';
import { reportDomains, type Watch } from '@/lib/domain/watch';
import { detectChanges, type KeywordChange } from '@/lib/domain/watch-changes';
import { daysToCheck, nextCheckAt, RETRY_MS } from '@/lib/domain/watch-schedule';
import {
  checkLedger,
  watchChanges,
  watches as watchesItem,
  type CampaignCheck,
  type CheckLedger,
  type CheckRun,
} from '@/lib/storage/watch';
import type { CheckOutcome } from '@/lib/messaging/protocol/watch';
import type { Meter } from '../api';
import { storeChanges } from './changes';
import { watchedSeries } from './series';
import { coalesced } from '../coalesce';

/*
 * The daily check. One report per watched campaign — the campaign's daily positions
 * for the service's default range (two weeks up to the service's yesterday, ../shared/spec/monitoring.md
 * "Dates"), asked for its domain and every watched competitor at once — whatever the number of
 * watches or keywords. The service's own calendar decides the newest day, so a check never
 * depends on the browser's clock agreeing with the service's. The run is persisted before the
 * first call and after each campaign (lib/storage/watch.ts `CheckRun`): a stopped worker resumes
 * with the campaigns still pending, and the per-campaign `day` ledger makes a day checked once.
 */

export interface CheckPort {
  now(): number;
  /** One campaign report (daily, default range) for these domains, and what the calls cost. */
  read(campaignId: number, domains: string[]): Promise<{ rank: RankData; meter: Meter }>;
  /** Tell the user what a finished run found (once per run; see ./notify.ts). */
  tell(runId: string, changes: KeywordChange[]): Promise<void>;
}

const byCampaign = (list: readonly Watch[]) => {
  const map = new Map<number, Watch[]>();
  for (const w of list) map.set(w.campaignId, [...(map.get(w.campaignId) ?? []), w]);
  return map;
};

/** Read one campaign and compare every day it has that was not checked yet. */
async function checkCampaign(
  port: CheckPort,
  campaignId: number,
  list: readonly Watch[],
  last: CampaignCheck | undefined,
): Promise<{ result: CampaignCheck; found: KeywordChange[] }> {
  const domain = list[0].domain;
  const domains = reportDomains(domain, list);
  const rivals = domains.slice(1);
  const base = { calls: 0, credits: null, creditsLeft: null };
  try {
    const { rank, meter } = await port.read(campaignId, domains);
    const { days, series } = watchedSeries(rank, domain, rivals);
    const newest = days.at(-1) ?? null;
    // The last day checked is looked at again: a keyword whose entry was missing on it was not
    // known then (series.ts). What was already found on it is not reported twice.
    const fresh = daysToCheck(last?.day ?? null, newest);
    const compared = fresh.length && last?.day ? [last.day, ...fresh] : fresh;
    const stored = new Set((await watchChanges.getValue()).map((c) => c.id));
    const found = compared
      .flatMap((day) =>
        detectChanges({
          campaignId,
          domain,
          day,
          previous: addDays(day, -1),
          weekAgo: addDays(day, -7),
          watches: list,
          series,
        }),
      )
      .filter((c) => !stored.has(c.id));
    const result = {
      ...base,
      ...meter,
      day: newest ?? last?.day ?? null,
      checkedAt: port.now(),
      found: found.length,
      error: null,
    };
    return { result, found };
  } catch (error) {
    const failure = ServiceError.from(error).toJSON();
    const result = { ...base, day: last?.day ?? null, checkedAt: port.now(), found: 0 };
    return { result: { ...result, error: failure }, found: [] };
  }
}

/** Start a run (or take up the one a stopped worker left) and take it to the end. */
async function run(port: CheckPort, force: boolean): Promise<CheckOutcome> {
  let list = await watchesItem.getValue();
  // Decided and recorded in one change of the ledger: two checks at once start one run.
  let skipped: CheckOutcome = { state: 'no-watches' };
  let ledger = await checkLedger.update((stored) => {
    if (stored.run) return stored;
    if (list.length === 0) return stored;
    if (!force && port.now() < stored.nextCheckAt) {
      skipped = { state: 'not-due' };
      return stored;
    }
    const pending = [...byCampaign(list).keys()];
    const run = { id: crypto.randomUUID(), startedAt: port.now(), pending, found: [], results: {} };
    return { ...stored, run };
  });
  let current: CheckRun | null = ledger.run;
  if (!current) return skipped;
  while (current.pending.length) {
    const campaignId = current.pending[0];
    list = await watchesItem.getValue();
    const mine = byCampaign(list).get(campaignId) ?? [];
    const next: CheckRun = { ...current, pending: current.pending.slice(1) };
    // A watch deleted since the run began: nothing to read for it.
    if (mine.length) {
      const { result, found } = await checkCampaign(
        port,
        campaignId,
        mine,
        ledger.campaigns[String(campaignId)],
      );
      next.found = [...current.found, ...found];
      next.results = { ...current.results, [String(campaignId)]: result };
    }
    current = next;
    const saved = current;
    ledger = await checkLedger.update((stored) => ({ ...stored, run: saved }));
  }
  return finish(port, current);
}

/** Keep what the run found, tell the user once, and close the run. Safe to repeat. */
async function finish(port: CheckPort, current: CheckRun): Promise<CheckOutcome> {
  await storeChanges(current.found, port.now());
  const results = Object.values(current.results);
  const failed = results.some((r) => r.error !== null);
  await checkLedger.update((ledger): CheckLedger => ({
    ...ledger,
    campaigns: { ...ledger.campaigns, ...current.results },
    nextCheckAt: failed
      ? port.now() + RETRY_MS
      : nextCheckAt(
          port.now(),
          results.map((r) => r.day),
        ),
  }));
  if (current.found.length) await port.tell(current.id, current.found);
  await checkLedger.update((ledger) => ({ ...ledger, run: null }));
  return {
    state: 'done',
    runId: current.id,
    found: current.found.length,
    campaigns: results.length,
  };
}

/**
 * Run the daily check: resume an interrupted run, else start one when due (or `force`d by the
 * user's "Check now"). Nothing is read while no watch exists. Two wake-ups at once share one
 * check (../coalesce.ts).
 */
export const runCheck: (port: CheckPort, force?: boolean) => Promise<CheckOutcome> = coalesced(
  (port: CheckPort, force: boolean = false) => run(port, force),
);
