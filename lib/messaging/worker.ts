import type { Reply } from './define';
import type { Input, Output, WorkerCommand } from './protocol';
import { maySendAgain } from './resend';
import { answerOf, sendOverWire } from './transport';

/*
 * The way to the background: a command's message and its reply. ./client.ts routes every command
 * (some are served in the page, ./local.ts); what a page-served command itself asks of the
 * background (lib/monitoring/remote.ts) comes here directly, so serving it in the page does not
 * lead back to the router that loaded it.
 */

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
 * provably never reached the background.
 */
export function sendToWorker(name: WorkerCommand, input: unknown): Promise<Reply<unknown>> {
  return sendOverWire(name, input, (cause) => maySendAgain(name, input, cause));
}
