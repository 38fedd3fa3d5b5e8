/**
 * The monitoring lookup tables. service-notes.md decides that the engine and country ids used by
 * audits (keyword options) and by monitoring are the ids of this `engines` table, so other areas
 * of the emulator import it from here instead of keeping a second list.
 */
export interface EngineCountry {
  id: number;
  name: string;
}

export interface MonitoringEngine {
  id: number;
  name: string;
  countries: EngineCountry[];
}

const country = {
  poland: { id: 1, name: 'Poland' },
  unitedStates: { id: 2, name: 'United States' },
  unitedKingdom: { id: 3, name: 'United Kingdom' },
  germany: { id: 4, name: 'Germany' },
  czechia: { id: 5, name: 'Czech Republic' },
  france: { id: 6, name: 'France' },
  spain: { id: 7, name: 'Spain' },
  ukraine: { id: 8, name: 'Ukraine' },
} as const;

export const ENGINE_GOOGLE = 1;
export const ENGINE_BING = 2;
export const COUNTRY_POLAND = country.poland.id;
export const COUNTRY_US = country.unitedStates.id;
export const COUNTRY_UK = country.unitedKingdom.id;

export const MONITORING_ENGINES: readonly MonitoringEngine[] = [
  {
    id: ENGINE_GOOGLE,
    name: 'Google',
    countries: [
      country.poland,
      country.unitedStates,
      country.unitedKingdom,
      country.germany,
      country.czechia,
      country.france,
      country.spain,
      country.ukraine,
    ],
  },
  {
    id: ENGINE_BING,
    name: 'Bing',
    countries: [country.poland, country.unitedStates, country.unitedKingdom, country.germany],
  },
];

export const MONITORING_DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof MONITORING_DEVICES)[number];

export const MONITORING_TABLE_NAMES = ['engines', 'devices'] as const;

export function findEngine(engineId: number): MonitoringEngine | undefined {
  return MONITORING_ENGINES.find((engine) => engine.id === engineId);
}

export function isValidEngineCountry(engineId: number, countryId: number): boolean {
  return findEngine(engineId)?.countries.some((c) => c.id === countryId) ?? false;
}

export function isDevice(value: unknown): value is Device {
  return typeof value === 'string' && (MONITORING_DEVICES as readonly string[]).includes(value);
}

/** Table payloads as the service sends them: `results.engines` / `results.devices`. */
export function monitoringTable(name: string): Record<string, unknown> | undefined {
  if (name === 'engines') return { engines: MONITORING_ENGINES };
  if (name === 'devices') return { devices: [...MONITORING_DEVICES] };
  return undefined;
}
