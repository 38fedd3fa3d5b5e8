import { useState } from 'react';
import { useLoad } from '@/components/useLoad';
import type { AuditProfile } from '@/lib/domain/profile-types';
import { send } from '@/lib/messaging/client';

/**
 * One profile as the service has it; `setProfile` takes the answer of a save. The editor is
 * mounted per profile (keyed by id), so a saved answer never stands for another profile.
 */
export function useProfile(id: number) {
  const loaded = useLoad(
    `profile:${id}`,
    () => send('profiles.retrieve', { id }),
    'options: reading a profile',
  );
  const [saved, setProfile] = useState<AuditProfile | null>(null);
  return { profile: saved ?? loaded.data, setProfile, error: loaded.error, retry: loaded.reload };
}
