import type { EmulatorState } from './context.ts';
import { defaultAccounts } from './accounts.ts';
import { STATE_VERSION } from './persistence.ts';
import { createAuditsState } from '../audits/demo.ts';
import { createMonitoringSlot } from './monitoring-slot.ts';
import { addAgencyData, type DataSet } from '../agency/index.ts';

/**
 * A fresh state for a seed: the three accounts and every area's demo data, placed around `now`;
 * with the `agency` data set, an agency's account on top (tests/emulator/agency/index.ts).
 */
export function createInitialState(
  seed: number,
  now: number,
  data: DataSet = 'demo',
): EmulatorState {
  const accounts = defaultAccounts();
  const state: EmulatorState = {
    version: STATE_VERSION,
    seed,
    seededAt: now,
    clockOffsetMs: 0,
    sequences: {},
    accounts,
    audits: { audits: [], profiles: [] },
    monitoring: createMonitoringSlot({ seed, now, accounts }),
  };
  state.audits = createAuditsState({ seed, now, accounts, nextId: sequenceOf(state) });
  if (data === 'agency') addAgencyData(state, sequenceOf(state));
  return state;
}

/** `ctx.nextId` over a state: ids start high enough to look like a real service's. */
export function sequenceOf(state: EmulatorState): (name: string) => number {
  return (name) => {
    const next = (state.sequences[name] ?? SEQUENCE_START[name] ?? 1000) + 1;
    state.sequences[name] = next;
    return next;
  };
}

const SEQUENCE_START: Record<string, number> = {
  audit: 240_000,
  profile: 5_100,
};
