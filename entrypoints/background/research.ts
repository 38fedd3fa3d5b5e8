import { browser } from 'wxt/browser';
import type { Api } from '@/lib/api';
import { ServiceError } from '@/lib/api/errors';
import { refusal } from '@/lib/api/validate';
import { buildResearchRequest, type ResearchTables } from '@/lib/domain/research';
import { patchRun, retryAlarmName, runIdOfAlarm, withRun } from '@/lib/domain/research-runs';
import type { ParsedInput } from '@/lib/messaging/protocol';
import { handle } from '@/lib/messaging/server';
import { DAY, cached } from '@/lib/storage/cache';
import { currenciesSchema, researchTablesSchema } from '@/lib/storage/cache-schemas';
import {
  recentResearch,
  type ResearchParams,
  type ResearchPhrase,
  type ResearchRun,
} from '@/lib/storage/research';
import { getApi } from './api';
import { caught, logCaught } from '@/lib/diagnostics/log';

/*
 * Keyword research in the background: lookup tables (cached a day in storage), phrase reports,
 * the recent-runs list and scheduled re-runs. Nothing lives in worker globals: a scheduled re-run
 * is an alarm named after the run, whose parameters are read back from storage when it fires.
 */

const TABLES_KEY = 'research.tables';

export async function loadTables(api: Api, fresh = false): Promise<ResearchTables> {
  return cached(
    TABLES_KEY,
    researchTablesSchema,
    DAY,
    async () => {
      // One after another: the client spaces calls anyway (one request per second per token).
      const types = await api.keywords.types();
      const countries = await api.keywords.countries();
      const languages = await api.keywords.languages();
      const engines = await api.keywords.engines();
      return { types, countries, languages, engines };
    },
    { fresh },
  );
}

/** The currencies table (code → name), cached a day like the other tables. */
export async function loadCurrencies(api: Api, fresh = false): Promise<Record<string, string>> {
  return cached('research.currencies', currenciesSchema, DAY, () => api.keywords.currencies(), {
    fresh,
  });
}

// Runs, schedules and deletions may overlap (two panels, an alarm): `update` serialises the
// list's read-modify-write so none is lost.
function updateRuns(change: (runs: ResearchRun[]) => ResearchRun[]): Promise<ResearchRun[]> {
  return recentResearch.update(change);
}

function newRunId(): string {
  return crypto.randomUUID();
}

export async function runResearch(
  params: ResearchParams,
  replaceId?: string,
): Promise<ResearchRun> {
  const api = await getApi();
  const tables = await loadTables(api);
  const built = buildResearchRequest(params, tables);
  if (!built.ok) throw refusal(built.issues);
  const report = await api.keywords.getData(built.body, { engines: tables.engines });
  const phrases: ResearchPhrase[] = report.phrases.map((p) => ({
    value: p.value,
    base: p.base,
    modifier: p.modifier,
    search: p.search,
    engines: [...p.engines],
  }));
  const run: ResearchRun = {
    id: replaceId ?? newRunId(),
    at: Date.now(),
    params,
    used: report.used,
    gatheringFailures: report.gatheringFailures,
    phrases,
    truncated: false,
    retryAt: null,
    retryError: null,
  };
  if (replaceId) await browser.alarms.clear(retryAlarmName(replaceId));
  try {
    await updateRuns((runs) => withRun(runs, run));
  } catch (error) {
    // storage.local refused the list (quota): keep this run alone rather than lose the answer the
    // service already charged for; the reply below carries it to the page either way.
    void logCaught('research: storing the run with the recent ones', error);
    await updateRuns(() => withRun([], run)).catch(caught('research: storing the run alone'));
  }
  return run;
}

async function findRun(id: string): Promise<ResearchRun> {
  const run = (await recentResearch.getValue()).find((r) => r.id === id);
  if (!run) {
    throw new ServiceError('not-found', {
      message: 'research run no longer in the recent list',
    });
  }
  return run;
}

async function patch(id: string, change: Parameters<typeof patchRun>[2]): Promise<ResearchRun> {
  const runs = await updateRuns((list) => patchRun(list, id, change));
  const run = runs.find((r) => r.id === id);
  if (!run) return findRun(id);
  return run;
}

export async function scheduleRetry({ id, delayMinutes }: ParsedInput<'research.scheduleRetry'>) {
  await findRun(id);
  const when = Date.now() + delayMinutes * 60_000;
  await browser.alarms.create(retryAlarmName(id), { when });
  return patch(id, { retryAt: when, retryError: null });
}

export async function cancelRetry({ id }: ParsedInput<'research.cancelRetry'>) {
  await browser.alarms.clear(retryAlarmName(id));
  return patch(id, { retryAt: null });
}

export async function forget({ id }: ParsedInput<'research.forget'>) {
  const before = await recentResearch.getValue();
  const gone = id ? before.filter((r) => r.id === id) : before;
  await Promise.all(gone.map((r) => browser.alarms.clear(retryAlarmName(r.id))));
  await updateRuns((runs) => (id ? runs.filter((r) => r.id !== id) : []));
  return { removed: gone.length };
}

/** A scheduled re-run fired: run the stored parameters again, or record why it failed. */
export async function onRetryAlarm(alarm: { name: string }): Promise<void> {
  const id = runIdOfAlarm(alarm.name);
  if (!id) return;
  const run = (await recentResearch.getValue()).find((r) => r.id === id);
  if (!run) return;
  try {
    await runResearch(run.params, id);
  } catch (error) {
    await patch(id, { retryAt: null, retryError: ServiceError.from(error).toJSON() });
  }
}

/** Registers every `research.*` handler and the re-run alarm. Call synchronously in main(). */
export function registerResearch(): void {
  handle('research.tables', async ({ fresh }) => loadTables(await getApi(), fresh));
  handle('research.currencies', async ({ fresh }) => loadCurrencies(await getApi(), fresh));
  handle('research.run', ({ params, replaceId }) => runResearch(params, replaceId));
  handle('research.scheduleRetry', scheduleRetry);
  handle('research.cancelRetry', cancelRetry);
  handle('research.forget', forget);
  browser.alarms.onAlarm.addListener((alarm) => void onRetryAlarm(alarm));
}
