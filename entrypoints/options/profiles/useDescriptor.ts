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
  const key = `${conn?.baseUrl}|${conn?.tokenHint}|${connected}`;

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
    if (conn === undefined) return;
    // No token: nothing to edit. Checking or unreachable: keep what is shown (drafts stay usable).
    if (!conn.tokenHint) setDescriptor(null);
    else if (connected) void load(false);
    // `key` names everything the descriptor depends on (conn changes far more often).
  }, [key, load]);

  return { descriptor, error, loading, connected, conn, reload: () => load(true) };
}
