import { describe, expect, it } from 'vitest';
import {
  failureFromBody,
  isAuthBody,
  kindForStatus,
  limitNumbers,
  splitServiceMessage,
} from '@/lib/api/failure';
import { fixture } from './fake-service';

describe('splitServiceMessage', () => {
  it.each([
    ['(404) No entry for given id.', 404, 'No entry for given id.'],
    ['  (503)Throttle prevention.', 503, 'Throttle prevention.'],
    ['Request limit.', null, 'Request limit.'],
    ['(40) not a status', null, '(40) not a status'],
  ])('%j', (message, status, text) => {
    expect(splitServiceMessage(message)).toEqual({ status, text });
  });
});

describe('kindForStatus', () => {
  it.each([
    [400, 'Invalid device.', 'request'],
    [400, 'Request limit.', 'limit'],
    [400, 'Not enough audit tokens.', 'limit'],
    [400, 'No free campaign limit', 'limit'],
    [401, '', 'auth'],
    [403, '', 'access'],
    [404, '', 'not-found'],
    [409, '', 'conflict'],
    [500, '', 'exception'],
    [520, '', 'exception'],
    [503, '', 'throttling'],
    [418, '', 'request'],
  ] as const)('%i %j → %s', (status, text, kind) => {
    expect(kindForStatus(status, text)).toBe(kind);
  });
});

describe('limitNumbers', () => {
  it.each([
    ['Not enough audit tokens. Needed: 4, current: 1.', { needed: 4, left: 1 }],
    ['4 tokens needed, 1 left', { needed: 4, left: 1 }],
    ['Monthly limit reached', {}],
  ])('%j', (text, numbers) => {
    expect(limitNumbers(text)).toEqual(numbers);
  });
});

describe('failureFromBody', () => {
  const ctx = { path: 'x.json' };
  it.each([
    ['auth array with 401', 401, fixture('auth'), 'auth'],
    ['auth array with 403', 403, fixture('auth'), 'auth'],
    ['auth array with 200', 200, fixture('auth'), 'auth'],
    ['404 error object', 404, fixture('error-404'), 'not-found'],
    ['400 limit', 400, fixture('error-limit-400'), 'limit'],
    ['200 carrying an error', 200, fixture('error-in-200'), 'request'],
    ['503 with partial', 503, fixture('error-503-partial'), 'throttling'],
    ['500 without a body', 500, null, 'exception'],
    ['200 with an error string', 200, { error: 'Something broke' }, 'exception'],
  ] as const)('%s → %s', (_name, status, body, kind) => {
    expect(failureFromBody(status, body, ctx)?.kind).toBe(kind);
  });

  it('keeps the message without its status prefix, the limit numbers, params and partial data', () => {
    const limit = failureFromBody(400, fixture('error-limit-400'), ctx)!;
    expect(limit.serviceMessage).toBe('Not enough audit tokens. Needed: 4, current: 1.');
    expect(limit.details).toMatchObject({ needed: 4, left: 1 });
    const throttled = failureFromBody(503, fixture('error-503-partial'), ctx)!;
    expect(throttled.partial).toEqual({ '101': { 'example.com': {} } });
    expect(throttled.details.params).toEqual({ id: 12, datemin: '20240101' });
    expect(throttled.toJSON()).toMatchObject({
      kind: 'throttling',
      status: 503,
      partial: { '101': { 'example.com': {} } },
    });
  });

  it.each([
    ['(400) Request limit.', true],
    ['(400) Request limit. Set access allows one request per 10 seconds; try again in 4 s.', true],
    ['(400) Not enough audit tokens. Needed: 4, current: 1.', undefined],
  ])('%j marks pace (not an exhausted limit): %s', (message, pace) => {
    const error = failureFromBody(400, { error: { message } }, ctx)!;
    expect(error.kind).toBe('limit');
    expect(error.details.pace).toBe(pace);
  });

  it('is null for a success without error', () => {
    expect(failureFromBody(200, { results: [] }, ctx)).toBeNull();
    expect(failureFromBody(200, { error: null, results: [] }, ctx)).toBeNull();
  });

  it.each([[['Unauthorised access.']], [['Unauthorized access']]])(
    'recognises %j as the auth body',
    (body) => {
      expect(isAuthBody(body)).toBe(true);
    },
  );
  it.each([[[]], [['some', 'list']], [[1]]])('does not take %j for the auth body', (body) => {
    expect(isAuthBody(body)).toBe(false);
  });
});
