import { storage } from 'wxt/utils/storage';
import { REAL_SERVICE_URL } from '@/lib/domain/base-url';

/**
 * Where the service is. Development and e2e builds preset the emulator (see `lib/storage/defaults`);
 * production builds default to the real service and carry no token.
 */
export const connectionSettings = storage.defineItem<{ baseUrl: string }>('local:connection', {
  fallback: { baseUrl: import.meta.env.WXT_DEFAULT_BASE_URL || REAL_SERVICE_URL },
  version: 1,
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
  creditsLeft?: number | null;
  /** Last 4 characters of the token, so the user can tell which one is set. Never more. */
  tokenHint: string | null;
  baseUrl: string;
  checkedAt: number | null;
  /** The human message of the last failure, when state is refused or unreachable. */
  message: string | null;
}

/** What pages see of the connection. Written only by the background. */
export const connectionState = storage.defineItem<ConnectionState>('local:connectionState', {
  fallback: {
    state: 'unconfigured',
    auditTypes: [],
    tokensLeft: null,
    tokenHint: null,
    baseUrl: REAL_SERVICE_URL,
    checkedAt: null,
    message: null,
  },
  version: 1,
});

/**
 * Developer settings, honoured only when the base URL is loopback (the emulator): the client's
 * spacing between requests, so e2e tests against `--no-rate-limit` need not wait 1 s per call.
 */
export const devSettings = storage.defineItem<{ minIntervalMs: number | null }>('local:dev', {
  fallback: { minIntervalMs: null },
  version: 1,
});
