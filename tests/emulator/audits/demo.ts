import type { Account } from '../core/accounts.ts';
import type { AuditsState } from './model.ts';

/** The audits slice of a fresh state (demo audits and profiles are added in the next commit). */
export function createAuditsState(_init: {
  seed: number;
  now: number;
  accounts: Account[];
  nextId: (sequence: string) => number;
}): AuditsState {
  return { audits: [], profiles: [] };
}
