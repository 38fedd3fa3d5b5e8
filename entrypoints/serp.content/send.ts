import type { Input, Output } from '@/lib/messaging/protocol';
import type { serpProtocol } from '@/lib/messaging/protocol/serp';
import type { Reply } from '@/lib/messaging/define';
import { mayRepeat, repeatOf } from '@/lib/messaging/repeat';
import { answerOf, sendOverWire } from '@/lib/messaging/transport';

/** The commands a results page may send (the background accepts no other from a content script). */
export type SerpCommand = keyof typeof serpProtocol;

/**
 * A `serp.*` command to the background, with the same wire and repeat rules as the pages'
 * (lib/messaging/worker.ts) but without the pages' monitoring client.
 */
export async function sendSerp<K extends SerpCommand>(
  name: K,
  input: Input<K>,
): Promise<Output<K>> {
  const reply = await sendOverWire(name, input, (cause) => mayRepeat(repeatOf[name], cause));
  return answerOf(reply as Reply<Output<K>>);
}
