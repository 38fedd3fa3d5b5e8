import type { SerializedError } from '../api/errors';
import type { ResearchParams } from './research';

/* The list of recent runs kept in storage: newest first, bounded, one entry per id. */

/**
 * What the service says a report used (the envelope's `params` echo): the market as it applied
 * it, defaults filled in, which may differ from what was asked. Null members were not echoed.
 */
export interface ResearchEcho {
  keywords: string[];
  engines: string[];
  type: string | null;
  modifiers: string[];
  country: string | null;
  language: string | null;
  /** `<lat>|<lon>` as the service wrote it; null or '' when it used none. */
  location: string | null;
}

export interface ResearchPhrase {
  /** The phrase (the key of `results.keywords`). */
  value: string;
  base: string;
  modifier: string;
  search: string;
  engines: string[];
}

/** One research run kept locally, so the user can go back to it. */
export interface ResearchRun {
  id: string;
  at: number;
  params: ResearchParams;
  /** What the service said it used; null when it did not say (absent in runs stored before). */
  used?: ResearchEcho | null;
  gatheringFailures: number;
  phrases: ResearchPhrase[];
  /** Phrases beyond `MAX_STORED_PHRASES` were dropped from the stored copy. */
  truncated: boolean;
  /** When a scheduled re-run (an alarm) will fire; null when none is scheduled. */
  retryAt: number | null;
  /** Why the last scheduled re-run failed; the stored results are those of the previous run. */
  retryError: SerializedError | null;
}

/** How many runs are kept: enough to go back over a session's work, small for storage.local. */
export const MAX_RECENT_RUNS = 15;
/**
 * Per run; a huge report stays usable on screen but its stored copy is capped, so all runs stay
 * well inside storage.local's 10 MB (about 150 bytes a phrase: 15 × 1000 × 150 ≈ 2.3 MB).
 */
export const MAX_STORED_PHRASES = 1000;

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
