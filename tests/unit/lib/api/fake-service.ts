import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApi, type ApiConfig } from '@/lib/api';

/** A recorded payload from tests/fixtures/service. */
export function fixture(name: string): unknown {
  const file = fileURLToPath(new URL(`../../../fixtures/service/${name}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8'));
}

export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
  at: number;
}

type Reply =
  | { status?: number; body?: unknown; text?: string }
  | ((request: SentRequest) => Promise<Response> | Response);

/**
 * A fetch that answers from a queue of replies (the last one repeats) and records what was sent,
 * so a test can check both the parsed result and the request on the wire.
 */
export function fakeService(...replies: Reply[]) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const at = Date.now();
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const record: SentRequest = {
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
      at,
    };
    sent.push(record);
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    if (typeof reply === 'function') return reply(record);
    const payload = reply.text ?? JSON.stringify(reply.body ?? null);
    return new Response(payload, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

let tokenCounter = 0;

/** A client on the fake service; a fresh token each time so the shared limiters never overlap. */
export function apiOn(service: { fetch: typeof fetch }, config: Partial<ApiConfig> = {}) {
  return createApi({
    baseUrl: 'https://api.test/api-v3/',
    token: `test-token-${++tokenCounter}`,
    minIntervalMs: 0,
    retryDelayMs: 1,
    fetch: service.fetch,
    ...config,
  });
}
