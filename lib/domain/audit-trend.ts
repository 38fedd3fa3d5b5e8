/**
 * Runs of one URL over time, for the history list and its sparklines. Input is whatever the
 * history answer holds per child audit; only these fields matter.
 */
export interface RunPoint {
  id: number;
  parentId: number;
  device: string | null;
  auditType: string | null;
  status: string;
  score: number | null;
  /** Milliseconds since the epoch, or null when the service gave no timestamp. */
  created: number | null;
}

export interface Launch {
  parentId: number;
  created: number | null;
  runs: RunPoint[];
}

/** Child audits grouped by their parent (one launch), newest launch first. */
export function groupLaunches(points: RunPoint[]): Launch[] {
  const byParent = new Map<number, Launch>();
  for (const p of points) {
    const launch = byParent.get(p.parentId) ?? { parentId: p.parentId, created: null, runs: [] };
    launch.runs.push(p);
    if (p.created !== null && (launch.created === null || p.created < launch.created)) {
      launch.created = p.created;
    }
    byParent.set(p.parentId, launch);
  }
  return [...byParent.values()].sort(
    (a, b) => (b.created ?? 0) - (a.created ?? 0) || b.parentId - a.parentId,
  );
}

export interface Trend {
  /** Scores oldest → newest (null where a run has no score), for `<Sparkline>`. */
  values: (number | null)[];
  first: number | null;
  last: number | null;
  /** Last score minus the one before it; null with fewer than two scores. */
  change: number | null;
}

/** The score trend of one device and audit type, over at most `limit` most recent runs. */
export function trendOf(points: RunPoint[], device: string, auditType: string, limit = 12): Trend {
  const series = points
    .filter((p) => p.device === device && p.auditType === auditType && p.status !== 'error')
    .sort((a, b) => (a.created ?? 0) - (b.created ?? 0) || a.id - b.id)
    .slice(-limit)
    .map((p) => p.score);
  const scored = series.filter((v): v is number => v !== null);
  const last = scored.at(-1) ?? null;
  const previous = scored.at(-2) ?? null;
  return {
    values: series,
    first: scored[0] ?? null,
    last,
    change: last !== null && previous !== null ? last - previous : null,
  };
}

/** Device × type pairs present in the runs, in a stable order (desktop before mobile). */
export function seriesKeys(points: RunPoint[]): { device: string; auditType: string }[] {
  const keys = new Map<string, { device: string; auditType: string }>();
  for (const p of points) {
    if (!p.device || !p.auditType) continue;
    keys.set(`${p.auditType}|${p.device}`, { device: p.device, auditType: p.auditType });
  }
  return [...keys.values()].sort(
    (a, b) => a.auditType.localeCompare(b.auditType) || a.device.localeCompare(b.device),
  );
}
