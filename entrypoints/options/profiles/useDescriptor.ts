import { useCallback, useEffect, useState } from 'react';
import { useStorageItem } from '@/components/useStorageItem';
import { ServiceError } from '@/lib/api/errors';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { send } from '@/lib/messaging/client';
import { connectionState } from '@/lib/storage/connection';

/**
 * The account's settings descriptor, asked again whenever the connection changes (another token
 * is another account, with other audit types).
 */
export function useDescriptor() {
  const conn = useStorageItem(connectionState);
  const [descriptor, setDescriptor] = useState<SettingsDescriptor | null>(null);
  const [error, setError] = useState<ServiceError | null>(null);
  const [loading, setLoading] = useState(false);
  const connected = conn?.state === 'connected';
  // What the descriptor depends on, as plain values: the stored state object changes far more
  // often (every check writes it anew) than the account it names.
  const known = conn !== undefined;
  const baseUrl = conn?.baseUrl;
  const tokenHint = conn?.tokenHint;

  const load = useCallback(async (fresh: boolean) => {
    setLoading(true);
    setError(null);
    try {
      setDescriptor(await send('profiles.descriptor', { fresh }));
    } catch (err) {
      setError(ServiceError.from(err));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!known) return;
    // No token: nothing to edit. Checking or unreachable: keep what is shown (drafts stay usable).
    if (!tokenHint) setDescriptor(null);
    else if (connected) void load(false);
    // `baseUrl` is read nowhere above, yet another service is another account: ask again.
  }, [known, baseUrl, tokenHint, connected, load]);

  return { descriptor, error, loading, connected, conn, reload: () => load(true) };
}
