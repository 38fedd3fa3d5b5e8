import { useLoad } from '@/components/useLoad';
import { send } from '@/lib/messaging/client';

/** One profile as the service has it; `setProfile` takes the answer of a save. */
export function useProfile(id: number) {
  const loaded = useLoad(
    `profile:${id}`,
    () => send('profiles.retrieve', { id }),
    'options: reading a profile',
  );
  return {
    profile: loaded.data,
    setProfile: loaded.replace,
    error: loaded.error,
    retry: loaded.reload,
  };
}
