import { defineExtensionMessaging } from '@webext-core/messaging';
import { ServiceError } from '../api/errors';
import type { Reply } from './define';
import type { CommandName, Input, Output } from './protocol';

type WireMap = { [K in CommandName]: (input: Input<K>) => Reply<Output<K>> };

const messenger = defineExtensionMessaging<WireMap>();

/**
 * Ask the background to run a command. Resolves with its answer, or rejects with a ServiceError
 * carrying the kind and human message the background produced.
 */
export async function send<K extends CommandName>(name: K, input: Input<K>): Promise<Output<K>> {
  let reply: Reply<Output<K>>;
  try {
    reply = (await messenger.sendMessage(name, input as never)) as Reply<Output<K>>;
  } catch (cause) {
    // The worker was asleep or restarting: a second attempt wakes it.
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
