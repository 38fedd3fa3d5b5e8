/**
 * Deterministic randomness. Every value the emulator invents (scores, positions, phrases) comes
 * from `random(seedKey)`, so the same seed and the same key always give the same numbers — across
 * restarts, resets and machines — while different keys stay independent.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** Roughly normal (mean 0, sd 1), from the sum of uniforms; enough for plausible noise. */
  gauss(): number;
}

/** FNV-1a, 32 bit: a stable string hash to turn seed keys into PRNG seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast, good enough statistically for demo data, and trivially seedable. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    gauss: () => {
      let sum = 0;
      for (let i = 0; i < 6; i++) sum += next();
      return (sum - 3) / Math.sqrt(0.5);
    },
  };
}

/** The generator for one key under one seed. */
export function seededRandom(seed: number, seedKey: string): Rng {
  return createRng(hashString(`${seed}:${seedKey}`));
}
