import { isObj } from '@/lib/domain/plain-object';

/**
 * The service wraps payloads as `{ params, results, _credits, _credits_left }`, the documents also
 * write `result`, and many example bodies are the bare payload. Accept all three.
 */
const META_KEYS = new Set(['params', '_credits', '_credits_left']);

export function unwrapEnvelope(body: unknown): unknown {
  if (!isObj(body)) return body;
  if ('results' in body) return body.results;
  if ('result' in body) return body.result;
  const keys = Object.keys(body);
  if (!keys.some((key) => META_KEYS.has(key))) return body;
  const payload: Record<string, unknown> = {};
  for (const key of keys) if (!META_KEYS.has(key)) payload[key] = body[key];
  return payload;
}

/** The envelope's `params`, its echo of what the service used; undefined for a bare payload. */
export function echoedParams(body: unknown): unknown {
  return isObj(body) ? body.params : undefined;
}

/** `_credits_left` of a body: a number, null when present but unreadable, undefined when absent. */
export function creditsLeft(body: unknown): number | null | undefined {
  if (!isObj(body) || !('_credits_left' in body)) return undefined;
  const value = Number(body._credits_left);
  return body._credits_left === null || !Number.isFinite(value) ? null : value;
}

/** `_credits` of a body (what the call cost): a number, or null when absent or unreadable. */
export function creditsUsed(body: unknown): number | null {
  if (!isObj(body) || !('_credits' in body) || body._credits === null) return null;
  const value = Number(body._credits);
  return Number.isFinite(value) ? value : null;
}
