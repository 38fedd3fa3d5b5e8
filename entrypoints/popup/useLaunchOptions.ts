import { useEffect, useState } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import type { AuditProfile } from '@/lib/domain/profile-types';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { asError, send } from './send';

export interface LaunchOptions {
  /** Audit types the account may use, with their titles (from the settings endpoint). */
  descriptor: SettingsDescriptor | null;
  profiles: AuditProfile[] | null;
  descriptorError: SerializedError | null;
  profilesError: SerializedError | null;
  reload: () => void;
}

/** The settings descriptor (cached by the background) and the profiles, fetched once per open. */
export function useLaunchOptions(enabled: boolean): LaunchOptions {
  const [descriptor, setDescriptor] = useState<SettingsDescriptor | null>(null);
  const [profiles, setProfiles] = useState<AuditProfile[] | null>(null);
  const [descriptorError, setDescriptorError] = useState<SerializedError | null>(null);
  const [profilesError, setProfilesError] = useState<SerializedError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    send('audits.settings', { fresh: attempt > 0 })
      .then((d) => alive && (setDescriptor(d), setDescriptorError(null)))
      .catch((e) => alive && setDescriptorError(asError(e)));
    send('profiles.list', { sort: 'asc', perPage: 50, recent: attempt === 0 })
      .then((p) => alive && (setProfiles(p.items), setProfilesError(null)))
      .catch((e) => alive && setProfilesError(asError(e)));
    return () => {
      alive = false;
    };
  }, [enabled, attempt]);

  return {
    descriptor,
    profiles,
    descriptorError,
    profilesError,
    reload: () => setAttempt((n) => n + 1),
  };
}

export { typeTitle } from '@/lib/domain/audit-types';
