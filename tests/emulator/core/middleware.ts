import type { MiddlewareHandler } from 'hono';
import type { AppEnv, EmulatorContext } from './context.ts';
import { findAccount } from './accounts.ts';
import { badRequest, fail, ok, throttled, unauthorized } from './envelope.ts';
import { CONFLICT_TEXT } from './lock.ts';
import { partialOf, type FaultQueue } from './faults.ts';
import { afterActing, isReplay } from './connection-faults.ts';
import { RATE_LIMIT_TEXT, type RateLimiter } from './rate-limit.ts';

/**
 * The pipeline every `/api-v3/*` request goes through, in this order: log → auth → rate limit →
 * body → injected fault → the area's handler → persist. Each step is its own middleware so the
 * order reads here in one place (../server.ts mounts them).
 */

/** The real service's paths end in `.json`; routes are registered without it. */
export function routingPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.replace(/\.json$/i, '');
}

function tokenlessQuery(url: string): Record<string, string> {
  const query = Object.fromEntries(new URL(url).searchParams);
  delete query.services_token;
  return query;
}

export function requestLogger(ctx: EmulatorContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    const generation = ctx.log.generation();
    await next();
    const account = c.get('account');
    const answer = c.req.method === 'GET' ? await readAnswer(c.res) : null;
    ctx.log.add(
      {
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        query: tokenlessQuery(c.req.url),
        body: loggedBody(c.req.method, c.get('body')),
        answer,
        status: c.res.status,
        agent: c.req.header('user-agent') ?? null,
        accountId: account ? account.id : null,
        time: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        fault: isReplay(c.req.raw) ? 'act-twice' : (c.get('fault') ?? null),
      },
      generation,
    );
    if (ctx.config.verbose) {
      console.log(`${c.req.method} ${new URL(c.req.url).pathname} → ${c.res.status}`);
    }
  };
}

/**
 * A GET's answer as the log keeps it: the parsed JSON of an entity-sized answer (a group, a
 * campaign, a profile), null when there is none or it is longer (audit results, tables), so the
 * log of a long session stays small.
 */
const MAX_ANSWER_CHARS = 8_000;
async function readAnswer(res: Response): Promise<unknown> {
  if (!res.headers.get('content-type')?.includes('json')) return null;
  const text = await res
    .clone()
    .text()
    .catch(() => '');
  if (!text || text.length > MAX_ANSWER_CHARS) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The parsed body as the log keeps it: no token, null where there was no JSON body. */
function loggedBody(method: string, body: unknown): unknown {
  if (method === 'GET' || method === 'HEAD' || body === undefined) return null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { services_token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}

export function authenticate(ctx: EmulatorContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('settings', ctx.settings);
    const account = findAccount(ctx.state.accounts, c.req.query('services_token'));
    if (!account) return unauthorized(c);
    c.set('account', account);
    await next();
  };
}

export function rateLimit(ctx: EmulatorContext, limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A fault's second arrival (`act-twice`) stands for the browser's own re-send, which the
    // fault exists to exercise: the limiter would otherwise refuse it and hide the double action.
    const replayed = isReplay(c.req.raw);
    if (ctx.settings.rateLimit && !replayed && !limiter.allow(c.get('account').token)) {
      return fail(c, 503, RATE_LIMIT_TEXT);
    }
    await next();
  };
}

/**
 * The service's answer time: each request waits a time drawn from `settings.latencyMs` by the
 * seed, in arrival order, so a run at the real pace is the same run every time.
 */
export function latency(ctx: EmulatorContext): MiddlewareHandler<AppEnv> {
  let drawn = 0;
  return async (c, next) => {
    const range = ctx.settings.latencyMs;
    if (range) {
      drawn += 1;
      const wait = ctx.random(`latency:${drawn}`).int(range.min, Math.max(range.min, range.max));
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await next();
  };
}

/** JSON bodies (empty → `{}`); params echo = query without the token + body members. */
export function parseBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let body: unknown = {};
    c.set('rawBody', '');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const text = await c.req.text();
      c.set('rawBody', text);
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          c.set('params', tokenlessQuery(c.req.url));
          return badRequest(c, 'The request body is not valid JSON.');
        }
      }
    }
    c.set('body', body);
    const members = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    c.set('params', { ...tokenlessQuery(c.req.url), ...members });
    await next();
  };
}

/** Calls whose answer is data to read: a throttle fault returns part of it, as the service does. */
const READ_ACTIONS = new Set([
  'list',
  'get-list',
  'get-data',
  'get-overview-data',
  'get-details',
  'get-access',
  'settings',
]);
function isRead(method: string, path: string): boolean {
  return method === 'GET' || READ_ACTIONS.has(path.split('/').pop() ?? '');
}

const PROXY_PAGE =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>';

export function injectFaults(
  faults: FaultQueue,
  replay: (request: Request) => Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const read = isRead(c.req.method, c.req.path);
    const fault = isReplay(c.req.raw) ? null : faults.take(c.req.path, read);
    if (!fault) return next();
    c.set('fault', fault.kind);
    if (fault.readsOnly) {
      return fault.status === 503
        ? throttled(c, [])
        : fail(c, 500, 'An exception occurred while processing the request.');
    }
    switch (fault.kind) {
      case 'act-then-drop-refuse-reads':
        // Queued before the drop: the client's first read after it is already refused.
        faults.refuseReads({ ...fault, count: fault.reads ?? 10 });
        return afterActing(c, next, fault, replay);
      case 'act-then-drop':
      case 'act-then-hold':
      case 'act-twice':
        return afterActing(c, next, fault, replay);
      case 'exception':
        return fail(c, 500, 'An exception occurred while processing the request.');
      case 'conflict':
        return fail(c, 409, CONFLICT_TEXT);
      case 'non-json':
        return c.html(PROXY_PAGE, (fault.status ?? 502) as 502);
      case 'error-in-200':
        return c.json(
          { error: { message: '(500) An exception occurred while processing the request.' } },
          200,
        );
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 3000));
        return next();
      case 'throttle': {
        if (!read) return throttled(c, []);
        await next();
        const answer = c.res.ok ? ((await c.res.json()) as { results?: unknown }) : {};
        c.res = undefined;
        c.res = throttled(c, partialOf(answer.results));
        return;
      }
      case 'malformed': {
        await next();
        if (!c.res.ok) return;
        await c.res.body?.cancel();
        c.res = undefined;
        // A valid envelope whose payload is of no documented shape.
        c.res = ok(c, 'malformed-payload');
        return;
      }
    }
  };
}

/** Mutating calls write the state file (reads never change state: statuses derive from time). */
export function persistAfterWrite(ctx: EmulatorContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 500) ctx.persist();
  };
}
