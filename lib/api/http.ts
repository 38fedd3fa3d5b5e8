import ky, { isTimeoutError, type KyInstance } from 'ky';
import { z } from 'zod/mini';
import { creditsLeft, creditsUsed, echoedParams, unwrapEnvelope } from './envelope';
import { ServiceError } from './errors';
import { errorMember, failureFromBody, summarise } from './failure';
import { normaliseBaseUrl } from '@/lib/domain/base-url';
import { isUnwanted, sharedLimiter, sleep, type Priority } from './limiter';
import { logCaught } from '../diagnostics/log';

export interface ApiConfig {
  /** Ends in `/api-v3/`; default https://api.semstorm.com/api-v3/. */
  baseUrl?: string;
  /** Sent as `?services_token=…` on every call. */
  token: string;
  /** Client rate limiter spacing, default 1000 (one request per second per token). */
  minIntervalMs?: number;
  /** Spacing of set-access calls, default 10 000 (the service allows one per 10 s). */
  setAccessIntervalMs?: number;
  /** Per-request timeout, default 20 000. */
  timeoutMs?: number;
  /** Base of the 503/409 retry wait (≈ base × attempt), default 1000. */
  retryDelayMs?: number;
  /** Queue position of this client's calls (limiter.ts): `later` yields to `now`. Default `now`. */
  priority?: Priority;
  /**
   * Asked when a call's turn comes (limiter.ts `schedule`): false drops it unsent, so a read for a
   * page that has closed does not spend the token's pace. Default: every call is sent.
   */
  wanted?: () => Promise<boolean>;
  /**
   * Called with `_credits_left` whenever a body carries it, and with `_credits` (what the call
   * cost, null when the body does not say) — the watch settings show what a daily check cost.
   */
  onMeta?: (meta: { creditsLeft: number | null; credits: number | null; path: string }) => void;
  /** Called after every try of a call, for the diagnostics log. Never given the token or query. */
  onCall?: (call: CallRecord) => void;
  /** For tests. */
  fetch?: typeof fetch;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One try of a service call as the diagnostics log keeps it. */
export interface CallRecord {
  method: Method;
  /** Relative to the base URL, with `.json`, without the query (where the token is). */
  path: string;
  /** The HTTP status; null when no answer came (network failure, timeout). */
  status: number | null;
  durationMs: number;
  /** The failure when the try failed. */
  error: ServiceError | null;
}

export interface RequestOptions<S extends z.ZodMiniType> {
  method: Method;
  /** Relative to the base URL, without `.json` (added here). */
  path: string;
  /** JSON body for POST and PUT. */
  body?: unknown;
  /** Checks and normalises the unwrapped payload. */
  schema: S;
  /**
   * False for calls that create something (create, clone, refresh): those are retried only after
   * a failure that proves the service did not act — see `safeToRetry`.
   */
  idempotent?: boolean;
  /** Bulk status calls: an error envelope carrying `statuses` is a per-id result, not a failure. */
  bulk?: boolean;
  /** Extra queue for calls the service limits more tightly (set-access: one per 10 s). */
  slowLane?: 'set-access';
  /**
   * The schema reads `{ params, results }`: the envelope's echo of what the service used beside
   * the payload (`params` undefined when the answer is a bare payload).
   */
  withParams?: boolean;
}

export interface Http {
  request<S extends z.ZodMiniType>(options: RequestOptions<S>): Promise<z.output<S>>;
  readonly ky: KyInstance;
}

/** At most 3 tries in all (the first and two retries), as the service's public clients do. */
export const MAX_TRIES = 3;

/** Appends `.json` to the last segment, as the real service expects. */
export function jsonPath(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean.endsWith('.json') ? clean : `${clean}.json`;
}

/**
 * Whether a failed try may be repeated. Only 503 (too fast / throttle prevention) and 409 (lock
 * held) are retried. For a call that creates something, both are refusals before acting — the 409
 * lock and the throttle guard run first — unless the 503 carried data (`error.result`), which
 * shows the service did part of the work; then a retry could create twice. Timeouts, network
 * failures, 5xx exceptions and unreadable answers are never retried: the service may have acted.
 */
export function safeToRetry(error: ServiceError, idempotent: boolean): boolean {
  const stated = typeof error.details.statedStatus === 'number' ? error.details.statedStatus : null;
  const status = stated ?? error.status;
  if (status !== 503 && status !== 409) return false;
  if (idempotent) return true;
  return error.partial === undefined;
}

export function createHttp(config: ApiConfig): Http {
  const minIntervalMs = config.minIntervalMs ?? 1000;
  const setAccessIntervalMs = config.setAccessIntervalMs ?? 10_000;
  const retryDelayMs = config.retryDelayMs ?? 1000;
  const instance = ky.create({
    prefixUrl: normaliseBaseUrl(config.baseUrl),
    timeout: config.timeoutMs ?? 20_000,
    // Retries are ours: they must pass the rate limiter and respect non-idempotent calls.
    retry: 0,
    throwHttpErrors: false,
    headers: { Accept: 'application/json' },
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  const limiter = sharedLimiter(`all:${config.token}`, minIntervalMs);
  const slowLimiter = sharedLimiter(`set-access:${config.token}`, setAccessIntervalMs);

  /** One try, reported to `onCall` whatever its outcome. */
  async function once<S extends z.ZodMiniType>(options: RequestOptions<S>): Promise<z.output<S>> {
    const path = jsonPath(options.path);
    const started = Date.now();
    let status: number | null = null;
    const report = (error: ServiceError | null) =>
      config.onCall?.({
        method: options.method,
        path,
        status: error?.status ?? status,
        durationMs: Date.now() - started,
        error,
      });
    try {
      const value = await tryOnce(options, path, (s) => (status = s));
      report(null);
      return value;
    } catch (error) {
      // A call dropped at its turn never reached the service: nothing to log.
      if (!isUnwanted(error)) report(ServiceError.from(error));
      throw error;
    }
  }

  async function tryOnce<S extends z.ZodMiniType>(
    options: RequestOptions<S>,
    path: string,
    answered: (status: number) => void,
  ): Promise<z.output<S>> {
    const send = () =>
      instance(path, {
        method: options.method,
        searchParams: { services_token: config.token },
        ...(options.method === 'POST' || options.method === 'PUT'
          ? { json: options.body ?? {} }
          : {}),
      });
    let response: Response;
    try {
      response = await limiter.schedule(send, config.priority, config.wanted);
    } catch (cause) {
      throw transportError(cause, path);
    }
    answered(response.status);
    const text = await response.text().catch((error: unknown) => {
      void logCaught(`api: reading the answer of ${path}`, error);
      return '';
    });
    const body = parseJson(text);
    if (body === NOT_JSON) {
      const failed = failureFromBody(response.status, undefined, { path });
      if (failed) {
        failed.details.body = summarise(text);
        throw failed;
      }
      throw new ServiceError('invalid-response', {
        status: response.status,
        details: { path, body: summarise(text) },
      });
    }
    const left = creditsLeft(body);
    const credits = creditsUsed(body);
    if (left !== undefined || credits !== null) {
      config.onMeta?.({ creditsLeft: left ?? null, credits, path });
    }

    const bulkStatuses = options.bulk ? errorMember(body)?.statuses : undefined;
    let payload: unknown;
    if (bulkStatuses && typeof bulkStatuses === 'object') {
      payload = { statuses: bulkStatuses, message: errorMember(body)?.message ?? '' };
    } else {
      const failure = failureFromBody(response.status, body, { path });
      const framed = (data: unknown) =>
        options.withParams ? { params: echoedParams(body), results: data } : data;
      if (failure) throw withPartialParsed(failure, options.schema, framed);
      payload = framed(unwrapEnvelope(body));
    }
    const parsed = options.schema.safeParse(payload);
    if (!parsed.success) {
      throw new ServiceError('invalid-response', {
        status: response.status,
        details: {
          path,
          issues: parsed.error.issues.slice(0, 5).map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
          body: summarise(payload),
        },
      });
    }
    return parsed.data;
  }

  async function request<S extends z.ZodMiniType>(
    options: RequestOptions<S>,
  ): Promise<z.output<S>> {
    if (!config.token) {
      throw new ServiceError('auth', { details: { local: true, reason: 'no-token' } });
    }
    const idempotent = options.idempotent ?? true;
    for (let attempt = 1; ; attempt++) {
      try {
        if (options.slowLane === 'set-access') {
          return await slowLimiter.schedule(() => once(options));
        }
        return await once(options);
      } catch (error) {
        const failure = ServiceError.from(error);
        // Any 503 (too fast, or throttle prevention) slows the token's pace for a while.
        if (failure.kind === 'throttling') limiter.noteThrottled();
        if (attempt >= MAX_TRIES || !safeToRetry(failure, idempotent)) {
          failure.details.attempts = attempt;
          throw failure;
        }
        await sleep(retryDelayMs * attempt);
      }
    }
  }

  return { request, ky: instance };
}

const NOT_JSON = Symbol('not-json');

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function transportError(cause: unknown, path: string): ServiceError {
  if (cause instanceof ServiceError) return cause;
  if (isTimeoutError(cause)) {
    return new ServiceError('timeout', { details: { path }, cause });
  }
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ServiceError('network', { details: { path, reason }, cause });
}

/**
 * A failure's partial data (a 503 that sent part of a report) checked by the schema of the call
 * that failed, like a whole answer: callers receive the client's own values, never the service's
 * raw JSON. Data the schema refuses becomes `null`: there was some, none is usable.
 */
function withPartialParsed(
  failure: ServiceError,
  schema: z.ZodMiniType,
  framed: (data: unknown) => unknown,
): ServiceError {
  if (failure.partial === undefined || failure.partial === null) return failure;
  const parsed = schema.safeParse(framed(failure.partial));
  return ServiceError.from({ ...failure.toJSON(), partial: parsed.success ? parsed.data : null });
}
