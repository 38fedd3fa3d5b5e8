import type { Rng } from '../core/random.ts';

/** One named check of a non-Lighthouse audit: measures a value and words a message for it. */
export interface CheckDef {
  name: string;
  title: string;
  /** value, and the message when passed / failed */
  measure: (rng: Rng, passed: boolean, settings: Record<string, unknown>) => [string, string];
}

/** A value in the good range when the check passed, in the bad range otherwise. */
export const between = (
  rng: Rng,
  passed: boolean,
  good: [number, number],
  bad: [number, number],
) => (passed ? rng.int(...good) : rng.int(...bad));
