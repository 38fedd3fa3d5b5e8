/**
 * Validation of group fields for create, update, create-multiple and update-multiple. With
 * `current` (update) every field is optional and defaults to the current value — except `location`:
 * ../shared/spec/monitoring.md says an omitted location is saved empty, and the emulator does so,
 * so a client that updates a group must send its location back.
 */
import { resolveLocation, findCountry, findEngine } from '../core/engines.ts';
import { asPositiveInt, isRecord } from '../core/params.ts';
import { missing } from './http.ts';
import type { GroupRecord } from './model.ts';
import { isDevice, isValidEngineCountry, MONITORING_DEVICES, type Device } from './tables.ts';

export type GroupFields = Pick<
  GroupRecord,
  'title' | 'engine' | 'country' | 'location' | 'devices'
>;

export function readGroupFields(
  raw: unknown,
  current?: GroupFields,
): GroupFields | { error: string } {
  if (!isRecord(raw)) return { error: 'Invalid group data: an object is expected.' };
  let title = current?.title;
  if (raw.title !== undefined || !current) {
    if (typeof raw.title !== 'string' || raw.title.trim() === '')
      return { error: missing('title') };
    if (raw.title.length > 255) return { error: 'Invalid title: at most 255 characters.' };
    title = raw.title.trim();
  }
  let engine = current?.engine;
  if (raw.engine !== undefined || !current) {
    if (raw.engine === undefined) return { error: missing('engine') };
    engine = asPositiveInt(raw.engine);
    if (engine === undefined || !findEngine(engine)) {
      return {
        error: `Invalid engine ${JSON.stringify(raw.engine)}: see monitoring-tables/engines.`,
      };
    }
  }
  let country = current?.country;
  if (raw.country !== undefined || !current) {
    if (raw.country === undefined) return { error: missing('country') };
    country = asPositiveInt(raw.country);
    if (country === undefined)
      return { error: `Invalid country ${JSON.stringify(raw.country)}: a country id is expected.` };
  }
  if (!isValidEngineCountry(engine!, country!)) {
    const engineName = findEngine(engine!)?.name ?? engine;
    const countryName = findCountry(country!)?.name ?? country;
    return {
      error: `Invalid engine-country combination: ${engineName} is not tracked in ${countryName}; see monitoring-tables/engines.`,
    };
  }
  let devices = current?.devices;
  if (raw.devices !== undefined || !current) {
    if (raw.devices === undefined) return { error: missing('devices') };
    const list = Array.isArray(raw.devices)
      ? raw.devices
      : isRecord(raw.devices)
        ? Object.values(raw.devices)
        : [];
    if (list.length === 0 || !list.every(isDevice)) {
      return {
        error: `Invalid devices: a non-empty array of ${MONITORING_DEVICES.join(', ')} is expected.`,
      };
    }
    devices = [...new Set(list as Device[])];
  }
  let location = '';
  if (raw.location !== undefined && raw.location !== null) {
    if (typeof raw.location !== 'string')
      return { error: 'Invalid location: a string is expected.' };
    const resolved = resolveLocation(raw.location, country!);
    if (!resolved.ok) {
      return {
        error:
          resolved.reason === 'undecodable'
            ? 'Invalid location: the name cannot be decoded.'
            : `Unknown location "${raw.location}" for ${findCountry(country!)?.name ?? 'this country'}.`,
      };
    }
    location = resolved.location;
  }
  return { title: title!, engine: engine!, country: country!, location, devices: devices! };
}
