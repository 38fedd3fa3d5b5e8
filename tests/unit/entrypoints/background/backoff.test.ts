import { describe, expect, it } from 'vitest';
import {
  FAST_POLL_MS,
  MAX_BACKOFF_MS,
  backoffDelay,
  isTransient,
  pollInterval,
} from '@/entrypoints/background/tracker/backoff';

describe('pollInterval', () => {
  it('polls a fresh run every few seconds, then less often as it goes on', () => {
    expect(pollInterval(0)).toBe(FAST_POLL_MS);
    expect(pollInterval(19_999)).toBe(FAST_POLL_MS);
    expect(pollInterval(30_000)).toBeGreaterThan(FAST_POLL_MS);
    expect(pollInterval(10 * 60_000)).toBeGreaterThan(pollInterval(30_000));
  });
});

describe('backoffDelay', () => {
  it.each([
    [1, 'throttling', 10_000],
    [2, 'throttling', 20_000],
    [3, 'throttling', 40_000],
    [6, 'throttling', MAX_BACKOFF_MS],
    [1, 'conflict', 10_000],
    [1, 'network', 5_000],
    [2, 'timeout', 10_000],
    [4, 'exception', 40_000],
    [30, 'network', MAX_BACKOFF_MS],
    [1, 'auth', MAX_BACKOFF_MS],
    [1, 'access', MAX_BACKOFF_MS],
  ] as const)('after %i failure(s) of kind %s waits %i ms', (failures, kind, expected) => {
    expect(backoffDelay(failures, kind)).toBe(expected);
  });
});

describe('isTransient', () => {
  it.each([
    ['throttling', true],
    ['network', true],
    ['timeout', true],
    ['conflict', true],
    ['not-found', false],
    ['request', false],
    ['limit', false],
  ] as const)('%s → %s', (kind, expected) => {
    expect(isTransient(kind)).toBe(expected);
  });
});
