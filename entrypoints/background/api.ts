import { createApi, type Api } from '@/lib/api';
import type { CallRecord } from '@/lib/api/http';
import { appendLog } from '@/lib/diagnostics/log';
import { ServiceError } from '@/lib/api/errors';
import { rememberPaceWith, type Priority } from '@/lib/api/limiter';
import { isLoopbackUrl } from '@/lib/domain/url';
import { connectionSettings, connectionState, devSettings } from '@/lib/storage/connection';
import { apiToken } from '@/lib/storage/secret';
import { storedPace } from '@/lib/storage/pace';

/**
 * The client is memoised per (base URL, token, spacing) only so that its rate limiter is shared:
 * the service allows about one request per second per token across the whole extension. It holds
 * nothing durable — a restarted worker simply builds a new one from storage.
 */
const memo = new Map<string, Api>();

// A stopped worker's successor still waits for the last request's turn (lib/api/limiter.ts).
rememberPaceWith(storedPace);

/** The stored token, or null. An empty string means "removed" (see connection handlers). */
export async function readToken(): Promise<string | null> {
  const token = (await apiToken.getValue())?.trim();
  return token ? token : null;
}

/** Client spacing: the developer setting is honoured only against a loopback emulator. */
export async function minIntervalFor(baseUrl: string): Promise<number | undefined> {
  if (!isLoopbackUrl(baseUrl)) return undefined;
  const { minIntervalMs } = await devSettings.getValue();
  return minIntervalMs ?? undefined;
}

/** Records the audit tokens left that create, refresh and clone report (`left`). */
export async function noteTokensLeft(left: number | null): Promise<void> {
  if (left === null || !Number.isFinite(left)) return;
  await connectionState.update((state) => ({ ...state, tokensLeft: left }));
}

/** Records the API credits left whenever an envelope reports them (`_credits_left`). */
async function noteCreditsLeft(left: number | null): Promise<void> {
  if (left === null || !Number.isFinite(left)) return;
  await connectionState.update((state) => ({ ...state, creditsLeft: left }));
}

/**
 * Every try of a service call goes to the diagnostics log (method, path, status, duration, error
 * kind; the token is redacted from anything stored). A Limit refusal of an audit launch, refresh
 * or clone states the tokens left: that is stored too, so no page keeps its own count.
 */
async function noteCall(call: CallRecord, token: string): Promise<void> {
  const { error } = call;
  await appendLog(
    [
      {
        at: Date.now(),
        kind: 'call',
        method: call.method,
        path: call.path,
        status: call.status,
        ms: call.durationMs,
        error: error?.kind ?? null,
      },
    ],
    [token],
  );
  if (error?.kind === 'limit' && call.path.startsWith('audits/') && call.method === 'POST') {
    const left = error.details.left;
    if (typeof left === 'number') await noteTokensLeft(left);
  }
}

/**
 * A client for an explicit base URL and token (the connection check of a new token). `later`
 * clients share the token's limiter but yield to `now` calls (lib/api/limiter.ts). A client
 * whose calls are `wanted` only while something holds is made for that one task, not memoised.
 */
export async function createApiFor(
  baseUrl: string,
  token: string,
  priority: Priority = 'now',
  wanted?: () => Promise<boolean>,
): Promise<Api> {
  const minIntervalMs = await minIntervalFor(baseUrl);
  const account = JSON.stringify([baseUrl, token, minIntervalMs]);
  const key = `${account}|${priority}`;
  const known = wanted ? undefined : memo.get(key);
  if (known) return known;
  const api = createApi({
    baseUrl,
    token,
    minIntervalMs,
    priority,
    wanted,
    onMeta: ({ creditsLeft }) => void noteCreditsLeft(creditsLeft),
    onCall: (call) => void noteCall(call, token),
  });
  if (wanted) return api;
  // Two entries at most (one per priority) for the current token and base URL.
  for (const old of memo.keys()) if (!old.startsWith(account)) memo.delete(old);
  memo.set(key, api);
  return api;
}

/**
 * The API client for the stored token and base URL. Every background area calls this per task (never
 * keep the result in a global). Rejects with `auth` / `missing-token` when no token is set.
 * `wanted`: asked at each call's turn, false drops the call unsent (lib/api/http.ts).
 */
export async function getApi(
  priority: Priority = 'now',
  wanted?: () => Promise<boolean>,
): Promise<Api> {
  const token = await readToken();
  if (!token) throw new ServiceError('auth', { details: { reason: 'missing-token' } });
  const { baseUrl } = await connectionSettings.getValue();
  return createApiFor(baseUrl, token, priority, wanted);
}

/** What a metered client's calls cost: HTTP requests sent (retries included) and credits. */
export interface Meter {
  calls: number;
  /** The sum of `_credits` the service reported; null while it reported none. */
  credits: number | null;
  creditsLeft: number | null;
}

/**
 * A client for the stored token whose calls are counted, for work that says what it cost (the
 * daily watch check). Not memoised, but its rate limiter is the token's shared one
 * (lib/api/limiter.ts `sharedLimiter`), so it still waits its turn behind every other call.
 */
export async function meteredApi(
  priority: Priority = 'later',
): Promise<{ api: Api; meter: Meter }> {
  const token = await readToken();
  if (!token) throw new ServiceError('auth', { details: { reason: 'missing-token' } });
  const { baseUrl } = await connectionSettings.getValue();
  const meter: Meter = { calls: 0, credits: null, creditsLeft: null };
  const api = createApi({
    baseUrl,
    token,
    minIntervalMs: await minIntervalFor(baseUrl),
    priority,
    fetch: (input, init) => {
      meter.calls += 1;
      return fetch(input, init);
    },
    onMeta: ({ creditsLeft, credits }) => {
      if (credits !== null) meter.credits = (meter.credits ?? 0) + credits;
      if (creditsLeft !== null) meter.creditsLeft = creditsLeft;
      void noteCreditsLeft(creditsLeft);
    },
    onCall: (call) => void noteCall(call, token),
  });
  return { api, meter };
}
