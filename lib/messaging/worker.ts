import { defineExtensionMessaging } from '@webext-core/messaging';
import { ServiceError } from '../api/errors';
import type { Reply } from './define';
import type { Input, Output, WorkerCommand } from './protocol';
import { maySendAgain } from './repeat';

/*
 * The way to the background: a command's message and its reply. ./client.ts routes every command
 * (some are served in the page, ./local.ts); what a page-served command itself asks of the
 * background (lib/monitoring/remote.ts) comes here directly, so serving it in the page does not
 * lead back to the router that loaded it.
 */

type WireMap = { [K in WorkerCommand]: (input: Input<K>) => Reply<Output<K>> };

const messenger = defineExtensionMessaging<WireMap>();

/** A reply's answer, or the ServiceError its handler produced (kind and human message). */
export function answerOf<T>(reply: Reply<T>): T {
  if (!reply || typeof reply !== 'object' || !('ok' in reply)) {
    throw new ServiceError('invalid-response', { message: 'The background sent no answer.' });
  }
  if (!reply.ok) throw ServiceError.from(reply.error);
  return reply.data;
}

/** Run a command in the background; resolves with its answer or rejects with its ServiceError. */
export async function sendToBackground<K extends WorkerCommand>(
  name: K,
  input: Input<K>,
): Promise<Output<K>> {
  return answerOf((await sendToWorker(name, input)) as Reply<Output<K>>);
}

/**
 * A message lost in transport is sent again only when that cannot do anything twice
 * (`maySendAgain`, ./repeat.ts): a read; a token-spending command, whose request id makes the
 * background answer the first outcome instead of calling the service again; or a change that
 * provably never reached the background. Otherwise the page is told plainly that the change may
 * or may not have been made.
 */
export async function sendToWorker(name: WorkerCommand, input: unknown): Promise<Reply<unknown>> {
  try {
    return await messenger.sendMessage(name, input as never);
  } catch (cause) {
    if (!maySendAgain(name, input, cause)) {
      throw new ServiceError('exception', {
        message:
          'The Stormlens background stopped before answering: the change may or may not have been made. Check it before trying again.',
        details: { reason: 'background-lost' },
        cause,
      });
    }
    return await messenger.sendMessage(name, input as never).catch(() => {
      throw new ServiceError('exception', {
        message: 'The Stormlens background did not answer — reload the extension.',
        cause,
      });
    });
  }
}
