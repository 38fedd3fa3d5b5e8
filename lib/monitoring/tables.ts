import { devices as knownDevices } from '@/lib/domain/device';
import { cached, DAY } from '@/lib/storage/cache';
import { monitoringDevicesSchema, monitoringEnginesSchema } from '@/lib/storage/cache-schemas';
import type { MonitoringTables } from '@/lib/api/schemas/monitoring-tables';
import type { MonitoringPort } from './port';

/*
 * Engines (with countries) and devices change rarely and every group form needs them: cached a
 * day in storage, which every page shares and which outlives the page, so another form or a
 * reopened side panel does not cost two requests each time.
 */

/** The engines table alone: all a list of groups needs to name their engines. */
export function monitoringEngines(
  port: MonitoringPort,
  fresh = false,
): Promise<MonitoringTables['engines']> {
  return cached('monitoring:engines', monitoringEnginesSchema, DAY, () => port.tables.engines(), {
    fresh,
  });
}

/** Both tables, for the group forms. */
export async function monitoringTables(
  port: MonitoringPort,
  fresh = false,
): Promise<MonitoringTables> {
  const [engines, devices] = await Promise.all([
    monitoringEngines(port, fresh),
    cached('monitoring:devices', monitoringDevicesSchema, DAY, () => port.tables.devices(), {
      fresh,
    }),
  ]);
  return {
    engines,
    devices: devices.length ? devices : [...knownDevices],
  };
}
