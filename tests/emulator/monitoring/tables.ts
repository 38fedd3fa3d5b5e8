/**
 * The monitoring lookup tables. Engines and countries come from the core's one id space
 * (../core/engines.ts), which audits' keyword options use too (../shared/spec/service-notes.md:
 * "the ids of the monitoring engines table").
 */
import { engineHasCountry, enginesTable } from '../core/engines.ts';

export const ENGINE_GOOGLE = 1;
export const ENGINE_BING = 2;
export const COUNTRY_POLAND = 1;
export const COUNTRY_US = 2;
export const COUNTRY_UK = 3;

export const MONITORING_DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof MONITORING_DEVICES)[number];

export const MONITORING_TABLE_NAMES = ['engines', 'devices'] as const;

export const isValidEngineCountry = engineHasCountry;

export function isDevice(value: unknown): value is Device {
  return typeof value === 'string' && (MONITORING_DEVICES as readonly string[]).includes(value);
}

/** Table payloads as the service sends them: `results.engines` / `results.devices`. */
export function monitoringTable(name: string): Record<string, unknown> | undefined {
  if (name === 'engines') return { engines: enginesTable() };
  if (name === 'devices') return { devices: [...MONITORING_DEVICES] };
  return undefined;
}
