import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { formatEntry, formatLog } from '@/lib/diagnostics/format';
import {
  appendLog,
  logCaught,
  MAX_LOG_ENTRIES,
  readLog,
  redact,
  type CallEntry,
  type LogEntry,
} from '@/lib/diagnostics/log';

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const call = (i: number): CallEntry => ({
  at: Date.UTC(2026, 10, 22, 12, 0, i),
  kind: 'call',
  method: 'POST',
  path: 'audits/audit/list.json',
  status: 200,
  ms: i,
  error: null,
});

describe('the diagnostics log', () => {
  it.each([
    [
      'a query value',
      'GET https://h/api-v3/a.json?services_token=s3cr3t-tok&x=1',
      'GET https://h/api-v3/a.json?services_token=…&x=1',
    ],
    ['an encoded one at the end', 'url …?SERVICES_TOKEN=abc%20def', 'url …?SERVICES_TOKEN=…'],
    ['the token itself anywhere', 'refused s3cr3t-tok (hint)', 'refused … (hint)'],
  ])('redacts %s', (_label, text, expected) => {
    expect(redact(text, ['s3cr3t-tok'])).toBe(expected);
  });

  it('keeps the newest entries only, and loses none of many appended at once', async () => {
    await Promise.all(Array.from({ length: MAX_LOG_ENTRIES + 20 }, (_, i) => appendLog([call(i)])));
    const log = (await readLog()) as CallEntry[];
    expect(log).toHaveLength(MAX_LOG_ENTRIES);
    expect(log[0].ms).toBe(20);
    expect(log.at(-1)!.ms).toBe(MAX_LOG_ENTRIES + 19);
  });

  it('stores a caught error with its kind, the token taken out of its message and path', async () => {
    const error = new ServiceError('timeout', {
      message: 'Request timed out: GET http://127.0.0.1:1/api-v3/a.json?services_token=abcd1234',
    });
    await logCaught('tracker: a polling tick', error);
    await appendLog([{ ...call(1), path: 'a.json?services_token=abcd1234' }], ['abcd1234']);
    const raw = JSON.stringify(await fakeBrowser.storage.local.get('diagnosticsLog'));
    expect(raw).not.toContain('abcd1234');
    const [caught, logged] = await readLog();
    expect(caught).toMatchObject({
      kind: 'caught',
      where: 'tracker: a polling tick',
      error: 'timeout',
    });
    expect(logged).toMatchObject({ path: 'a.json' });
  });

  it('reads an unreadable log as empty instead of failing', async () => {
    await fakeBrowser.storage.local.set({ diagnosticsLog: { not: 'a list' } });
    expect(await readLog()).toEqual([]);
    await appendLog([call(1)]);
    expect(await readLog()).toHaveLength(1);
  });
});

describe('the log as text', () => {
  it.each([
    [call(5), '2026-11-22T12:00:05.000Z  call  POST audits/audit/list.json  200  5 ms'],
    [
      { ...call(0), status: null, error: 'network' },
      '2026-11-22T12:00:00.000Z  call  POST audits/audit/list.json  no answer network  0 ms',
    ],
    [
      {
        at: 0,
        kind: 'caught',
        where: 'badge',
        message: 'No tab with id: 7.',
        error: 'Error',
      } as LogEntry,
      '1970-01-01T00:00:00.000Z  error  badge: No tab with id: 7. [Error]',
    ],
  ])('formats %#', (entry, line) => {
    expect(formatEntry(entry)).toBe(line);
  });

  it('starts with the version and the browser, then one line per entry', () => {
    const text = formatLog([call(1), call(2)], { version: '1.2.3', userAgent: 'UA', now: 0 });
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Stormlens 1.2.3 — diagnostics copied 1970-01-01T00:00:00.000Z',
      'Browser: UA',
      '2 entries (the API token is never recorded)',
    ]);
    expect(text.trimEnd().split('\n')).toHaveLength(6);
  });
});
