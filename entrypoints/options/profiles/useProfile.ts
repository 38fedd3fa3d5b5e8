import { useEffect, useState } from 'react';
import { ServiceError } from '@/lib/api/errors';
import type { AuditProfile } from '@/lib/domain/profile-types';
import { send } from '@/lib/messaging/client';

/** One profile as the service has it; `setProfile` takes the answer of a save. */
export function useProfile(id: number) {
  const [profile, setProfile] = useState<AuditProfile | null>(null);
  const [error, setError] = useState<ServiceError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setError(null);
    send('profiles.retrieve', { id })
      .then((p) => alive && setProfile(p))
      .catch((err: unknown) => alive && setError(ServiceError.from(err)));
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  return { profile, setProfile, error, retry: () => setAttempt((n) => n + 1) };
}
