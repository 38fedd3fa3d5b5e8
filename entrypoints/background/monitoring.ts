import { browser } from 'wxt/browser';
import { invalidInput } from '@/lib/api/errors';
import { issue } from '@/lib/domain/input-issue';
import { handle } from '@/lib/messaging/server';
import { fromWire, toWire } from '@/lib/messaging/wire';
import { callKind } from '@/lib/monitoring/port';
import { withdrawnReads } from '@/lib/storage/withdrawn';
import { getApi } from './api';

/**
 * Whether the page that sent a message is still open, for its reads to ask when their turn comes.
 * The read model runs in the page: once the page has closed, the answer of a read it queued goes
 * nowhere, and sending it spends the token's one request a second on nothing. A side panel closed
 * right after its first rows leaves its fills queued (groups, keyword list, titles), and a panel
 * reopened at once had them arrive beside its own first frame. Where the browser cannot tell (no
 * document id on the sender, or no `runtime.getContexts`), the page counts as open.
 */
export function whileOpen(
  sender: chrome.runtime.MessageSender,
): (() => Promise<boolean>) | undefined {
  const documentId = sender.documentId;
  if (!documentId || typeof browser.runtime.getContexts !== 'function') return undefined;
  return async () => (await browser.runtime.getContexts({ documentIds: [documentId] })).length > 0;
}

/** A read is wanted while its page is open and its ticket, when it has one, not taken back. */
export function whileWanted(
  sender: chrome.runtime.MessageSender,
  ticket: string | undefined,
): (() => Promise<boolean>) | undefined {
  const open = whileOpen(sender);
  if (!ticket) return open;
  return async () =>
    !(await withdrawnReads.getValue()).includes(ticket) && (open ? await open() : true);
}

/**
 * The background's part of monitoring: it makes the client calls the pages' read model asks for
 * (lib/monitoring/remote.ts) with the token only it holds, and no call lib/monitoring/port.ts
 * does not list. Assembling what the side panel shows happens in the page (lib/messaging/local.ts),
 * so that code is not parsed on every wake-up of the worker.
 */
export function registerMonitoring(): void {
  handle('service.monitoring', async ({ resource, method, args, later, ticket }, { sender }) => {
    const kind = callKind(resource, method);
    if (!kind) throw invalidInput(issue('method', 'message-invalid'));
    const sent = fromWire(args);
    if (!Array.isArray(sent)) throw invalidInput(issue('args', 'message-invalid'));
    // A change is made even when its page has closed: the user asked for it.
    const wanted = kind === 'read' ? whileWanted(sender, ticket) : undefined;
    const client: object = (await getApi(later ? 'later' : 'now', wanted)).monitoring[resource];
    const call: unknown = Reflect.get(client, method);
    if (typeof call !== 'function') throw invalidInput(issue('method', 'message-invalid'));
    return toWire(await Reflect.apply(call, client, sent));
  });
}
