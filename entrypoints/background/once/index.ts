import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';
import { ServiceError } from '@/lib/api/errors';
import type { HandledRequest } from '@/lib/storage/once';
import { cloneSpec, refreshSpec } from '../audits/actions';
import { launchSpec } from '../audits/launch';
import { pendingEntries } from './ledger';
import { PRESENCE_PORT } from '../tracker';
import { ONCE_ALARM, outcomeUnknown, resumePending } from './run';

/** Settle one request a stopped worker left pending, by the rules of its command. */
function resume(requestId: string, entry: HandledRequest): Promise<unknown> {
  switch (entry.command) {
    case 'audits.launch':
      return resumePending(requestId, launchSpec, entry.intent, entry.startedAt);
    case 'audits.refresh':
      return resumePending(requestId, refreshSpec, entry.intent, entry.startedAt);
    case 'audits.clone':
      return resumePending(requestId, cloneSpec, entry.intent, entry.startedAt);
  }
}

/**
 * Find out what happened to every request left pending — by a stopped worker, or by readings
 * that failed after a lost answer — even when no page asks again (the popup was closed, the launch
 * came from the keyboard), so a run the service started is followed and its outcome kept. One
 * still unknown (unseen, or the readings failed again) is read again a minute later (the alarm
 * `settleUnknown` sets) and whenever a page opens, until it is settled or too old to have reached
 * the service.
 */
export async function resumeAll(): Promise<void> {
  const pending = await pendingEntries();
  await Promise.all(
    pending.map(([requestId, entry]) =>
      resume(requestId, entry).catch((error: unknown) => {
        const failure = ServiceError.from(error);
        if (!outcomeUnknown(failure)) void logCaught('once: settling a pending request', failure);
      }),
    ),
  );
}

export function registerOnce(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ONCE_ALARM) void resumeAll();
  });
  // A page opened: a request whose readings failed is settled now rather than at the next alarm.
  browser.runtime.onConnect.addListener((port) => {
    if (port.name === PRESENCE_PORT && port.sender?.id === browser.runtime.id) void resumeAll();
  });
  void resumeAll();
}
