import type { AuditProfile } from '@/lib/domain/profile-types';
import type { Device } from '@/lib/domain/device';
import type { Preferences } from '@/lib/storage/prefs';
import type { LaunchDraft } from '@/lib/stores/popup';

/** What a launch will send, resolved from the draft, the preferences and what the account allows. */
export interface LaunchPlan {
  devices: Device[];
  mode: 'types' | 'profile';
  /** Types to launch with their default settings (mode 'types'). */
  types: string[];
  profile: AuditProfile | null;
  /** Types the launch will run: the chosen ones, or the profile's. */
  typeCount: number;
}

export function resolvePlan(
  draft: LaunchDraft,
  prefs: Preferences,
  allowedTypes: string[],
  profiles: AuditProfile[] | null,
): LaunchPlan {
  const devices = draft.devices ?? prefs.defaultDevices;
  const preferred = prefs.defaultAuditTypes.filter((t) => allowedTypes.includes(t));
  const types = (draft.types ?? (preferred.length ? preferred : allowedTypes)).filter((t) =>
    allowedTypes.includes(t),
  );
  const profileId = draft.profileId ?? prefs.defaultProfileId;
  const profile = profiles?.find((p) => p.id === profileId) ?? null;
  // The default profile decides the mode until the user picks one; a vanished profile falls back.
  const mode = draft.mode ?? (prefs.defaultProfileId !== null && profile ? 'profile' : 'types');
  return {
    devices,
    mode,
    types,
    profile: mode === 'profile' ? profile : null,
    typeCount: mode === 'profile' ? (profile?.types.length ?? 0) : types.length,
  };
}
