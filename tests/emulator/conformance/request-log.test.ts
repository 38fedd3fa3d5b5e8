import { describe, expect, it } from 'vitest';
import { auditsArea } from '../audits/index.ts';
import { useEmulator } from './harness.ts';

/* The control API's request log (README "Control API", `GET requests`): what the e2e tests count. */

const h = useEmulator({ areas: [auditsArea] });

describe('the request log', () => {
  it('logs requests without the token, with status and fault, and clears the log', async () => {
    await h.control('fault', { kind: 'conflict' });
    await h.call('POST', 'audits/audit/list.json');
    await h.call('GET', 'audits/audit/240001', undefined, 'nope');
    const { requests } = await (await fetch(`${h.url}/__emulator/requests`)).json();
    expect(
      requests.map(
        (r: { path: string; status: number; fault: string | null; accountId: number | null }) => [
          r.path,
          r.status,
          r.fault,
          r.accountId,
        ],
      ),
    ).toEqual([
      ['/api-v3/audits/audit/list.json', 409, 'conflict', 1001],
      ['/api-v3/audits/audit/240001', 401, null, null],
    ]);
    expect(JSON.stringify(requests)).not.toContain('token');
    await h.control('requests/clear');
    expect((await (await fetch(`${h.url}/__emulator/requests`)).json()).requests).toEqual([]);
  });

  it('a request still answering when the log is cleared is left out of the new log', async () => {
    await h.control('fault', { kind: 'delay', delayMs: 400 });
    const slow = h.call('POST', 'audits/audit/list.json');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await h.control('reset', {});
    await h.call('POST', 'audits/profile/list.json');
    expect((await slow).status).toBe(200);
    const { requests } = await (await fetch(`${h.url}/__emulator/requests`)).json();
    expect(requests.map((r: { path: string }) => r.path)).toEqual([
      '/api-v3/audits/profile/list.json',
    ]);
  });
});
