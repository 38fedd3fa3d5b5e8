import { useLoad } from '@/components/useLoad';
import { useStorageItem } from '@/components/useStorageItem';
import { suggestedSearchHosts } from '@/lib/domain/search-hosts';
import { send } from '@/lib/messaging/client';
import { connectionState } from '@/lib/storage/connection';

/**
 * The hosts offered: Google's defaults, then those the service's engines table suggests (the
 * research tables, cached a day by the background). Not connected: the defaults alone, and no
 * call.
 */
export function useSuggestedHosts(): string[] {
  const connected = useStorageItem(connectionState)?.state === 'connected';
  const loaded = useLoad(
    connected ? 'engines' : null,
    async () => Object.keys((await send('research.tables', {})).engines),
    'options: search domains from the engines table',
  );
  return suggestedSearchHosts(loaded.data ?? []);
}
