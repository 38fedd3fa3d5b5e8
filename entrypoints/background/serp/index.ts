import { browser } from 'wxt/browser';
import { handle } from '@/lib/messaging/server';
import { serpSettings } from '@/lib/storage/serp-settings';
import { caught } from '@/lib/diagnostics/log';
import { INDEX_ALARM, runIndex } from './index-run';
import { syncRegistration } from './registration';
import { addToMonitoring, targets } from './add';
import { lookup } from './lookup';
import { openKeyword, openResearch } from './open';
import { refresh } from './refresh';

/*
 * The results page's commands (lib/messaging/protocol/serp.ts). Registers every `serp.*` handler;
 * call synchronously in main().
 */

/** The host of the page a content script runs in (null for an extension page). */
function senderHost(sender: { url?: string; tab?: unknown }): string | null {
  return sender.tab && sender.url ? new URL(sender.url).hostname : null;
}

const sync = () => syncRegistration().catch(caught('serp: registering the results-page script'));

export function registerSerp(): void {
  handle('serp.lookup', ({ phrase, pageHost }) => lookup(phrase, pageHost));
  handle('serp.refresh', ({ campaignId, phrase }) => refresh(campaignId, phrase));
  handle('serp.openKeyword', (input, ctx) => openKeyword(input, ctx));
  handle('serp.research', (input, ctx) => openResearch(input, ctx));
  handle('serp.targets', (_input, { sender }) => targets(senderHost(sender)));
  handle('serp.addToMonitoring', ({ campaignId, groupId, phrase }) =>
    addToMonitoring(campaignId, groupId, phrase),
  );
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === INDEX_ALARM) void runIndex();
  });
  // Turned on: the index fills from now on (a pass left by a stopped worker goes on).
  serpSettings.watch((next, previous) => {
    if (next.enabled !== previous.enabled) void runIndex();
    void sync();
  });
  // A host given back in the browser's own settings stops the script there too.
  browser.permissions.onAdded.addListener(() => void sync());
  browser.permissions.onRemoved.addListener(() => void sync());
  // Every start of the background: the registration does not outlive the browser session.
  void sync();
  void runIndex();
}
