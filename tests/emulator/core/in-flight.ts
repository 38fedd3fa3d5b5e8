import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * How many service calls are being answered right now, and for how long none has been:
 * `GET /__emulator/in-flight` → `{ inFlight, quietMs }` (`quietMs` 0 while any is in flight). The
 * request log lists a call only once it is answered; a test that must know the service has gone
 * quiet (the e2e check that nothing keeps spinning) asks this instead. Counts every call, faults
 * and dropped connections included, from arrival to the end of its answer.
 */
export function mountInFlight(app: Hono<AppEnv>, now: () => number = Date.now): void {
  let inFlight = 0;
  let quietSince = now();
  app.get('/__emulator/in-flight', (c) =>
    c.json({ inFlight, quietMs: inFlight > 0 ? 0 : now() - quietSince }),
  );
  app.use('/api-v3/*', async (_c, next) => {
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
      if (inFlight === 0) quietSince = now();
    }
  });
}
