/**
 * The rank-data generator. A position is a pure function of (seed, search, domain, day): smooth
 * value noise at three scales (monthly swings, weekly moves, daily jitter) around a per-domain
 * base, which reads like a random walk but needs no history — any day of any range costs the same,
 * and moving the clock never rewrites the past. Searches are keyed by phrase, engine, country,
 * location and device, so the same phrase in two campaigns sees the same results page.
 */
import { hashString } from '../core/random.ts';
import type { Device } from './tables.ts';

export type RankType = 'organic' | 'paid' | 'maps';
export const RANK_TYPES: readonly RankType[] = ['organic', 'paid', 'maps'];

/** Positions past these are "not ranked": no entry for that day. */
const CAP: Record<RankType, number> = { organic: 100, paid: 8, maps: 20 };

export interface Search {
  title: string;
  engine: number;
  country: number;
  location: string;
  device: Device;
}

/** Uniform in [0, 1) from a key: FNV-1a, then murmur3's finaliser so nearby keys decorrelate. */
export function unit(seed: number, ...parts: (string | number)[]): number {
  let h = hashString(`${seed}|${parts.join('|')}`);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Integer hash step (murmur3's finaliser over a xor-multiply): cheap per-day randomness. */
function mix(hash: number, n: number): number {
  let h = Math.imul(hash ^ n, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const toUnit = (hash: number) => hash / 4294967296;

/** Smooth noise in [-1, 1]: random knots every `spacing` days, cosine-interpolated. */
function valueNoise(keyHash: number, day: number, spacing: number): number {
  const knot = Math.floor(day / spacing);
  const t = (day - knot * spacing) / spacing;
  const a = toUnit(mix(mix(keyHash, spacing), knot)) * 2 - 1;
  const b = toUnit(mix(mix(keyHash, spacing), knot + 1)) * 2 - 1;
  const s = (1 - Math.cos(Math.PI * t)) / 2;
  return a + (b - a) * s;
}

/** `www.example.com` and `example.com` are the same site for ranking purposes. */
export function siteKey(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
}

export function searchKey(search: Search, withDevice: boolean): string {
  const base = `${search.title.toLowerCase()}|${search.engine}|${search.country}|${search.location}`;
  return withDevice ? `${base}|${search.device}` : base;
}

interface Profile {
  base: number;
  deviceShift: number;
  swingKey: number;
  moveKey: number;
  jitterKey: number;
}

const profiles = new Map<string, Profile>();

/**
 * The day-independent part of a (search, domain) series, memoised (bounded): bases are spread so
 * that about a quarter of a site's phrases sit in the top 10 and one in ten hovers around or past
 * 100. Per-day values then cost a few integer hashes.
 */
function profileOf(seed: number, search: Search, domain: string, type: RankType): Profile {
  const shared = `${searchKey(search, false)}|${siteKey(domain)}|${type}`;
  const perDevice = `${shared}|${search.device}`;
  const cacheKey = `${seed}|${perDevice}`;
  let profile = profiles.get(cacheKey);
  if (profile) return profile;
  const tier = unit(seed, 'tier', shared);
  const spread = unit(seed, 'base', shared);
  const base =
    tier < 0.25
      ? 1 + spread * 8
      : tier < 0.65
        ? 8 + spread * 27
        : tier < 0.9
          ? 35 + spread * 55
          : 85 + spread * 45;
  profile = {
    base,
    deviceShift: (unit(seed, 'device', perDevice) * 2 - 1) * (1 + base * 0.08),
    swingKey: hashString(`${seed}|m|${perDevice}`),
    moveKey: hashString(`${seed}|w|${perDevice}`),
    jitterKey: hashString(`${seed}|d|${perDevice}`),
  };
  if (profiles.size >= 20_000) profiles.clear();
  profiles.set(cacheKey, profile);
  return profile;
}

/** Continuous "strength" of a domain in a search on a day: lower is better. */
export function score(seed: number, search: Search, domain: string, day: number, type: RankType) {
  const p = profileOf(seed, search, domain, type);
  const swing = valueNoise(p.swingKey, day, 28) * (2 + p.base * 0.3);
  const move = valueNoise(p.moveKey, day, 7) * (1 + p.base * 0.1);
  const jitter = (toUnit(mix(p.jitterKey, day)) * 2 - 1) * (0.4 + p.base * 0.04);
  return Math.max(1, p.base + p.deviceShift + swing + move + jitter);
}

/** Tracking did not run for this search that day (about 1.5 % of days). */
export function isMissingDay(seed: number, search: Search, day: number): boolean {
  return toUnit(mix(hashString(`${seed}|gap|${searchKey(search, true)}`), day)) < 0.015;
}

/** The domain's position that day, or undefined when it is not ranked (or the day is missing). */
export function positionAt(
  seed: number,
  search: Search,
  domain: string,
  day: number,
  type: RankType = 'organic',
): number | undefined {
  if (isMissingDay(seed, search, day)) return undefined;
  const scale = type === 'organic' ? 1 : CAP[type] / 40;
  const position = Math.max(1, Math.round(score(seed, search, domain, day, type) * scale));
  return position <= CAP[type] ? position : undefined;
}

/** Mean of the positions that exist, two decimals; undefined when none do. */
export function average(positions: (number | undefined)[]): number | undefined {
  const present = positions.filter((p): p is number => p !== undefined);
  if (present.length === 0) return undefined;
  return Math.round((present.reduce((sum, p) => sum + p, 0) / present.length) * 100) / 100;
}
