import { devices as knownDevices } from '@/lib/domain/device';
import { cached, DAY } from '@/lib/storage/cache';
import { monitoringDevicesSchema, monitoringEnginesSchema } from '@/lib/storage/cache-schemas';
import type { MonitoringTables } from '@/lib/api/schemas/monitoring-tables';
import type { MonitoringPort } from './port';

/**
 * Engines (with countries) and devices change rarely and every group form needs them: cached a
 * day in storage, so the worker restarting does not cost two requests each time.
 */
export async function monitoringTables(
  port: MonitoringPort,
  fresh = false,
): Promise<MonitoringTables> {
  const [engines, devices] = await Promise.all([
    cached('monitoring:engines', monitoringEnginesSchema, DAY, () => port.tables.engines(), {
      fresh,
    }),
    cached('monitoring:devices', monitoringDevicesSchema, DAY, () => port.tables.devices(), {
      fresh,
    }),
  ]);
  return {
    engines,
    devices: devices.length ? devices : [...knownDevices],
  };
}
