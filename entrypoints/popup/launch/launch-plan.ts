import { firstTypes, startingPlan, type PlanSource } from '@/lib/domain/launch-defaults';
import type { AuditProfile } from '@/lib/domain/profile-types';
import type { Device } from '@/lib/domain/device';
import type { RememberedPlan } from '@/lib/storage/launch-plans';
import type { Preferences } from '@/lib/storage/prefs';
import type { LaunchDraft } from '@/lib/stores/popup';

/** What a launch will send, resolved from the draft, the starting plan and what the account allows. */
export interface LaunchPlan {
  devices: Device[];
  mode: 'types' | 'profile';
  /** Types to launch with their default settings (mode 'types'). */
  types: string[];
  profile: AuditProfile | null;
  /** Types the launch will run: the chosen ones, or the profile's. */
  typeCount: number;
  /** Where the plan started from (lib/domain/launch-defaults.ts), before the draft's changes. */
  source: PlanSource;
}

export function resolvePlan(
  draft: LaunchDraft,
  prefs: Preferences,
  allowedTypes: string[],
  profiles: AuditProfile[] | null,
  remembered: RememberedPlan | null = null,
): LaunchPlan {
  const start = startingPlan(remembered, prefs, allowedTypes);
  const devices = draft.devices ?? start.devices;
  const types = (
    draft.types ?? (start.types.length ? start.types : firstTypes(allowedTypes))
  ).filter((t) => allowedTypes.includes(t));
  const profileId = draft.profileId ?? start.profileId;
  const profile = profiles?.find((p) => p.id === profileId) ?? null;
  // The starting profile decides the mode until the user picks one; a vanished profile falls back.
  const mode = draft.mode ?? (start.mode === 'profile' && profile ? 'profile' : 'types');
  return {
    devices,
    mode,
    types,
    profile: mode === 'profile' ? profile : null,
    typeCount: mode === 'profile' ? (profile?.types.length ?? 0) : types.length,
    source: start.source,
  };
}
