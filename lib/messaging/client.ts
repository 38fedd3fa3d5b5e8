import { defineExtensionMessaging } from '@webext-core/messaging';
import { ServiceError } from '../api/errors';
import type { Reply } from './define';
import type { CommandName, Input, Output } from './protocol';
import { maySendAgain } from './repeat';

type WireMap = { [K in CommandName]: (input: Input<K>) => Reply<Output<K>> };

const messenger = defineExtensionMessaging<WireMap>();

/**
 * Ask the background to run a command. Resolves with its answer, or rejects with a ServiceError
 * carrying the kind and human message the background produced.
 *
 * A message lost in transport is sent again only when that cannot do anything twice
 * (`maySendAgain`, lib/messaging/repeat.ts): a read; a token-spending command, whose request id
 * makes the background answer the first outcome instead of calling the service again; or a
 * change that provably never reached the background. Otherwise the page is told plainly that
 * the change may or may not have been made.
 */
export async function send<K extends CommandName>(name: K, input: Input<K>): Promise<Output<K>> {
  let reply: Reply<Output<K>>;
  try {
    reply = (await messenger.sendMessage(name, input as never)) as Reply<Output<K>>;
  } catch (cause) {
    if (!maySendAgain(name, cause)) {
      throw new ServiceError('exception', {
        message:
          'The Stormlens background stopped before answering: the change may or may not have been made. Check it before trying again.',
        details: { reason: 'background-lost' },
        cause,
      });
    }
    reply = (await messenger.sendMessage(name, input as never).catch(() => {
      throw new ServiceError('exception', {
        message: 'The Stormlens background did not answer — reload the extension.',
        cause,
      });
    })) as Reply<Output<K>>;
  }
  if (!reply || typeof reply !== 'object' || !('ok' in reply)) {
    throw new ServiceError('invalid-response', { message: 'The background sent no answer.' });
  }
  if (!reply.ok) throw ServiceError.from(reply.error);
  return reply.data;
}
