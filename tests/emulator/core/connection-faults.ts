import type { Context, Next } from 'hono';
import type { AppEnv } from './context.ts';
import type { Fault } from './faults.ts';

/**
 * Faults between the client and the service that strike after the service acted: what a flaky
 * Wi-Fi, a VPN reconnect or a proxy timeout does to a write. The client cannot tell from its side
 * whether the service acted, and a browser may send the same POST again on its own (Chromium
 * re-sends a request whose reused keep-alive connection closes before any answer arrives), so
 * these faults exercise how a client finds out what the service really made.
 */

/* Requests the emulator sends itself to stand for a second arrival. They skip the rate limiter
 * and take no fault; a WeakSet of the very Request objects, so no header a client could send
 * opens that door. */
const replays = new WeakSet<Request>();

export function isReplay(request: Request): boolean {
  return replays.has(request);
}

const HOLD_MS = 60_000;

export async function afterActing(
  c: Context<AppEnv>,
  next: Next,
  fault: Fault,
  replay: (request: Request) => Promise<Response>,
): Promise<Response | void> {
  if (fault.kind === 'act-twice') {
    // The first arrival is carried out in full (logged, persisted); its answer never reaches the
    // client, which receives the second one's, as after a browser's re-send.
    const first = new Request(c.req.raw.url, {
      method: c.req.method,
      headers: c.req.raw.headers,
      body: c.get('rawBody') || undefined,
    });
    replays.add(first);
    await (await replay(first)).body?.cancel();
    return next();
  }
  await next();
  if (fault.kind === 'act-then-hold') {
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? HOLD_MS));
    return;
  }
  // act-then-drop (and act-then-drop-refuse-reads): the state changed; the socket closes before a
  // byte of the answer is written.
  // In process (`app.request`, no socket) the client gets no answer either: the call rejects.
  const outgoing = c.env?.outgoing;
  if (!outgoing) throw new ConnectionDropped();
  outgoing.socket?.destroy();
  outgoing.destroy();
}

/** What an in-process caller sees of `act-then-drop`: no answer at all. */
export class ConnectionDropped extends Error {
  constructor() {
    super('The emulator dropped the connection after acting (fault act-then-drop).');
  }
}
