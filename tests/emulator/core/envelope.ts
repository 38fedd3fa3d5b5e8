import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, EmulatorContext } from './context.ts';

/**
 * The real service's answer forms (../shared/spec/service-notes.md): the success envelope
 * `{ params, results, _credits, _credits_left }`, errors as `{ error: { message: "(<status>) <text>" } }`,
 * the bare `["Unauthorised access."]` array, and the two forms of per-id bulk results.
 */

/** Every number of an answer as a numeric string (`"1234"`, `"9.76"`), as the service often sends. */
export function stringifyNumbers(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(stringifyNumbers);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, member]) => [key, stringifyNumbers(member)]),
    );
  }
  return value;
}

/** 200 with the envelope. `credits` is what this call cost (already taken from the account). */
export function ok(c: Context<AppEnv>, results: unknown, credits = 0): Response {
  const account = c.get('account');
  const strings = (c.get('settings')?.numberForm ?? 'string') === 'string';
  return c.json(
    {
      params: c.get('params') ?? {},
      results: strings ? stringifyNumbers(results) : results,
      _credits: credits,
      _credits_left: account ? account.creditsLeft : 0,
    },
    200,
  );
}

/**
 * An error body `{ error: { message: "(<status>) <text>", ...extra } }`. With the `in-200` error
 * form (the default) it travels in a 200 and only the message's prefix names the status —
 * service-notes: "An error object can also arrive inside a 200 body". Throttling keeps its 503:
 * public clients retry on that status, so the real service must send it.
 */
export function fail(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  text: string,
  extra: Record<string, unknown> = {},
): Response {
  const inBody = c.get('settings')?.errorForm === 'in-200' && status !== 503;
  return c.json({ error: { message: `(${status}) ${text}`, ...extra } }, inBody ? 200 : status);
}

/** The authorization error: 401 with the bare array body (service-notes "Decisions"). */
export function unauthorized(c: Context): Response {
  return c.json(['Unauthorised access.'], 401);
}

// The error classes of the three documents, with the status codes of service-notes "Decisions".
export const NO_ENTRY = 'No entry for given id.';

/** Request error for a missing or foreign id (404 form). */
export const notFound = (c: Context<AppEnv>, text = NO_ENTRY) => fail(c, 404, text);
/** Request error for bad input. */
export const badRequest = (c: Context<AppEnv>, text: string) => fail(c, 400, text);
/** Access error. */
export const forbidden = (c: Context<AppEnv>, text: string) => fail(c, 403, text);
/** Limit error: 400 with a message naming the limit (402 is not used). */
export const limitError = (c: Context<AppEnv>, text: string) => fail(c, 400, text);
/** Exception. */
export const exception = (c: Context<AppEnv>, text: string) => fail(c, 500, text);

export const THROTTLE_TEXT =
  'Throttle prevention: the system is overloaded, the data may be incomplete. Try again later.';

/** 503 throttle prevention: `params` at the top and the partial data in `error.result`. */
export function throttled(c: Context<AppEnv>, partial: unknown, text = THROTTLE_TEXT): Response {
  return c.json(
    { params: c.get('params') ?? {}, error: { message: `(503) ${text}`, result: partial } },
    503,
  );
}

/** Per-id outcome of a bulk call: true, or the error message for that id. */
export type BulkOutcome = Record<string, true | string>;

/**
 * Answer a bulk call. All ids fine → 200 `{ "<id>": true }`. Some failed → either the documented
 * map form (200, failing ids map to their message) or the form the real SDK shows (an error
 * envelope with `statuses` — 1 success, "" failure — and the first failure as the message), chosen
 * by `settings.bulkForm`. `failureStatus` is the status of that error envelope.
 */
export function bulk(
  c: Context<AppEnv>,
  ctx: EmulatorContext,
  outcome: BulkOutcome,
  failureStatus: ContentfulStatusCode = 404,
): Response {
  const failures = Object.values(outcome).filter((value): value is string => value !== true);
  if (failures.length === 0 || ctx.settings.bulkForm === 'map') return ok(c, outcome);
  // The SDK's ErrorBulk example: 1 for success, an empty string for failure.
  const statuses = Object.fromEntries(
    Object.entries(outcome).map(([id, value]) => [id, value === true ? 1 : '']),
  );
  return fail(c, failureStatus, failures[0], { statuses });
}
