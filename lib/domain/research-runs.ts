import {
  MAX_RECENT_RUNS,
  MAX_STORED_PHRASES,
  type ResearchParams,
  type ResearchRun,
} from '../storage/research';

/* The list of recent runs kept in storage: newest first, bounded, one entry per id. */

/** The stored copy of a run: phrases capped so storage.local stays small. */
export function storedCopy(run: ResearchRun): ResearchRun {
  if (run.phrases.length <= MAX_STORED_PHRASES) return run;
  return { ...run, phrases: run.phrases.slice(0, MAX_STORED_PHRASES), truncated: true };
}

/** Put a run first (replacing any run with the same id) and drop the oldest beyond the bound. */
export function withRun(
  runs: ResearchRun[],
  run: ResearchRun,
  max = MAX_RECENT_RUNS,
): ResearchRun[] {
  return [storedCopy(run), ...runs.filter((r) => r.id !== run.id)].slice(0, max);
}

/** Change one run where it stands (no reordering); unknown ids leave the list as it was. */
export function patchRun(
  runs: ResearchRun[],
  id: string,
  patch: Partial<Pick<ResearchRun, 'retryAt' | 'retryError'>>,
): ResearchRun[] {
  return runs.map((r) => (r.id === id ? { ...r, ...patch } : r));
}

/** A short human label for a run in the "recent" list: keywords and type. */
export function runLabel(params: ResearchParams, maxLength = 60): string {
  const keywords = params.keywords.join(', ');
  return keywords.length <= maxLength ? keywords : `${keywords.slice(0, maxLength - 1)}…`;
}

/** Alarm names carry the run id, so a restarted worker knows what to re-run from storage alone. */
export const RETRY_ALARM_PREFIX = 'research-retry:';
export const retryAlarmName = (id: string) => `${RETRY_ALARM_PREFIX}${id}`;
export const runIdOfAlarm = (name: string): string | null =>
  name.startsWith(RETRY_ALARM_PREFIX) ? name.slice(RETRY_ALARM_PREFIX.length) || null : null;
