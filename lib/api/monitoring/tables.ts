import type { Http } from '../http';
import { seg } from '../body';
import {
  monitoringTableSchema,
  monitoringTableSchemas,
  type MonitoringTableName,
} from '../schemas/monitoring';
import { assertValid, checkOneOf, collect } from '../validate';

const names = Object.keys(monitoringTableSchemas) as MonitoringTableName[];

export function createMonitoringTables(http: Http) {
  const table = async <N extends MonitoringTableName>(name: N) => {
    assertValid(collect(checkOneOf(name, names, 'table')));
    return http.request({
      method: 'GET',
      path: `monitoring/monitoring-tables/${seg(name)}`,
      schema: monitoringTableSchema(name),
    });
  };
  return {
    /** Any monitoring table by name (`engines`, `devices`). */
    table,
    /** Engines with the countries each offers (ids for groups and keyword audits). */
    engines: async () => table('engines'),
    /** Device names (`desktop`, `mobile`). */
    devices: async () => table('devices'),
  };
}
