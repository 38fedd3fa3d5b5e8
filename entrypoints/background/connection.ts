import { browser } from 'wxt/browser';
import { ServiceError, invalidInput } from '@/lib/api/errors';
import { baseUrlProblemIssue, checkBaseUrl } from '@/lib/domain/base-url';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { clearCache, putCached } from '@/lib/storage/cache';
import {
  connectionSettings,
  connectionState,
  type ConnectionState,
} from '@/lib/storage/connection';
import { apiToken } from '@/lib/storage/secret';
import { handle } from '@/lib/messaging/server';
import { createApiFor, readToken } from './api';
import { resumeAfterAuth } from './tracker';

/** Cache key of the settings descriptor (shared with the audits handlers). */
export const SETTINGS_CACHE_KEY = 'audits.settings';

/** Last 4 characters, so the user can tell which token is set. Never more. */
export function tokenHint(token: string): string {
  return token.slice(-4);
}

/** The state a failed check leaves: refused for auth, unreachable when the service did not answer. */
export function stateOfFailure(error: ServiceError): ConnectionState['state'] {
  return error.kind === 'auth' || error.kind === 'access' ? 'refused' : 'unreachable';
}

/** Ask the service for the settings descriptor with this token: the cheapest call that proves it. */
async function probe(baseUrl: string, token: string): Promise<SettingsDescriptor> {
  const api = await createApiFor(baseUrl, token);
  return api.audits.settings();
}

/** Every writer of the state changes only its fields, in turn (the credits and tokens counters write too). */
function writeState(patch: Partial<ConnectionState>): Promise<ConnectionState> {
  return connectionState.update((state) => ({ ...state, ...patch }));
}

/** No token: nothing known about the account. */
function writeUnconfigured(baseUrl: string): Promise<ConnectionState> {
  return writeState({
    state: 'unconfigured',
    auditTypes: [],
    tokensLeft: null,
    creditsLeft: null,
    tokenHint: null,
    baseUrl,
    checkedAt: Date.now(),
    failure: null,
  });
}

/** Check the stored token against the service now and store the resulting state. */
export async function checkConnection(): Promise<ConnectionState> {
  const token = await readToken();
  const { baseUrl } = await connectionSettings.getValue();
  if (!token) return writeUnconfigured(baseUrl);
  await writeState({ state: 'checking', tokenHint: tokenHint(token), baseUrl });
  try {
    const descriptor = await probe(baseUrl, token);
    await putCached(SETTINGS_CACHE_KEY, descriptor);
    return writeState({
      state: 'connected',
      auditTypes: Object.keys(descriptor),
      tokenHint: tokenHint(token),
      baseUrl,
      checkedAt: Date.now(),
      failure: null,
    });
  } catch (cause) {
    const error = ServiceError.from(cause);
    const previous = await connectionState.getValue();
    // A busy service says nothing about the token: keep what the last check established.
    const keep = error.kind === 'throttling' || error.kind === 'conflict';
    return writeState({
      state: keep && previous.auditTypes.length ? 'connected' : stateOfFailure(error),
      tokenHint: tokenHint(token),
      baseUrl,
      checkedAt: Date.now(),
      failure: { kind: error.kind, serviceMessage: error.serviceMessage },
    });
  }
}

/**
 * Store a new token only once the service accepted it. When refused or unreachable the old token
 * stays; the error says which (`details.reason`: `refused` | `unreachable`) and whether a previous
 * token is still in use (`details.previousTokenKept`).
 */
