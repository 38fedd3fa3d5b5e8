import type { EmulatorState } from './context.ts';
import { defaultAccounts } from './accounts.ts';
import { STATE_VERSION } from './persistence.ts';
import { createAuditsState } from '../audits/demo.ts';
import { createMonitoringSlot } from './monitoring-slot.ts';

/** A fresh state for a seed: the three accounts and every area's demo data, placed around `now`. */
export function createInitialState(seed: number, now: number): EmulatorState {
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
