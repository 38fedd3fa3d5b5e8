import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmulator, PLAIN_WIRE } from '../server.ts';

describe('--state-file', () => {
  it('keeps accounts, audits, profiles, monitoring and the clock across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-state-'));
    const stateFile = path.join(dir, 'state.json');
    const first = createEmulator({ rateLimit: false, stateFile, ...PLAIN_WIRE });
    const { baseUrl, url } = await first.listen(0);
    const created = await fetch(`${baseUrl}audits/profile.json?services_token=demo-token`, {
      method: 'POST',
      body: JSON.stringify({ title: 'Survives' }),
    });
    const { id } = (await created.json()).results;
    await fetch(`${url}/__emulator/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceMs: 60_000 }),
    });
    const monitoringBefore = first.ctx.state.monitoring;
    await first.close();

    const second = createEmulator({ rateLimit: false, stateFile, ...PLAIN_WIRE });
    const again = await second.listen(0);
    const res = await fetch(`${again.baseUrl}audits/profile/${id}.json?services_token=demo-token`);
    expect((await res.json()).results.title).toBe('Survives');
    expect(second.ctx.state.clockOffsetMs).toBe(60_000);
    expect(second.ctx.state.monitoring).toEqual(monitoringBefore);
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts fresh from a file of another version', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-state-'));
    const stateFile = path.join(dir, 'state.json');
    fs.writeFileSync(stateFile, JSON.stringify({ version: 0, accounts: [] }));
    const emulator = createEmulator({ rateLimit: false, stateFile, ...PLAIN_WIRE });
    expect(emulator.ctx.state.accounts.map((a) => a.token)).toContain('demo-token');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
