import * as z from 'zod/mini';
import { defineStoredItem } from '@/lib/storage/item';

/**
 * E2e builds only (`wxt build --mode e2e`): how far the page-watch schedule's clock is ahead of
 * the browser's, so a test moves the schedule a week on together with the emulator's clock
 * (`POST /__emulator/clock`) — Chrome gives no way to move a service worker's `Date`. Read only
 * behind `import.meta.env.MODE === 'e2e'` (entrypoints/background/watch/pages/port.ts), so store
 * packages never consult it.
 */
export const scheduleClockOffset = defineStoredItem<number>('local:e2eScheduleClockOffset', {
  fallback: 0,
  version: 1,
  schema: z.number(),
});
