import {
  auditHistory,
  latestResults,
  type UrlHistory,
  type UrlResults,
} from '@/lib/storage/audits';
import { connectionState, type ConnectionState } from '@/lib/storage/connection';
import { preferences, type Preferences } from '@/lib/storage/prefs';
import { readActiveTab, type ActiveTab } from './active-tab';

/**
 * What the popup's first frame needs, read in one parallel round trip before React mounts, so the
 * cached score is in the very first render (the target is ≤ 100 ms from open). Components still
 * watch the live items; this only fills the gap until their first read resolves.
 */
export interface BootSnapshot {
  connection: ConnectionState;
  latest: Record<string, UrlResults>;
  history: Record<string, UrlHistory>;
  prefs: Preferences;
  /** The tab the popup acts on, read beside the storage (not after the first frame). */
  tab: ActiveTab;
}

let snapshot: BootSnapshot | null = null;

export async function loadBoot(): Promise<void> {
  const [connection, latest, history, prefs, tab] = await Promise.all([
    connectionState.getValue(),
    latestResults.getValue(),
    auditHistory.getValue(),
    preferences.getValue(),
    readActiveTab(),
  ]);
  snapshot = { connection, latest, history, prefs, tab };
}

/** The values read at startup, or null when reading failed (the live reads still follow). */
export function bootSnapshot(): BootSnapshot | null {
  return snapshot;
}
