import { describe, expect, it } from 'vitest';
import {
  patchRun,
  retryAlarmName,
  runIdOfAlarm,
  runLabel,
  storedCopy,
  withRun,
} from '@/lib/domain/research-runs';
import { MAX_STORED_PHRASES, type ResearchRun } from '@/lib/storage/research';
import { researchRun } from './research-fixtures';

const run = (id: string, phrases = 1): ResearchRun =>
  researchRun({
    id,
    phrases: Array.from({ length: phrases }, (_, i) => ({
      value: `buty ${i}`,
      search: `buty ${i}`,
      base: 'buty',
      modifier: String(i),
      engines: [],
    })),
  });

describe('recent runs list', () => {
  it.each([
    ['adds first', [run('a'), run('b')], run('c'), 5, ['c', 'a', 'b']],
    ['replaces the same id and moves it first', [run('a'), run('b')], run('b'), 5, ['b', 'a']],
    [
      'drops the oldest beyond the bound',
      [run('a'), run('b'), run('c')],
      run('d'),
      3,
      ['d', 'a', 'b'],
    ],
  ])('%s', (_name, runs, added, max, ids) => {
    expect(withRun(runs, added, max).map((r) => r.id)).toEqual(ids);
  });

  it('caps the stored copy of a huge run and says so', () => {
    const big = storedCopy(run('x', MAX_STORED_PHRASES + 5));
    expect(big.phrases).toHaveLength(MAX_STORED_PHRASES);
    expect(big.truncated).toBe(true);
    expect(storedCopy(run('y', 3)).truncated).toBe(false);
  });

  it('patches a run in place and ignores unknown ids', () => {
    const runs = [run('a'), run('b')];
    expect(patchRun(runs, 'b', { retryAt: 99 }).map((r) => [r.id, r.retryAt])).toEqual([
      ['a', null],
      ['b', 99],
    ]);
    expect(patchRun(runs, 'zzz', { retryAt: 1 })).toEqual(runs);
  });

  it.each([
    [['buty'], 'buty'],
    [['buty', 'kurtki'], 'buty, kurtki'],
    [['a'.repeat(70)], `${'a'.repeat(59)}…`],
  ])('labels %j as %j', (keywords, label) => {
    expect(runLabel({ ...run('a').params, keywords })).toBe(label);
  });

  it.each([
    ['research-retry:abc', 'abc'],
    ['research-retry:', null],
    ['audit-poll', null],
  ])('alarm %j belongs to run %j', (name, id) => {
    expect(runIdOfAlarm(name)).toBe(id);
  });

  it('round-trips alarm names', () => {
    expect(runIdOfAlarm(retryAlarmName('r-1'))).toBe('r-1');
  });
});
