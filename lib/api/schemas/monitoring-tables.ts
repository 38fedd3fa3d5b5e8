import { z } from 'zod/mini';
import { asList, id, isRecord, str, stringList } from './common';

/** Monitoring tables. */
const country = z.object({ id, name: str });
export const monitoringEngineSchema = z.object({
  id,
  name: str,
  countries: z.pipe(z.transform(asList), z.array(country)),
});
export type MonitoringEngine = z.output<typeof monitoringEngineSchema>;

export const monitoringTableSchemas = {
  engines: z.pipe(z.transform(asList), z.array(monitoringEngineSchema)),
  devices: stringList,
} as const;
export type MonitoringTableName = keyof typeof monitoringTableSchemas;
export type MonitoringTables = {
  [K in MonitoringTableName]: z.output<(typeof monitoringTableSchemas)[K]>;
};

export function monitoringTableSchema<N extends MonitoringTableName>(name: N) {
  return z.pipe(
    z.transform((value) => (isRecord(value) && name in value ? value[name] : value)),
    monitoringTableSchemas[name],
  ) as unknown as z.ZodMiniType<MonitoringTables[N]>;
}
