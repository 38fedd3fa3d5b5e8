import { issue, isInputCode, type Issue, type IssueValues } from '@/lib/domain/input-issue';
import { defineExtensionMessaging } from '@webext-core/messaging';
import { browser } from 'wxt/browser';
import type { z } from 'zod/mini';
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
    const error = invalidInput(protocolIssue(parsed.error, data));
    // Zod's own words, for the log a user can copy for support; the page shows the code.
    error.details.problem = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(input)'}: ${i.message}`)
      .join('; ');
    return { ok: false, error: error.toJSON() };
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

/**
 * The first problem of a command's input as an input code: protocol schemas write codes as their
 * messages (lib/messaging/protocol/*); anything else is a malformed command, a bug.
 */
function protocolIssue(error: z.core.$ZodError, data: unknown): Issue {
  const first = error.issues[0];
  const path = first?.path ?? [];
  const field = path.filter((part) => typeof part === 'string').join('.');
  const values: IssueValues = {};
  const input = path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
  if (typeof input === 'string' || typeof input === 'number') values.value = String(input);
  if (first && 'maximum' in first) values.max = Number(first.maximum);
  if (first && 'minimum' in first) values.min = Number(first.minimum);
  return issue(field, isInputCode(first?.message) ? first.message : 'message-invalid', values);
}
