import { z } from 'zod/mini';
import type { MonitoringTables } from '@/lib/api/schemas/monitoring-tables';
import { command } from '../../define';

/* The service's tables a group is set up from: engines with their countries, and devices. */

export const tableCommands = {
  /** Engines (with their countries) and devices, cached for a day. */
  'monitoring.tables': command<MonitoringTables>()(() => z._default(z.object({}), {})),
};
