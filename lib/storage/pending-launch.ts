import * as z from 'zod/mini';
import { deviceSchema, type Device } from '../domain/device';
import { browserSources, type BrowserSource } from '../domain/spending';
import { defineStoredItem } from './item';

/*
 * A launch the keyboard shortcut or "Audit this page" would have made, held because it costs more
 * than the user's confirmation threshold (lib/domain/spending.ts `needsConfirm`). The background
 * writes it and opens the popup; the popup asks, then sends it with the request id made when the
 * user acted, or drops it. Nothing is spent until then.
 */

export interface PendingLaunch {
  requestId: string;
  source: BrowserSource;
  url: string;
  devices: Device[];
  types?: string[];
  profileId?: number;
  cost: number;
  at: number;
}

/** A held launch older than this is not offered any more: the user has moved on. */
export const PENDING_LAUNCH_MS = 10 * 60_000;

export const pendingLaunch = defineStoredItem<PendingLaunch | null>('local:pendingLaunch', {
  fallback: null,
  version: 1,
  schema: z.nullable(
    z.object({
      requestId: z.string(),
      source: z.enum(browserSources),
      url: z.string(),
      devices: z.array(deviceSchema),
      types: z.optional(z.array(z.string())),
      profileId: z.optional(z.int()),
      cost: z.number(),
      at: z.number(),
    }),
  ) satisfies z.ZodMiniType<PendingLaunch | null, unknown>,
});
