import type { TopMoves } from './buckets';
import type { CompetitorReview } from './competitors';
import type { Compared } from './days';
import type { Mover, Movers } from './movers';
import type { LabMetricPassRate, PageScore } from './pages';

/**
 * The review's opening lines as facts, not prose: a later view words them in English or Polish.
 * Each fact is emitted only when the figures it states exist (a change needs both periods, a winner
 * needs a mover), so a thin review has fewer facts instead of invented ones: at most
 * `MAX_FACTS`, in the order a client reads them (visibility, winners and losers, pages, rivals).
 */
export const MAX_FACTS = 6;

export type ReviewFact =
  | {
      kind: 'visibility';
      device: string;
      direction: 'rose' | 'fell' | 'unchanged';
      current: number;
      previous: number;
      change: number;
    }
  | { kind: 'top10'; device: string; entered: number; exited: number }
  | {
      kind: 'winner' | 'loser';
      device: string;
      keyword: string;
      places: number;
      volume: number;
      from: number;
      to: number;
    }
  | {
      kind: 'worst-lab-metric';
      metric: string;
      passed: number;
      failed: number;
      rate: number;
      url: string | null;
    }
  | { kind: 'pages-fell'; pages: number; url: string; device: string; change: number }
  | { kind: 'competitor-gained'; device: string; domain: string; change: number };

export interface SummaryInput {
  /** The site's visibility per device (`visibilityChange`). */
  visibility: Record<string, Compared>;
  topMoves?: Record<string, { top10: TopMoves }>;
  movers?: Record<string, Movers>;
  competitors?: CompetitorReview;
  lab?: readonly LabMetricPassRate[];
  /** `fallenPages`, the largest fall first. */
  fallen?: readonly PageScore[];
}

/** The heaviest mover over every device, by `pick` (gains or losses). */
function heaviest(
  movers: Record<string, Movers>,
  pick: (m: Movers) => Mover[],
): { device: string; mover: Mover } | null {
  let best: { device: string; mover: Mover } | null = null;
  for (const [device, m] of Object.entries(movers)) {
    const first = pick(m)[0];
    if (first && (!best || Math.abs(first.weight) > Math.abs(best.mover.weight)))
      best = { device, mover: first };
  }
  return best;
}

const moverFact = (
  kind: 'winner' | 'loser',
  found: { device: string; mover: Mover } | null,
): ReviewFact[] =>
  found
    ? [
        {
          kind,
          device: found.device,
          keyword: found.mover.title,
          places: found.mover.places,
          volume: found.mover.volume,
          from: found.mover.from.position,
          to: found.mover.to.position,
        },
      ]
    : [];

/** The facts the figures support, at most `MAX_FACTS`. */
export function summaryFacts(input: SummaryInput): ReviewFact[] {
  const facts: ReviewFact[] = [];
  for (const [device, v] of Object.entries(input.visibility)) {
    const { current, previous, change } = v;
    if (current === null || previous === null || change === null) continue;
    const direction = change > 0 ? 'rose' : change < 0 ? 'fell' : 'unchanged';
    facts.push({ kind: 'visibility', device, direction, current, previous, change });
  }
  if (input.movers) {
    facts.push(
      ...moverFact(
        'winner',
        heaviest(input.movers, (m) => m.gains),
      ),
    );
    facts.push(
      ...moverFact(
        'loser',
        heaviest(input.movers, (m) => m.losses),
      ),
    );
  }
  const worst = [...(input.lab ?? [])]
    .filter((m) => m.rate !== null && m.failed > 0)
    .sort((a, b) => (a.rate ?? 0) - (b.rate ?? 0))[0];
  if (worst?.rate != null) {
    facts.push({
      kind: 'worst-lab-metric',
      metric: worst.id,
      passed: worst.passed,
      failed: worst.failed,
      rate: worst.rate,
      url: worst.worst?.url ?? null,
    });
  }
  const fell = input.fallen?.[0];
  if (fell && fell.score.change !== null) {
    facts.push({
      kind: 'pages-fell',
      pages: input.fallen?.length ?? 0,
      url: fell.url,
      device: fell.device,
      change: fell.score.change,
    });
  }
  for (const [device, top] of Object.entries(input.topMoves ?? {})) {
    const { entered, exited } = top.top10;
    if (entered.length || exited.length)
      facts.push({ kind: 'top10', device, entered: entered.length, exited: exited.length });
  }
  for (const [device, gained] of Object.entries(input.competitors?.gainedMost ?? {})) {
    if (gained) facts.push({ kind: 'competitor-gained', device, ...gained });
  }
  return facts.slice(0, MAX_FACTS);
}
