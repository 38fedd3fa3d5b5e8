import { send } from '@/lib/messaging/client';
import { useAsync } from './useAsync';

/** Engines (with countries) and devices for group forms; the background caches them a day. */
export function useTables() {
  return useAsync('tables', () => send('monitoring.tables', {}));
}
