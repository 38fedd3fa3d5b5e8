import * as z from 'zod/mini';
import { errorKinds, type ErrorKind } from '@/lib/api/errors';
import { REAL_SERVICE_URL } from '@/lib/domain/base-url';
import { defineStoredItem } from './item';

/**
 * Where the service is. Development builds (`npm start`) preset the emulator through
 * `WXT_DEFAULT_BASE_URL` in `.env.development`; every other build defaults to the real service
 * (the e2e tests point theirs at the emulator), and production builds carry no token.
 */
export const connectionSettings = defineStoredItem<{ baseUrl: string }>('local:connection', {
  fallback: { baseUrl: import.meta.env.WXT_DEFAULT_BASE_URL || REAL_SERVICE_URL },
  version: 1,
  schema: z.object({ baseUrl: z.string().check(z.minLength(1)) }),
});

export interface ConnectionState {
  state: 'unconfigured' | 'checking' | 'connected' | 'refused' | 'unreachable';
  /** Audit types the account may use (keys of the settings descriptor), when known. */
  auditTypes: string[];
  /** Audit tokens left as last reported by create, refresh or clone (`left`), when known. */
  tokensLeft: number | null;
  /**
   * API credits left (`_credits_left` of every envelope), when the service reports them. A
   * different counter from audit tokens: the emulator and the real service keep them apart.
   */
  creditsLeft: number | null;
  /** Last 4 characters of the token, so the user can tell which one is set. Never more. */
  tokenHint: string | null;
  baseUrl: string;
  checkedAt: number | null;
  /**
   * What the last check failed with, when it failed: the kind, which each page says in its own
   * language, and the service's own words.
   */
  failure: ConnectionFailure | null;
}

export interface ConnectionFailure {
  kind: ErrorKind;
  serviceMessage: string | null;
}

const unconfigured: ConnectionState = {
  state: 'unconfigured',
  auditTypes: [],
  tokensLeft: null,
  creditsLeft: null,
  tokenHint: null,
  baseUrl: REAL_SERVICE_URL,
  checkedAt: null,
  failure: null,
};

const count = z.nullable(z.number());
/** Each field falls back on its own, so one odd field does not cost the whole state. */
const connectionStateSchema = z.object({
  state: z.catch(
    z.enum(['unconfigured', 'checking', 'connected', 'refused', 'unreachable']),
    'unconfigured',
  ),
  auditTypes: z.catch(z.array(z.string()), []),
  tokensLeft: z.catch(count, null),
  creditsLeft: z.catch(count, null),
  tokenHint: z.catch(z.nullable(z.string()), null),
  baseUrl: z.catch(z.string(), REAL_SERVICE_URL),
  checkedAt: z.catch(count, null),
  failure: z.catch(
    z.nullable(z.object({ kind: z.enum(errorKinds), serviceMessage: z.nullable(z.string()) })),
    null,
  ),
});

/**
 * What pages see of the connection. Written only by the background, always with `update` (the
 * connection check, and the tokens and credits every answer reports, change it concurrently).
 * v2: `creditsLeft` is always present (v1 values may lack it). v3: the last failure is kept as
 * its kind and the service's words (`failure`), not an English sentence (`message`).
 */
export const connectionState = defineStoredItem<ConnectionState>('local:connectionState', {
  fallback: unconfigured,
  version: 3,
  migrations: {
    2: (old) => ({ creditsLeft: null, ...(old as object) }),
    3: (old) => {
      const { message: _sentence, ...rest } = old as { message?: unknown };
      return { ...rest, failure: null };
    },
  },
  schema: connectionStateSchema,
});

/**
 * Developer settings, honoured only when the base URL is loopback (the emulator): the client's
 * spacing between requests, so e2e tests against `--no-rate-limit` need not wait 1 s per call.
 */
export const devSettings = defineStoredItem<{ minIntervalMs: number | null }>('local:dev', {
  fallback: { minIntervalMs: null },
  version: 1,
  schema: z.object({ minIntervalMs: z.nullable(z.number()) }),
});
