import * as z from 'zod/mini';
import { defineStoredItem } from './item';

/**
 * Tickets of reads a page queued and then took back (the site review's Cancel). The background
 * asks at each such read's turn whether its ticket is here and drops it unsent if so: a read
 * queued at the `later` priority behind the background's own long work may wait seconds, and a
 * cancelled review must not spend the service's one request a second on it. Session storage: a
 * ticket means nothing once the browser closes; the newest 20 are kept.
 */
export const withdrawnReads = defineStoredItem<string[]>('session:withdrawnReads', {
  fallback: [],
  version: 1,
  schema: z.array(z.string()),
});

const KEPT = 20;

/** Take back every read queued under `ticket` that has not been sent yet. */
export async function withdraw(ticket: string): Promise<void> {
  await withdrawnReads.update((tickets) => [
    ...tickets.filter((t) => t !== ticket).slice(1 - KEPT),
    ticket,
  ]);
}
