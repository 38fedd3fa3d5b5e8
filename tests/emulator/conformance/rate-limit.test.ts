import { describe, expect, it } from 'vitest';
import { errorText, useEmulator } from './harness.ts';

const h = useEmulator({ rateLimit: true });

describe('rate limit: one request per second per token', () => {
  it('answers 503 to a second request within a second, per token, and lets it through after', async () => {
    expect((await h.call('POST', 'audits/audit/settings')).status).toBe(200);
    const fast = await h.call('POST', 'audits/audit/settings');
    expect(fast.status).toBe(503);
    expect(errorText(fast)).toMatch(/^\(503\) Requesting too fast/);
    expect(
      (await h.call('POST', 'audits/audit/settings', undefined, 'teammate-token')).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await h.call('POST', 'audits/audit/settings')).status).toBe(200);
  });

  it('can be switched off at runtime', async () => {
    await h.control('settings', { rateLimit: false });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await h.call('GET', 'keywords/keywords-tables/types')).status);
    expect(statuses).toEqual([200, 200, 200]);
  });
});
