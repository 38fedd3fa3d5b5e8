import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { normaliseBaseUrl as normalizeBaseUrl } from '@/lib/domain/base-url';
import { peekCached } from '@/lib/storage/cache';
import { settingsDescriptorSchema } from '@/lib/domain/settings-descriptor';
import { connectionSettings, connectionState, devSettings } from '@/lib/storage/connection';
import { apiToken } from '@/lib/storage/secret';
import { getApi } from '@/entrypoints/background/api';
import {
  checkConnection,
  connectionStatus,
  removeToken,
  setBaseUrl,
  setToken,
} from '@/entrypoints/background/connection';
import { createFakeService } from './fake-service';
import { mockApi } from './mock-api';
import { rejection } from '../../rejection';

vi.mock('@/lib/api', async (original) =>
  (await import('./mock-api')).mockedApi(await original<object>()),
);

const BASE = 'http://127.0.0.1:8814/api-v3/';

beforeEach(async () => {
  fakeBrowser.reset();
  mockApi.current = createFakeService();
  mockApi.configs.length = 0;
  mockApi.failToken.clear();
  await connectionSettings.setValue({ baseUrl: BASE });
  // Unit tests run with the development env, whose preset token is the item's fallback.
  await apiToken.setValue('');
});

describe('setToken', () => {
  it('stores an accepted token with the account audit types and caches the descriptor', async () => {
    const state = await setToken('good-token-1234');
    expect(state).toMatchObject({
      state: 'connected',
      auditTypes: ['lighthouse', 'content'],
      tokenHint: '1234',
      baseUrl: BASE,
      failure: null,
    });
    expect(await apiToken.getValue()).toBe('good-token-1234');
    expect(await connectionState.getValue()).toEqual(state);
    expect((await peekCached('audits.settings', settingsDescriptorSchema))?.value).toHaveProperty(
      'lighthouse',
    );
  });

  it.each([
    [new ServiceError('auth', { status: 401 }), 'auth', 'refused'],
    [new ServiceError('network'), 'network', 'unreachable'],
    [new ServiceError('timeout'), 'timeout', 'unreachable'],
  ])('keeps the previous token when the new one fails (%s)', async (failure, kind, reason) => {
    await setToken('old-token-aaaa');
    mockApi.failToken.set('new-token-bbbb', failure);
    const error = await rejection(setToken('new-token-bbbb'));
    expect(error.kind).toBe(kind);
    expect(error.details).toMatchObject({ reason, previousTokenKept: true });
    expect(error.message).toContain('previous token is still in use');
    expect(await apiToken.getValue()).toBe('old-token-aaaa');
    expect((await connectionState.getValue()).tokenHint).toBe('aaaa');
  });

  it('says nothing was saved when there was no previous token', async () => {
    mockApi.failToken.set('new-token-bbbb', new ServiceError('auth'));
    const error = await rejection(setToken('new-token-bbbb'));
    expect(error.details.previousTokenKept).toBe(false);
    expect(error.message).toContain('nothing was saved');
  });
});

describe('removeToken and getApi', () => {
  it('forgets the token; getApi then fails with missing-token', async () => {
    await setToken('good-token-1234');
    const state = await removeToken();
    expect(state).toMatchObject({ state: 'unconfigured', tokenHint: null, auditTypes: [] });
    // '' rather than removal: a development build would fall back to its preset token.
    expect(await apiToken.getValue()).toBe('');
    const error = await rejection(getApi());
    expect(error).toMatchObject({ kind: 'auth', details: { reason: 'missing-token' } });
  });

  it.each([
    [BASE, 0, 0],
    ['https://api.semstorm.com/api-v3/', 0, undefined],
  ])('honours the dev spacing only on loopback (%s)', async (baseUrl, setting, expected) => {
    await connectionSettings.setValue({ baseUrl });
    await devSettings.setValue({ minIntervalMs: setting });
    await apiToken.setValue(`token-for-${baseUrl}`);
    await getApi();
    expect(mockApi.configs.at(-1)).toMatchObject({ baseUrl, token: `token-for-${baseUrl}` });
    expect(mockApi.configs.at(-1)?.minIntervalMs).toBe(expected);
  });
});

describe('checkConnection', () => {
  it.each([
    [new ServiceError('auth', { serviceMessage: 'Invalid token' }), 'refused'],
    [new ServiceError('network'), 'unreachable'],
    [new ServiceError('exception'), 'unreachable'],
  ])('stores the state a failed check leaves (%s → %s)', async (failure, expected) => {
    await apiToken.setValue('token-zzzz');
    mockApi.failToken.set('token-zzzz', failure);
    const state = await checkConnection();
    expect(state).toMatchObject({
      state: expected,
      tokenHint: 'zzzz',
      failure: { kind: failure.kind, serviceMessage: failure.serviceMessage },
    });
  });

  it('is unconfigured without a token', async () => {
    expect(await checkConnection()).toMatchObject({ state: 'unconfigured', tokenHint: null });
  });

  it('reports the current base URL in the status', async () => {
    await connectionSettings.setValue({ baseUrl: 'https://other.example/api-v3/' });
    expect((await connectionStatus()).baseUrl).toBe('https://other.example/api-v3/');
  });
});

describe('setBaseUrl', () => {
  it.each([
    ['https://api.example.org', 'https://api.example.org/api-v3/'],
    ['https://api.example.org/api-v3', 'https://api.example.org/api-v3/'],
    ['https://api.example.org/proxy/api-v3/?x=1#y', 'https://api.example.org/proxy/api-v3/'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/api-v3/'],
  ])('normalises %s → %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it.each([
    'http://api.example.org/api-v3/',
    'ftp://api.example.org/',
    'http://127.0.0.1.evil.com/api-v3/',
  ])('refuses %s (HTTPS unless loopback)', async (url) => {
    const error = await rejection(setBaseUrl(url));
    expect(error).toMatchObject({ kind: 'request', details: { field: 'baseUrl' } });
    expect((await connectionSettings.getValue()).baseUrl).toBe(BASE);
  });

  it('refuses an origin whose host permission was not granted', async () => {
    const contains = vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(false);
    const error = await rejection(setBaseUrl('https://api.example.org:8443/api-v3/'));
    expect(contains).toHaveBeenCalledWith({ origins: ['https://api.example.org/*'] });
    expect(error).toMatchObject({ kind: 'access', details: { reason: 'host-permission' } });
    expect((await connectionSettings.getValue()).baseUrl).toBe(BASE);
  });

  it('stores a permitted URL and checks the token against it', async () => {
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
    await apiToken.setValue('token-1234');
    const state = await setBaseUrl('https://api.example.org');
    expect((await connectionSettings.getValue()).baseUrl).toBe('https://api.example.org/api-v3/');
    expect(state).toMatchObject({ state: 'connected', baseUrl: 'https://api.example.org/api-v3/' });
  });
});
