import { describe, expect, it } from 'vitest';
import { useEmulator } from './harness.ts';

/** The real service's answer time (../core/middleware.ts `latency`), switched on per run. */
const h = useEmulator();

async function durations(): Promise<number[]> {
  const { requests } = await (await fetch(`${h.url}/__emulator/requests`)).json();
  return requests.map((r: { durationMs: number }) => r.durationMs);
}

describe('latency', () => {
  it('is off by default', async () => {
    const health = await (await fetch(`${h.url}/__emulator/health`)).json();
    expect(health.settings.latencyMs).toBeNull();
  });

  it('holds each answer for a time in the range it is given', async () => {
    await h.control('settings', { latencyMs: { min: 200, max: 260 } });
    for (let i = 0; i < 3; i++)
      expect((await h.call('GET', 'audits/audit/240001')).status).toBe(200);
    const taken = await durations();
    expect(taken).toHaveLength(3);
    for (const ms of taken) expect(ms).toBeGreaterThanOrEqual(199);
  });

  it('refuses a range whose maximum is below its minimum', async () => {
    const res = await fetch(`${h.url}/__emulator/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: { min: 500, max: 100 } }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain('latencyMs.max');
  });
});
