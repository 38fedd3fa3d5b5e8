import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Reply } from './define';
import type { Input, Output, WorkerCommand } from './protocol';

/** Each command the background serves, as it travels: its input out, its reply back. */
type WireMap = { [K in WorkerCommand]: (input: Input<K>) => Reply<Output<K>> };

/**
 * The one message channel between the background (./server.ts, which answers) and its senders
 * (./transport.ts: the pages and the results page's content script).
 */
export const messenger = defineExtensionMessaging<WireMap>();
