/**
 * Watch benchmark: the service calls and the time one daily check of 3 campaigns with
 * 2,000 keywords each needs, through the built extension against the emulator (rate limit on).
 * The campaigns are seeded into the emulator (./seed.ts): creating 6,000 keywords through the
 * extension's paced commands measured nothing of the check and timed out on a loaded machine.
 * Then three campaign watches are stored and "Check now" runs the check; every call the emulator
 * logs while it runs is counted.
 */
import type { Page, Worker } from '@playwright/test';
import type { Emulator } from '../emulator/server';
import { sendRaw } from './browser';
import { seedCampaign } from './seed';
import { campaignWatch, storeWatches } from '../e2e/agency';
import type { LoggedRequest, ServiceLog } from './service-log';

const CAMPAIGNS = 3;
const KEYWORDS = 2000;

type Reply<T> = { ok: boolean; data?: T; error?: unknown };

export async function ask<T>(page: Page, type: string, data: unknown): Promise<T> {
  const reply = (await sendRaw(page, type, data)) as Reply<T>;
  if (!reply?.ok || reply.data === undefined) {
    throw new Error(`${type} failed: ${JSON.stringify(reply?.error ?? reply)}`);
  }
  return reply.data;
}

export async function measureWatchCheck(
  page: Page,
  worker: Worker,
  emulator: Emulator,
  log: ServiceLog,
): Promise<{ calls: number; reports: number; seconds: number }> {
  const watches = [];
  for (let c = 1; c <= CAMPAIGNS; c++) {
    const domain = `bench-${c}.example`;
    const title = `Bench ${c}`;
    const campaignId = seedCampaign(emulator, 'demo-token', {
      domain,
      title,
      groups: 1,
      keywordsPerGroup: KEYWORDS,
      keyword: (_, k) => `bench phrase ${c} ${k}`,
      daysAgo: 30,
    });
    watches.push(campaignWatch(`bench-${c}`, { id: campaignId, domain, title }));
  }
  await storeWatches(worker, watches);
  // Nothing of the journey before still in flight: only the check's calls are counted.
  await log.quiet();
  const t0 = Date.now();
  await ask(page, 'watch.checkNow', {});
  const seconds = (Date.now() - t0) / 1000;
  const calls = await log.between(t0, Date.now());
  console.log(`Calls of the daily check: ${log.describe(calls)}`);
  const reports = calls.filter((r) => r.path.includes('monitoring-campaign/get-data'));
  return { calls: calls.length, reports: reports.length, seconds };
}

/**
 * Whether a check's calls were one report (`get-data`) per watched campaign and nothing else: each
 * id asked for once, none missing, no other call. `verdict` says which way it failed.
 */
export function oneReportEach(
  calls: LoggedRequest[],
  watchedIds: number[],
): { ok: boolean; reports: number; verdict: string } {
  const reports = calls.filter((r) => r.path.endsWith('monitoring-campaign/get-data.json'));
  const asked = reports.map((r) => Number((r.body as { id?: unknown } | null)?.id));
  const missing = watchedIds.filter((id) => !asked.includes(id));
  const twice = watchedIds.filter((id) => asked.filter((a) => a === id).length > 1);
  const other = calls.length - reports.length;
  const unwatched = asked.filter((id) => !watchedIds.includes(id));
  const problems = [
    missing.length ? `no report for ${missing.join(', ')}` : '',
    twice.length ? `asked twice for ${twice.join(', ')}` : '',
    unwatched.length ? `reports for unwatched ${unwatched.join(', ')}` : '',
    other ? `${other} other calls` : '',
  ].filter(Boolean);
  const ok = problems.length === 0;
  return { ok, reports: reports.length, verdict: ok ? 'PASS' : `FAIL (${problems.join('; ')})` };
}
