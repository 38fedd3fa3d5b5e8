/**
 * Search volume and CPC of a phrase, invented deterministically: Keyword Planner's volume buckets,
 * higher for short head terms than for long-tail phrases, and a CPC in the range sports retail
 * pays. Stable per (seed, phrase), so a phrase keeps its numbers wherever it is tracked.
 */
import { unit } from './ranks.ts';

const VOLUME_BUCKETS = [
  10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300,
  1600, 1900, 2400, 2900, 3600, 4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100,
  33100, 40500, 49500,
];

export function keywordMetrics(seed: number, title: string): { volume: number; cpc: string } {
  const words = title.trim().split(/\s+/).length;
  const phrase = title.trim().toLowerCase();
  const index = Math.round(34 - words * 4.5 + unit(seed, 'volume', phrase) * 10);
  const volume = VOLUME_BUCKETS[Math.max(0, Math.min(VOLUME_BUCKETS.length - 1, index))];
  const cpc = (0.25 + unit(seed, 'cpc', phrase) * 3.4).toFixed(2);
  return { volume, cpc };
}
