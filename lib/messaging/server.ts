import { defineExtensionMessaging } from '@webext-core/messaging';
import { browser } from 'wxt/browser';
import { z } from 'zod/mini';
import { ServiceError, invalidInput } from '../api/errors';
import type { Reply } from './define';
import { protocol, type CommandName, type Input, type Output, type ParsedInput } from './protocol';

type WireMap = { [K in CommandName]: (input: Input<K>) => Reply<Output<K>> };

const messenger = defineExtensionMessaging<WireMap>();

export interface HandlerContext {
  sender: chrome.runtime.MessageSender;
}

export type Handler<K extends CommandName> = (
  input: ParsedInput<K>,
  ctx: HandlerContext,
) => Promise<Output<K>> | Output<K>;

/** Run a handler the way the protocol demands: sender checked, input parsed, errors serialised. */
export async function dispatch<K extends CommandName>(
  name: K,
  data: unknown,
  sender: chrome.runtime.MessageSender,
  handler: Handler<K>,
): Promise<Reply<Output<K>>> {
  if (sender.id !== browser.runtime.id) {
    return {
      ok: false,
      error: new ServiceError('access', {
        message: 'Stormlens accepts commands only from its own pages.',
      }).toJSON(),
    };
  }
  const parsed = protocol[name].input.safeParse(data);
  if (!parsed.success) {
    return { ok: false, error: invalidInput(z.prettifyError(parsed.error)).toJSON() };
  }
  try {
    const result = await handler(parsed.data as ParsedInput<K>, { sender });
    return { ok: true, data: result };
  } catch (error) {
    return { ok: false, error: ServiceError.from(error).toJSON() };
  }
}

/** Register the background's handler of one command. Call synchronously inside `main()`. */
export function handle<K extends CommandName>(name: K, handler: Handler<K>): void {
  messenger.onMessage(name, ({ data, sender }) => dispatch(name, data, sender, handler) as never);
}
