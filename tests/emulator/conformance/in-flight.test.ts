import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../core/context.ts';
import { mountInFlight } from '../core/in-flight.ts';

/** A service whose one call is answered (or fails) when the test says, on a clock the test moves. */
function stalledService() {
  let clock = 1_000;
  const app = new Hono<AppEnv>();
  mountInFlight(app, () => clock);
  const gates: { open: () => void; fail: () => void }[] = [];
  app.post('/api-v3/audits/audit/list', async (c) => {
    await new Promise<void>((resolve, reject) =>
      gates.push({ open: resolve, fail: () => reject(new Error('connection dropped')) }),
    );
    return c.json({ ok: true });
  });
  app.onError((_e, c) => c.text('dropped', 500));
  const state = async () => (await app.request('/__emulator/in-flight')).json();
  const call = () => Promise.resolve(app.request('/api-v3/audits/audit/list', { method: 'POST' }));
  return { gates, state, call, tick: (ms: number) => (clock += ms) };
}

describe('GET /__emulator/in-flight', () => {
  it('counts calls from arrival to answer, and how long the service has been quiet since', async () => {
    const s = stalledService();
    s.tick(500);
    expect(await s.state()).toEqual({ inFlight: 0, quietMs: 500 });
    const first = s.call();
    const second = s.call();
    await expect.poll(() => s.gates.length).toBe(2);
    s.tick(4_000);
    expect(await s.state()).toEqual({ inFlight: 2, quietMs: 0 });
    s.gates[0].open();
    await first;
    expect(await s.state()).toEqual({ inFlight: 1, quietMs: 0 });
    // A call that fails (a dropped connection, an exception) leaves the count too.
    s.gates[1].fail();
    await second;
    s.tick(3_000);
    expect(await s.state()).toEqual({ inFlight: 0, quietMs: 3_000 });
  });
});
