import type { Input, WorkerCommand } from './protocol';

/**
 * What a page may do when a command's message is lost in transport (the worker stopped while
 * handling it, or before it could answer):
 * - `read`: only reads — sending it again costs nothing;
 * - `once`: spends audit tokens and carries the request id made when the user acted — sending it
 *   again only asks the background for the first outcome (it never reaches the service twice);
 * - `write`: changes something — sent again only when it provably never reached the background.
 * Every command is listed (the type demands it), and only commands whose input has a request id
 * may be `once`. Free of the monitoring client: the results page's content script reads it
 * (./resend.ts adds what a page's monitoring call may do).
 */
export type Repeat = 'read' | 'write' | 'once';

type RepeatMap = {
  [K in WorkerCommand]: Input<K> extends { requestId: string } ? 'once' : 'read' | 'write';
};

export const repeatOf: RepeatMap = {
  'connection.status': 'read',
  'connection.check': 'read',
  'connection.setToken': 'write',
  'connection.removeToken': 'write',
  'connection.setBaseUrl': 'write',
  'audits.launch': 'once',
  'audits.settings': 'read',
  'audits.history': 'read',
  'audits.report': 'read',
  'audits.run': 'read',
  'audits.children': 'read',
  'audits.retrieve': 'read',
  'audits.refresh': 'once',
  'audits.clone': 'once',
  'audits.delete': 'write',
  'audits.list': 'read',
  'profiles.list': 'read',
  'profiles.retrieve': 'read',
  'profiles.create': 'write',
  'profiles.update': 'write',
  'profiles.delete': 'write',
  'profiles.descriptor': 'read',
  // A change unless the client call it makes only reads (maySendAgain asks lib/monitoring/port.ts).
  'service.monitoring': 'write',
  'research.tables': 'read',
  'research.currencies': 'read',
  'research.run': 'write',
  'research.scheduleRetry': 'write',
  'research.cancelRetry': 'write',
  'research.forget': 'write',
  'watch.save': 'write',
  'watch.delete': 'write',
  // The check reads; its per-day ledger makes a second send read nothing twice.
  'watch.checkNow': 'read',
  'watch.markSeen': 'write',
  'pageWatch.save': 'write',
  'pageWatch.delete': 'write',
  'serp.lookup': 'read',
  // Reads the service; sending it again costs one more read, which the client paces.
  'serp.refresh': 'read',
  'serp.openKeyword': 'write',
  'serp.targets': 'read',
  'serp.addToMonitoring': 'write',
  'serp.research': 'write',
};

/**
 * Chrome and Firefox say this when no listener took the message: the background never saw it
 * (it was starting, or the extension was reloading). Any other transport failure — "The message
 * port closed before a response was received", no response at all — may follow a handler that ran.
 */
export function neverDelivered(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Receiving end does not exist|Could not establish connection/i.test(message);
}

/** Whether a message of this kind whose first send failed in transport with `error` may be sent again. */
export function mayRepeat(repeat: Repeat, error: unknown): boolean {
  return repeat !== 'write' || neverDelivered(error);
}
