import { z } from 'zod/mini';

/**
 * A point on the map for keyword research (../shared/spec/keyword-research.md, `location`):
 * latitude −90…90 and longitude −180…180 in decimal degrees, sent as `<lat>|<lon>`. The one
 * definition: the form parses what a person types, the protocol checks the numbers, the
 * background formats them for the service and the client checks the text it sends.
 */
export interface Location {
  lat: number;
  lon: number;
}

/* PURE: pages use the parser without pulling zod into their bundles (zod is side-effect free). */
export const locationSchema = /* @__PURE__ */ z.object({
  // Messages are input codes (lib/domain/input-issue.ts): pages translate them.
  lat: z.number().check(z.gte(-90, 'research-location')).check(z.lte(90, 'research-location')),
  lon: z.number().check(z.gte(-180, 'research-location')).check(z.lte(180, 'research-location')),
});

export type LocationIssue =
  'lat-missing' | 'lon-missing' | 'lat-number' | 'lon-number' | 'lat-range' | 'lon-range';
export type LocationResult =
  { ok: true; value: Location | null } | { ok: false; issues: LocationIssue[] };

/** A decimal typed by a person: "52.23", "52,23" (Polish decimal comma), " -0.1 ". */
function parseDecimal(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(clean)) return null;
  return Number(clean);
}

/**
 * The optional location: both fields empty means none; otherwise both must be decimal degrees in
 * range (latitude −90…90, longitude −180…180). Every problem is reported, not just the first.
 */
export function parseLocation(latText: string, lonText: string): LocationResult {
  const latEmpty = latText.trim() === '';
  const lonEmpty = lonText.trim() === '';
  if (latEmpty && lonEmpty) return { ok: true, value: null };
  const issues: LocationIssue[] = [];
  const lat = latEmpty ? null : parseDecimal(latText);
  const lon = lonEmpty ? null : parseDecimal(lonText);
  if (latEmpty) issues.push('lat-missing');
  else if (lat === null) issues.push('lat-number');
  else if (lat < -90 || lat > 90) issues.push('lat-range');
  if (lonEmpty) issues.push('lon-missing');
  else if (lon === null) issues.push('lon-number');
  else if (lon < -180 || lon > 180) issues.push('lon-range');
  if (issues.length > 0 || lat === null || lon === null) return { ok: false, issues };
  return { ok: true, value: { lat, lon } };
}

/** The service's location format: latitude and longitude separated by a vertical bar. */
export function formatLocation(location: Location): string {
  // Plain decimals, never exponents ("1e-7"): 7 places is about a centimetre.
  const plain = (n: number) => n.toFixed(7).replace(/\.?0+$/, '') || '0';
  return `${plain(location.lat)}|${plain(location.lon)}`;
}

/** The service's `<lat>|<lon>` text with both numbers in range. */
export function isLocationText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const [lat, lon, ...rest] = value.split('|');
  return rest.length === 0 && lon !== undefined && parseLocation(lat, lon).ok;
}
