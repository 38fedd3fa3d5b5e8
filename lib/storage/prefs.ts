import { storage } from 'wxt/utils/storage';
import { devices, type Device } from '@/lib/domain/device';
import type { Gap } from '@/lib/domain/gap';

/* Plain types here, no zod: every page imports this module and the popup must stay small.
   The matching zod schema (for imports and messages) is in ./prefs-schema.ts. */

export interface Preferences {
  language: 'auto' | 'en' | 'pl';
  theme: 'system' | 'light' | 'dark';
  notifications: boolean;
  /** Popup launch defaults. */
  defaultDevices: Device[];
  /** Empty: Lighthouse alone (lib/domain/launch-defaults.ts). */
  defaultAuditTypes: string[];
  /** A profile id the popup launches with by default, or null for the types above. */
  defaultProfileId: number | null;
  /** The side panel's opening range (days back from yesterday) and gap. */
  rangeDays: number;
  gap: Gap;
}

export const defaultPreferences: Preferences = {
  language: 'auto',
  theme: 'system',
  notifications: true,
  defaultDevices: [...devices],
  defaultAuditTypes: [],
  defaultProfileId: null,
  rangeDays: 30,
  gap: 'daily',
};

/** User preferences. Pages write these directly (they hold nothing secret). */
export const preferences = storage.defineItem<Preferences>('local:preferences', {
  fallback: defaultPreferences,
  version: 1,
});
