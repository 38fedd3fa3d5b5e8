import { describe, expect, it } from 'vitest';
import { useEmulator } from './harness.ts';

const h = useEmulator();

/** Create a Lighthouse run of one page on desktop, let it finish, and read its score. */
async function runScore(url: string): Promise<number> {
  const created = await h.call('POST', 'audits/audit.json', {
    title: 'Stormlens watch — ' + url,
    urls: [url],
    device: ['desktop'],
    audits_settings: { lighthouse: {} },
  });
  const [parentId] = Object.keys(created.body.results.urls);
  await h.control('clock', { advanceMs: 5_000 });
  const parent = await h.call('GET', `audits/audit/${parentId}.json`);
  return Number(parent.body.results.audit_info.result_overall);
}

describe('control: score (a later run of a page scoring lower)', () => {
  it('shifts runs created afterwards, clamped to 0–100, and leaves earlier runs as they were', async () => {
    const url = 'https://www.example.com/slow/';
    const before = await runScore(url);
    const shifted = await h.control('score', { urlContains: 'example.com/slow', points: -60 });
    expect(shifted).toMatchObject({ ok: true, scoreShifts: [{ points: -60 }] });
    const after = await runScore(url);
    expect(after).toBeLessThan(before - 50);
    expect(after).toBeGreaterThanOrEqual(0);
    // Another page is not touched; 0 ends the shift.
    expect(await runScore('https://www.example.com/other/')).toBeGreaterThan(after);
    await h.control('score', { urlContains: 'example.com/slow', points: 0 });
    expect(await runScore(url)).toBeGreaterThan(after + 40);
  });

  it('refuses points outside −100…100 (400)', async () => {
    expect(await h.control('score', { urlContains: 'x', points: 101 })).toMatchObject({
      status: 400,
    });
  });
});
