import { send } from '@/lib/messaging/client';
import { useLoad } from '@/components/useLoad';

/** Engines (with countries) and devices for group forms, cached a day (lib/monitoring/tables.ts). */
export function useTables() {
  return useLoad('tables', () => send('monitoring.tables', {}), 'side panel: the engine tables');
}
