/** Score bands shared by the badge, the gauges and the tables: 0–49 poor, 50–89 average, 90–100 good. */
export type ScoreBand = 'poor' | 'average' | 'good' | 'unknown';

export function scoreBand(score: number | null | undefined): ScoreBand {
  if (score === null || score === undefined || Number.isNaN(score)) return 'unknown';
  if (score >= 90) return 'good';
  if (score >= 50) return 'average';
  return 'poor';
}

/** Badge colours per band (the toolbar cannot read CSS variables). */
export const bandColors: Record<ScoreBand, string> = {
  poor: '#c62828',
  average: '#b25e00',
  good: '#0b8a4a',
  unknown: '#5a6472',
};