export async function setToken(token: string): Promise<ConnectionState> {
  const { baseUrl } = await connectionSettings.getValue();
  let descriptor: SettingsDescriptor;
  try {
    descriptor = await probe(baseUrl, token);
  } catch (cause) {
    const error = ServiceError.from(cause);
    const previousTokenKept = (await readToken()) !== null;
    throw new ServiceError(error.kind, {
      status: error.status,
      serviceMessage: error.serviceMessage,
      message: `token ${error.kind === 'auth' ? 'refused' : 'not checked'}; ${
        previousTokenKept ? 'the previous token is still in use' : 'nothing was saved'
      }: ${error.message}`,
      details: {
        ...error.details,
        reason: stateOfFailure(error),
        previousTokenKept,
      },
      cause,
    });
  }
  // State first, then the token: the token watcher sees a fresh check and does not repeat it.
  await clearCache();
  await putCached(SETTINGS_CACHE_KEY, descriptor);
  const state = await writeState({
    state: 'connected',
    auditTypes: Object.keys(descriptor),
    tokensLeft: null,
    tokenHint: tokenHint(token),
    baseUrl,
    checkedAt: Date.now(),
    failure: null,
  });
  await apiToken.setValue(token);
  await resumeAfterAuth();
  return state;
}

/**
 * Forget the token. Stored as '' rather than removed: removal would fall back to the development
 * build's preset token, so "remove" would silently keep working in `npm start`.
 */
export async function removeToken(): Promise<ConnectionState> {
  await apiToken.setValue('');
  await clearCache();
  const { baseUrl } = await connectionSettings.getValue();
  return writeUnconfigured(baseUrl);
}

/** Change the base URL: HTTPS unless loopback, and the page must have obtained its permission. */
export async function setBaseUrl(input: string): Promise<ConnectionState> {
  const checked = checkBaseUrl(input);
  if (!checked.ok) throw invalidInput(baseUrlProblemIssue(checked.code));
  const { url: baseUrl, origin } = checked;
  if (!(await browser.permissions.contains({ origins: [origin] }))) {
    throw new ServiceError('access', {
      message: `no host permission for ${new URL(baseUrl).host}`,
      details: { reason: 'host-permission', origin, field: 'baseUrl' },
    });
  }
  const current = await connectionSettings.getValue();
  if (current.baseUrl !== baseUrl) {
    await clearCache();
    await connectionSettings.update((settings) => ({ ...settings, baseUrl }));
  }
  return checkConnection();
}

/** The stored state, with the base URL as it is now (no network call). */
export async function connectionStatus(): Promise<ConnectionState> {
  const [state, { baseUrl }] = await Promise.all([
    connectionState.getValue(),
    connectionSettings.getValue(),
  ]);
  return state.baseUrl === baseUrl ? state : { ...state, baseUrl };
}

/**
 * When the token or base URL changes behind the handlers' back (the e2e `connect` fixture, a
 * storage import), check again — unless a check for this very token and URL just finished.
 */
async function onStoredConnectionChange(): Promise<void> {
  const [token, { baseUrl }, state] = await Promise.all([
    readToken(),
    connectionSettings.getValue(),
    connectionState.getValue(),
  ]);
  const fresh =
    state.checkedAt !== null &&
    Date.now() - state.checkedAt < 5_000 &&
    state.baseUrl === baseUrl &&
    state.tokenHint === (token ? tokenHint(token) : null) &&
    state.state !== 'checking';
  if (!fresh) await checkConnection();
}

/**
 * One write can change the token and the base URL together: coalesce the two watch events into
 * one check. (A timer only; if the worker stops before it fires, the next check catches up.)
 */
let pending: ReturnType<typeof setTimeout> | undefined;
function scheduleCheck(): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void onStoredConnectionChange();
  }, 100);
}

export function registerConnection(): void {
  handle('connection.status', () => connectionStatus());
  handle('connection.check', () => checkConnection());
  handle('connection.setToken', ({ token }) => setToken(token));
  handle('connection.removeToken', () => removeToken());
  handle('connection.setBaseUrl', ({ baseUrl }) => setBaseUrl(baseUrl));
  apiToken.watch(scheduleCheck);
  connectionSettings.watch(scheduleCheck);
  browser.runtime.onInstalled.addListener(() => void checkConnection());
}
