import { describe, expect, it } from 'vitest';
import { useEmulator } from './harness.ts';

/**
 * Faults after the service acted (../core/connection-faults.ts): the service's state shows the
 * action, while the client gets no answer, a late one, or the answer of a second arrival.
 */
const h = useEmulator();

const CREATE = {
  title: 'Stormlens — https://www.example.com/faults',
  urls: ['https://www.example.com/faults'],
  device: ['desktop'],
  audits_settings: { lighthouse: {} },
};

interface LoggedRequest {
  method: string;
  path: string;
  body: unknown;
  fault: string | null;
  status: number;
}

async function logged(): Promise<LoggedRequest[]> {
  return (await (await fetch(`${h.url}/__emulator/requests`)).json()).requests;
}

async function tokensLeft(): Promise<number> {
  const state = await (await fetch(`${h.url}/__emulator/state`)).json();
  return state.accounts.find((a: { token: string }) => a.token === 'demo-token').auditTokensLeft;
}

async function runsTitled(title: string): Promise<number> {
  const listed = await h.call('POST', 'audits/audit/list', { filters: { title } });
  return listed.body.results.filter((a: { parent_id: unknown }) => Number(a.parent_id) === 0)
    .length;
}

describe('faults after acting', () => {
  it('act-then-drop carries the call out and closes the connection with no answer', async () => {
    const before = await tokensLeft();
    await h.control('fault', { kind: 'act-then-drop', path: '/api-v3/audits/audit' });
    await expect(h.call('POST', 'audits/audit', CREATE)).rejects.toThrow();
    expect(await tokensLeft()).toBe(before - 1);
    expect(await runsTitled(CREATE.title)).toBe(1);
    const creates = (await logged()).filter((r) => r.path === '/api-v3/audits/audit');
    expect(creates.map((r) => [r.fault, r.body])).toEqual([['act-then-drop', CREATE]]);
  });

  it('act-then-hold carries the call out at once and answers only after delayMs', async () => {
    const before = await tokensLeft();
    await h.control('fault', {
      kind: 'act-then-hold',
      path: '/api-v3/audits/audit',
      delayMs: 1500,
    });
    const answer = h.call('POST', 'audits/audit', CREATE);
    // Before the held answer arrives, the service already shows the run and the spent token.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runsTitled(CREATE.title)).toBe(1);
    expect(await tokensLeft()).toBe(before - 1);
    expect((await answer).status).toBe(200);
  });

  it('act-twice carries the call out twice, logs both arrivals and answers the second', async () => {
    await h.control('settings', { rateLimit: true });
    const before = await tokensLeft();
    await h.control('fault', { kind: 'act-twice', path: '/api-v3/audits/audit' });
    const answer = await h.call('POST', 'audits/audit', CREATE);
    expect(answer.status).toBe(200);
    expect(await tokensLeft()).toBe(before - 2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await runsTitled(CREATE.title)).toBe(2);
    const creates = (await logged()).filter((r) => r.path === '/api-v3/audits/audit');
    expect(creates.map((r) => [r.fault, r.status, r.body])).toEqual([
      ['act-twice', 200, CREATE],
      ['act-twice', 200, CREATE],
    ]);
    // The answer names the second run, not the first.
    const ids = Object.values(answer.body.results.urls ?? {}).flat();
    expect(ids.length).toBeGreaterThan(0);
  });

  it.each([
    [500, undefined],
    [503, 503],
  ])(
    'act-then-drop-refuse-reads acts, drops the connection, then refuses the next reads with %d',
    async (refusal, status) => {
      const before = await tokensLeft();
      await h.control('fault', {
        kind: 'act-then-drop-refuse-reads',
        path: '/api-v3/audits/audit',
        reads: 2,
        ...(status ? { status } : {}),
      });
      await expect(h.call('POST', 'audits/audit', CREATE)).rejects.toThrow();
      expect(await tokensLeft()).toBe(before - 1);
      // A read of what was made, by list or by id, is refused; a write in between is not.
      const list = await h.call('POST', 'audits/audit/list', { filters: { title: CREATE.title } });
      expect(list.status).toBe(refusal);
      expect((await h.call('POST', 'audits/audit', CREATE)).status).toBe(200);
      expect((await h.call('GET', 'audits/audit/240001')).status).toBe(refusal);
      // The refusals are used up: reads answer again, and show both runs.
      expect(await runsTitled(CREATE.title)).toBe(2);
      const faults = (await logged()).map((r) => [r.method, r.fault, r.status]);
      expect(faults).toEqual([
        ['POST', 'act-then-drop-refuse-reads', 200],
        ['POST', 'act-then-drop-refuse-reads', refusal],
        ['POST', null, 200],
        ['GET', 'act-then-drop-refuse-reads', refusal],
        ['POST', null, 200],
      ]);
    },
  );

  it('logs a read with a null body and never the token in a body', async () => {
    await h.call('GET', 'audits/audit/240001');
    await h.call('POST', 'audits/audit/list', { services_token: 'demo-token', pager: {} });
    const [read, list] = await logged();
    expect(read.body).toBeNull();
    expect(list.body).toEqual({ pager: {} });
  });
});
