import { ServiceError } from '../api/errors';
import { messenger } from './channel';
import type { Reply } from './define';
import type { WorkerCommand } from './protocol';

/*
 * The message to the background and its reply, for every sender: the pages (./worker.ts, with the
 * repeat rules of every command) and the results page's content script (only `serp.*`, which
 * must not carry the pages' monitoring code to decide whether a lost message may be sent again).
 */

/** A reply's answer, or the ServiceError its handler produced (kind and human message). */
export function answerOf<T>(reply: Reply<T>): T {
  if (!reply || typeof reply !== 'object' || !('ok' in reply)) {
    throw new ServiceError('invalid-response', { message: 'The background sent no answer.' });
  }
  if (!reply.ok) throw ServiceError.from(reply.error);
  return reply.data;
}

/**
 * Send a command; a message lost in transport is sent again only when `maySendAgain` says so
 * for the failure (./repeat.ts). Otherwise the page is told plainly that the change may or may
 * not have been made.
 */
export async function sendOverWire(
  name: WorkerCommand,
  input: unknown,
  maySendAgain: (cause: unknown) => boolean,
): Promise<Reply<unknown>> {
  try {
    return await messenger.sendMessage(name, input as never);
  } catch (cause) {
    if (!maySendAgain(cause)) {
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
