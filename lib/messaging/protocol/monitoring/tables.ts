import { z } from 'zod/mini';
import { command } from '../../define';

/* The service's tables a group is set up from: engines with their countries, and devices. */

export interface MonitoringTables {
  engines: { id: number; name: string; countries: { id: number; name: string }[] }[];
  devices: string[];
}

export const tableCommands = {
  /** Engines (with their countries) and devices, cached for a day. */
  'monitoring.tables': command<MonitoringTables>()(z._default(z.object({}), {})),
};
