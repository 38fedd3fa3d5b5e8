import { browser } from 'wxt/browser';
import { ServiceError } from '../api/errors';
import { messenger } from './channel';
import type { Reply } from './define';
import type { Output, ParsedInput, WorkerCommand } from './protocol';
import { serpArea } from './protocol/serp';
import { workerProtocol } from './protocol/worker';
import { runCommand } from './run';

export interface HandlerContext {
  sender: chrome.runtime.MessageSender;
}

export type Handler<K extends WorkerCommand> = (
  input: ParsedInput<K>,
  ctx: HandlerContext,
) => Promise<Output<K>> | Output<K>;

/**
 * Whether the message comes from a content script (a web page's URL) rather than one of the
 * extension's pages. A content script runs beside a search engine's page and may send only the
 * results page's commands (./protocol/serp.ts): never the token, the account or a monitoring call.
 */
function fromWebPage(sender: chrome.runtime.MessageSender): boolean {
  return typeof sender.url === 'string' && !sender.url.startsWith(browser.runtime.getURL('/'));
}

/** Run a handler the way the protocol demands: sender checked, input parsed, errors serialised. */
export async function dispatch<K extends WorkerCommand>(
  name: K,
  data: unknown,
  sender: chrome.runtime.MessageSender,
  handler: Handler<K>,
): Promise<Reply<Output<K>>> {
  if (sender.id !== browser.runtime.id) {
    return {
      ok: false,
      error: new ServiceError('access', {
        message: 'command from another extension',
      }).toJSON(),
    };
  }
  if (fromWebPage(sender) && !name.startsWith(serpArea)) {
    return {
      ok: false,
      error: new ServiceError('access', {
        message: 'results page: command outside its area',
      }).toJSON(),
    };
  }
  return runCommand(workerProtocol[name].input, data, (input) =>
    handler(input as ParsedInput<K>, { sender }),
  );
}

/** Register the background's handler of one command. Call synchronously inside `main()`. */
export function handle<K extends WorkerCommand>(name: K, handler: Handler<K>): void {
  messenger.onMessage(name, ({ data, sender }) => dispatch(name, data, sender, handler) as never);
}
