import type { Rng } from '../core/random.ts';
import type { AuditType } from '../core/accounts.ts';
import type { Device } from './model.ts';

type Random = (seedKey: string) => Rng;

const clamp = (n: number, min = 0, max = 100) => Math.max(min, Math.min(max, Math.round(n)));

/**
 * The main score of a (url, device, type): stable for a seed, mobile lower than desktop (the
 * throttled CPU and network of a mobile run), and a few points of run-to-run noise so refreshed
 * audits and history show a believable trend rather than a flat line.
 */
export function mainScore(
  random: Random,
  url: string,
  device: Device,
  type: AuditType,
  run: number,
): number {
  const page = random(`score:${url}:${type}`);
  const desktop = page.int(58, 98);
  const mobilePenalty = page.int(10, 30); // > twice the noise: mobile is always lower
  const base = device === 'desktop' ? desktop : desktop - mobilePenalty;
  const noise = random(`run:${url}:${device}:${type}:${run}`).int(-4, 4);
  return clamp(base + noise, 3, 100);
}

/** A sub-score that tracks the main score loosely (categories, metrics, checks). */
export function nearScore(rng: Rng, around: number, spread: number): number {
  return clamp(around + rng.gauss() * spread, 0, 100);
}

/** `"87"`: the real service sends scores as numeric strings. */
export const str = (n: number) => String(n);
