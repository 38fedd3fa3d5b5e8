import { describe, expect, it } from 'vitest';
import type { ErrorKind, SerializedError } from '@/lib/api/errors';
import { connectionProblem, unlessSaid } from '@/entrypoints/popup/connection-problem';
import { connectionState, type ConnectionState } from '@/lib/storage/connection';

const state = async (patch: Partial<ConnectionState>): Promise<ConnectionState> => ({
  ...(await connectionState.getValue()),
  ...patch,
});
const error = (kind: ErrorKind): SerializedError => ({
  name: 'ServiceError',
  kind,
  message: kind,
  status: null,
  serviceMessage: null,
  details: {},
});

describe('the connection banner says a failure once', () => {
  it.each<[ConnectionState['state'], ErrorKind, boolean]>([
    ['unreachable', 'exception', false],
    ['unreachable', 'invalid-response', false],
    ['unreachable', 'network', false],
    ['unreachable', 'timeout', false],
    ['unreachable', 'auth', true],
    ['unreachable', 'limit', true],
    ['refused', 'auth', false],
    ['refused', 'access', false],
    ['refused', 'exception', true],
    ['connected', 'exception', true],
    ['connected', 'auth', true],
  ])('%s, a page error of kind %s: shown on the page too → %s', async (s, kind, shown) => {
    const connection = await state({ state: s });
    expect(unlessSaid(connection, error(kind))).toEqual(shown ? error(kind) : null);
  });

  it('the banner exists only for a refused or unreachable service', async () => {
    expect(connectionProblem(await state({ state: 'connected' }))).toBeNull();
    expect(connectionProblem(await state({ state: 'checking' }))).toBeNull();
    const refused = await state({
      state: 'refused',
      failure: { kind: 'auth', serviceMessage: 'Token refused.' },
    });
    expect(connectionProblem(refused)).toMatchObject({
      kind: 'auth',
      serviceMessage: 'Token refused.',
    });
    // What the check failed with, not only the state it left: a proxy's 502 page.
    const failing = await state({
      state: 'unreachable',
      failure: { kind: 'exception', serviceMessage: null },
    });
    expect(connectionProblem(failing)).toMatchObject({ kind: 'exception', serviceMessage: null });
    expect(connectionProblem(await state({ state: 'unreachable' }))).toMatchObject({
      kind: 'network',
    });
  });
});
