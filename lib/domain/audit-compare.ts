import type { AuditFigures, Check, Metric } from './audit-data';

/**
 * What changed between two runs of the same URL, device and audit type: the main score, each
 * category, each metric (lower is better for times, sizes and layout shift), and the checks that
 * started or stopped failing.
 */
export type Verdict = 'better' | 'worse' | 'same' | 'unknown';

export interface Change {
  kind: 'overall' | 'category' | 'metric' | 'check';
  id: string;
  title: string;
  before: number | null;
  after: number | null;
  /** after − before; null when either side is missing. */
  delta: number | null;
  /** Metric unit (for formatting values and deltas); null for scores. */
  unit: string | null;
  verdict: Verdict;
}

export interface RunSnapshot {
  score: number | null;
  figures: AuditFigures;
}

/** Changes under half a percent of a metric's value are noise between runs. */
const METRIC_TOLERANCE = 0.005;

function scoreChange(
  kind: Change['kind'],
  id: string,
  title: string,
  before: number | null,
  after: number | null,
): Change {
  const delta = before === null || after === null ? null : after - before;
  const verdict: Verdict =
    delta === null ? 'unknown' : delta > 0 ? 'better' : delta < 0 ? 'worse' : 'same';
  return { kind, id, title, before, after, delta, unit: null, verdict };
}

/** `m` names the metric: the later run's when it has it, else the earlier one's. */
function metricChange(m: Metric, before: Metric | undefined, after: Metric | undefined): Change {
  const a = before?.value ?? null;
  const b = after?.value ?? null;
  const delta = a === null || b === null ? null : b - a;
  let verdict: Verdict = 'unknown';
  if (a !== null && b !== null && delta !== null) {
    const scale = Math.max(Math.abs(a), Math.abs(b));
    if (scale === 0 || Math.abs(delta) / scale < METRIC_TOLERANCE) verdict = 'same';
    else verdict = delta < 0 ? 'better' : 'worse';
  }
  return {
    kind: 'metric',
    id: m.id,
    title: m.title,
    before: a,
    after: b,
    delta,
    unit: m.unit,
    verdict,
  };
}

function checksOf(f: AuditFigures): Check[] {
  return f.shape === 'lighthouse' || f.shape === 'checks' ? f.checks : [];
}

function union<T extends { id: string }>(a: T[], b: T[]): string[] {
  const ids = a.map((x) => x.id);
  for (const x of b) if (!ids.includes(x.id)) ids.push(x.id);
  return ids;
}

export function compareRuns(before: RunSnapshot, after: RunSnapshot): Change[] {
  const changes: Change[] = [scoreChange('overall', 'overall', '', before.score, after.score)];
  const bf = before.figures;
  const af = after.figures;
  if (bf.shape === 'lighthouse' || af.shape === 'lighthouse') {
    const bc = bf.shape === 'lighthouse' ? bf.categories : [];
    const ac = af.shape === 'lighthouse' ? af.categories : [];
    for (const id of union(bc, ac)) {
      const b = bc.find((c) => c.id === id);
      const a = ac.find((c) => c.id === id);
      changes.push(
        scoreChange('category', id, (a ?? b)!.title, b?.score ?? null, a?.score ?? null),
      );
    }
    const bm = bf.shape === 'lighthouse' ? bf.metrics : [];
    const am = af.shape === 'lighthouse' ? af.metrics : [];
    for (const id of union(bm, am)) {
      const before = bm.find((m) => m.id === id);
      const after = am.find((m) => m.id === id);
      const named = after ?? before;
      if (!named) continue; // union() lists only ids one of them has
      changes.push(metricChange(named, before, after));
    }
  }
  const bChecks = checksOf(bf);
  const aChecks = checksOf(af);
  for (const id of union(bChecks, aChecks)) {
    const b = bChecks.find((c) => c.id === id);
    const a = aChecks.find((c) => c.id === id);
    // Only a check that flipped between passing and failing is news; unchanged ones are noise.
    if (!a || !b || a.passed === null || b.passed === null || a.passed === b.passed) continue;
    changes.push({
      kind: 'check',
      id,
      title: a.title,
      before: b.score,
      after: a.score,
      delta: a.score !== null && b.score !== null ? a.score - b.score : null,
      unit: null,
      verdict: a.passed ? 'better' : 'worse',
    });
  }
  return changes;
}

/** Counts for the headline of a comparison ("3 better, 1 worse"). */
export function summarise(changes: Change[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { better: 0, worse: 0, same: 0, unknown: 0 };
  for (const c of changes) counts[c.verdict] += 1;
  return counts;
}
