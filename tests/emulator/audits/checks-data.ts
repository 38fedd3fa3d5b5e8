import type { Rng } from '../core/random.ts';
import { str } from './scores.ts';
import type { CheckDef } from './check-def.ts';
import { SITESPEEDIO_CHECKS, WEBPAGETEST_CHECKS, YELLOWLAB_CHECKS } from './checks-speed.ts';
import { CONTENT_CHECKS } from './checks-content.ts';

/**
 * `audit_data` of webpagetest, yellowlab, sitespeedio and content (../shared/spec/service-notes.md,
 * "audit_data per type"): the type's score and a list of named checks. A check passes with a
 * probability that follows the score, and its value and message are worded from what it measured,
 * as a person would read them.
 */
type CheckType = 'webpagetest' | 'yellowlab' | 'sitespeedio' | 'content';

const CHECKS: Record<CheckType, CheckDef[]> = {
  webpagetest: WEBPAGETEST_CHECKS,
  yellowlab: YELLOWLAB_CHECKS,
  sitespeedio: SITESPEEDIO_CHECKS,
  content: CONTENT_CHECKS,
};

export function checksData(
  rng: Rng,
  type: CheckType,
  score: number,
  settings: Record<string, unknown>,
): Record<string, unknown> {
  const checks = CHECKS[type].map((def) => {
    const passed = rng.next() * 100 < score + 10;
    const [value, message] = def.measure(rng, passed, settings);
    return { name: def.name, title: def.title, passed, value, message };
  });
  return { score: str(score), checks };
}
