import { z } from 'zod/mini';
import { hasBreakInside, TOKEN_MAX_LENGTH, TOKEN_MIN_LENGTH } from '@/lib/domain/api-token';
import { isUrl } from '@/lib/domain/url';
import type { ConnectionState } from '../../storage/connection';
import { command } from '../define';

const none = z._default(z.object({}), {});

/**
 * Connection commands. Pages never receive the token: they get the ConnectionState (state, audit
 * types, tokens left, the token's last 4 characters).
 */
export const connectionProtocol = {
  /** The current state as stored (no network call). */
  'connection.status': command<ConnectionState>()(() => none),
  /** Check the stored token against the service now and store the state. */
  'connection.check': command<ConnectionState>()(() => none),
  /**
   * Check a new token against the service first; store it only when accepted. A refused or
   * unreachable token rejects with that error (`auth`, `network`, `timeout`, …), and the old token
   * stays: `details.reason` is `refused` | `unreachable`, `details.previousTokenKept` says whether
   * an earlier token is still in use.
   */
  'connection.setToken': command<ConnectionState>()(() =>
    z.object({
      token: z
        .string()
        .check(z.trim())
        // Input codes (lib/domain/input-issue.ts); the rule itself is lib/domain/api-token.ts.
        .check(z.minLength(TOKEN_MIN_LENGTH, 'token-short'))
        .check(z.refine((token) => !hasBreakInside(token), 'token-whitespace'))
        .check(z.maxLength(TOKEN_MAX_LENGTH, 'text-too-long')),
    }),
  ),
  /** Forget the token (state `unconfigured`); cached account data is dropped too. */
  'connection.removeToken': command<ConnectionState>()(() => none),
  /**
   * Change the base URL. It must be HTTPS unless loopback; the page requests the origin's host
   * permission (a user gesture) before sending this, and the background checks it was granted.
   * A host given without a path gets `api-v3/` appended. Rejects with `request`
   * (`details.field = 'baseUrl'`) for a bad address or plain http off loopback, and with `access`
   * (`details.reason = 'host-permission'`, `details.origin`) when the permission is missing.
   * Answers the state after checking the stored token against the new URL.
   */
  'connection.setBaseUrl': command<ConnectionState>()(() =>
    z.object({ baseUrl: z.string().check(z.refine(isUrl, 'url')) }),
  ),
};
