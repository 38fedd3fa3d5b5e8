import type { Account } from './accounts.ts';
import { createMonitoringState, type MonitoringState } from '../monitoring/index.ts';

/**
 * The monitoring slice of the state, built by the monitoring area
 * (`tests/emulator/monitoring/index.ts`); reset, seed and the state file cover it like the rest.
 */
export type MonitoringStateSlot = MonitoringState;

export function createMonitoringSlot(init: {
  seed: number;
  now: number;
  accounts: Account[];
}): MonitoringStateSlot {
  return createMonitoringState(init);
}
