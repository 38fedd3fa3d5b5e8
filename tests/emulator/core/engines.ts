/**
 * Search engines, countries and locations with numeric ids, shared by audits (keyword options,
 * service-notes: "the ids of the monitoring engines table") and monitoring (groups, the
 * `monitoring-tables/engines` table). One source so an id means the same thing in both areas.
 */
export interface Country {
  id: number;
  code: string;
  name: string;
}

export interface Engine {
  id: number;
  name: string;
  /** Ids of the countries this engine can be tracked in. */
  countries: number[];
}

export const COUNTRIES: readonly Country[] = [
  { id: 1, code: 'pl', name: 'Poland' },
  { id: 2, code: 'us', name: 'United States' },
  { id: 3, code: 'gb', name: 'United Kingdom' },
  { id: 4, code: 'de', name: 'Germany' },
  { id: 5, code: 'fr', name: 'France' },
  { id: 6, code: 'es', name: 'Spain' },
  { id: 7, code: 'it', name: 'Italy' },
  { id: 8, code: 'cz', name: 'Czech Republic' },
  { id: 9, code: 'nl', name: 'Netherlands' },
  { id: 10, code: 'ua', name: 'Ukraine' },
];

export const ENGINES: readonly Engine[] = [
  { id: 1, name: 'Google', countries: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  { id: 2, name: 'Bing', countries: [2, 3, 4, 5] },
  { id: 3, name: 'DuckDuckGo', countries: [1, 2, 3, 4] },
];

/** Locations a group or a keyword audit may name, by country id (matched without case/accents). */
export const LOCATIONS: Readonly<Record<number, readonly string[]>> = {
  1: ['Warszawa', 'Kraków', 'Gdańsk', 'Poznań', 'Wrocław', 'Łódź'],
  2: ['New York', 'Los Angeles', 'Chicago', 'San Francisco'],
  3: ['London', 'Manchester', 'Edinburgh'],
  4: ['Berlin', 'München', 'Hamburg'],
  5: ['Paris', 'Lyon'],
  6: ['Madrid', 'Barcelona'],
  7: ['Roma', 'Milano'],
  8: ['Praha', 'Brno'],
  9: ['Amsterdam', 'Rotterdam'],
  10: ['Kyiv', 'Lviv'],
};

export function findEngine(id: number): Engine | undefined {
  return ENGINES.find((engine) => engine.id === id);
}

export function findCountry(id: number): Country | undefined {
  return COUNTRIES.find((country) => country.id === id);
}

export function engineHasCountry(engineId: number, countryId: number): boolean {
  return findEngine(engineId)?.countries.includes(countryId) ?? false;
}

/** The `monitoring-tables/engines` payload: engines with their countries (ids and names). */
export function enginesTable(): {
  id: number;
  name: string;
  countries: { id: number; name: string }[];
}[] {
  return ENGINES.map((engine) => ({
    id: engine.id,
    name: engine.name,
    countries: engine.countries.map((id) => ({ id, name: findCountry(id)?.name ?? String(id) })),
  }));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .trim()
    .toLowerCase();

export type LocationResult =
  { ok: true; location: string } | { ok: false; reason: 'undecodable' | 'not-found' };

/**
 * Resolve a location for a country. Clients may send it URL-encoded; a broken escape cannot be
 * decoded. A name matches a known location of the country, optionally followed by ", <anything>"
 * (e.g. "Warszawa, Poland"). The empty string means no location.
 */
export function resolveLocation(raw: string, countryId: number): LocationResult {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(decoded)) return { ok: false, reason: 'undecodable' };
  if (decoded.trim() === '') return { ok: true, location: '' };
  const wanted = fold(decoded.split(',')[0]);
  const match = (LOCATIONS[countryId] ?? []).find((name) => fold(name) === wanted);
  return match ? { ok: true, location: match } : { ok: false, reason: 'not-found' };
}
