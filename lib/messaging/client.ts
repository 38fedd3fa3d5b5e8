import { defineExtensionMessaging } from '@webext-core/messaging';
import { ServiceError } from '../api/errors';
import { isPageCommand, type Reply } from './define';
import type { CommandName, Input, Output, WorkerCommand } from './protocol';
import { maySendAgain } from './repeat';

type WireMap = { [K in WorkerCommand]: (input: Input<K>) => Reply<Output<K>> };

const messenger = defineExtensionMessaging<WireMap>();

/**
 * Run a command. A `monitoring.*` command is served in this page (./local.ts, loaded on first
 * use); every other one is sent to the background. Resolves with its answer, or rejects with a
 * ServiceError carrying the kind and human message its handler produced.
 */
export async function send<K extends CommandName>(name: K, input: Input<K>): Promise<Output<K>> {
  const reply = (await route(name, input)) as Reply<Output<K>>;
  if (!reply || typeof reply !== 'object' || !('ok' in reply)) {
    throw new ServiceError('invalid-response', { message: 'The background sent no answer.' });
  }
  if (!reply.ok) throw ServiceError.from(reply.error);
  return reply.data;
}

function route(name: CommandName, input: unknown): Promise<Reply<unknown>> {
  return isPageCommand(name)
    ? import('./local').then(({ serveInPage }) => serveInPage(name, input))
    : sendToWorker(name, input);
}

/**
 * A message lost in transport is sent again only when that cannot do anything twice
 * (`maySendAgain`, ./repeat.ts): a read; a token-spending command, whose request id makes the
 * background answer the first outcome instead of calling the service again; or a change that
 * provably never reached the background. Otherwise the page is told plainly that the change may
 * or may not have been made.
 */
async function sendToWorker(name: WorkerCommand, input: unknown): Promise<Reply<unknown>> {
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
