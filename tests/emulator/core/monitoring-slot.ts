import type { Account } from './accounts.ts';

/**
 * The monitoring slice of the state. Monitoring is built beside this core
 * (`tests/emulator/monitoring/index.ts` exports `createMonitoringState` and `monitoringArea`);
 * until it is wired in, the slot holds `null`. Once wired, this is its `MonitoringState`.
 */
export type MonitoringStateSlot = unknown;

export function createMonitoringSlot(_init: {
  seed: number;
  now: number;
  accounts: Account[];
}): MonitoringStateSlot {
  return null;
}
