import { isPageCommand, type Reply } from './define';
import type { CommandName, Input, Output } from './protocol';
import { sendToWorker } from './worker';
import { answerOf } from './transport';

/**
 * Run a command. A `monitoring.*` command is served in this page (./local.ts, loaded on first
 * use); every other one is sent to the background (./worker.ts). Resolves with its answer, or
 * rejects with a ServiceError carrying the kind and human message its handler produced.
 */
export async function send<K extends CommandName>(name: K, input: Input<K>): Promise<Output<K>> {
  return answerOf((await route(name, input)) as Reply<Output<K>>);
}

function route(name: CommandName, input: unknown): Promise<Reply<unknown>> {
  return isPageCommand(name)
    ? import('./local').then(({ serveInPage }) => serveInPage(name, input))
    : sendToWorker(name, input);
}
