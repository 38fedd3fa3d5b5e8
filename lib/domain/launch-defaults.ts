import type { Device } from './device';
import type { Preferences } from './preferences';

/** What the user last launched on a site (stored by lib/storage/launch-plans.ts). */
export interface RememberedPlan {
  devices: Device[];
  mode: 'types' | 'profile';
  /** The types launched with their default settings (mode 'types'). */
  types: string[];
  /** The profile launched (mode 'profile'). */
  profileId: number | null;
  usedAt: number;
}

/** The one type a launch starts with before the user chose anything: the cheapest useful run. */
export const FIRST_TYPE = 'lighthouse';

/** Lighthouse alone when the account allows it, else the first type it allows. */
export function firstTypes(allowedTypes: string[]): string[] {
  return allowedTypes.includes(FIRST_TYPE) ? [FIRST_TYPE] : allowedTypes.slice(0, 1);
}

/** Where a launch's starting point came from. */
export type PlanSource = 'site' | 'options' | 'first';

export interface StartingPlan {
  devices: Device[];
  mode: 'types' | 'profile';
  types: string[];
  profileId: number | null;
  source: PlanSource;
}

/**
 * What a launch on a page starts from, before any change in the popup: the plan last launched on
 * that site; else what Options sets (a default profile, or ticked types); else Lighthouse alone
 * on the default devices (both, unless Options says otherwise) — one cheap type, never every
 * type the account allows. Types the account no longer allows are dropped.
 */
export function startingPlan(
  remembered: RememberedPlan | null | undefined,
  prefs: Preferences,
  allowedTypes: string[],
): StartingPlan {
  const allowed = (types: string[]) => types.filter((t) => allowedTypes.includes(t));
  if (remembered) {
    return {
      devices: remembered.devices,
      mode: remembered.mode,
      types: allowed(remembered.types),
      profileId: remembered.profileId,
      source: 'site',
    };
  }
  const devices = prefs.defaultDevices;
  if (prefs.defaultProfileId !== null) {
    return {
      devices,
      mode: 'profile',
      types: [],
      profileId: prefs.defaultProfileId,
      source: 'options',
    };
  }
  const preferred = allowed(prefs.defaultAuditTypes);
  if (preferred.length) {
    return { devices, mode: 'types', types: preferred, profileId: null, source: 'options' };
  }
  return {
    devices,
    mode: 'types',
    types: firstTypes(allowedTypes),
    profileId: null,
    source: 'first',
  };
}
