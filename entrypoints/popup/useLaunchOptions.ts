import { useState } from 'react';
import { useLoad } from '@/components/useLoad';
import type { SerializedError } from '@/lib/api/errors';
import type { AuditProfile } from '@/lib/domain/profile-types';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { send } from './send';

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
  // A reload asks past the caches: the background's settings and the recent profiles.
  const [attempt, setAttempt] = useState(0);
  const descriptor = useLoad(
    enabled ? `settings:${attempt}` : null,
    () => send('audits.settings', { fresh: attempt > 0 }),
    'popup: audit settings',
  );
  const profiles = useLoad(
    enabled ? `profiles:${attempt}` : null,
    () =>
      send('profiles.list', { sort: 'asc', perPage: 50, recent: attempt === 0 }).then(
        (p) => p.items,
      ),
    'popup: audit profiles',
  );

  return {
    descriptor: descriptor.data,
    profiles: profiles.data,
    descriptorError: descriptor.error,
    profilesError: profiles.error,
    reload: () => setAttempt((n) => n + 1),
  };
}

export { typeTitle } from '@/lib/domain/audit-types';
