import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';
import { ServiceError } from '@/lib/api/errors';
import type { HandledRequest } from '@/lib/storage/once';
import { cloneSpec, refreshSpec } from '../audits/actions';
import { launchSpec } from '../audits/launch';
import { pendingEntries } from './ledger';
import { resumePending } from './run';

export const ONCE_ALARM = 'stormlens-once';

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
 * Find out what happened to every request a stopped worker left pending — even when no page asks
 * again (the popup was closed, the launch came from the keyboard) — so a run the service started
 * is followed and its outcome kept. One still unseen is read again a minute later (the alarm),
 * until it appears or is too old to have reached the service.
 */
export async function resumeAll(): Promise<void> {
  const pending = await pendingEntries();
  let unseen = false;
  await Promise.all(
    pending.map(([requestId, entry]) =>
      resume(requestId, entry).catch((error: unknown) => {
        const failure = ServiceError.from(error);
        if (failure.details.reason === 'unconfirmed') unseen = true;
        else void logCaught('once: settling a pending request', failure);
      }),
    ),
  );
  if (unseen) await browser.alarms.create(ONCE_ALARM, { delayInMinutes: 1 });
}

export function registerOnce(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ONCE_ALARM) void resumeAll();
  });
  void resumeAll();
}
