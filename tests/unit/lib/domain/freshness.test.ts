import { describe, expect, it } from 'vitest';
import { isRankDataFresh } from '@/lib/domain/freshness';

const at = (iso: string) => Date.parse(iso);

describe('isRankDataFresh', () => {
  it.each([
    ['fetched this morning, now noon', '2026-11-23T06:00:00Z', '2026-11-23T12:00:00Z', true],
    ['fetched a minute ago', '2026-11-23T11:59:00Z', '2026-11-23T12:00:00Z', true],
    ['fetched yesterday evening', '2026-11-22T23:59:00Z', '2026-11-23T00:01:00Z', false],
    ['fetched at the day boundary', '2026-11-23T00:00:00Z', '2026-11-23T08:00:00Z', true],
    [
      'a fetch time in the future (clock moved back)',
      '2026-11-23T13:00:00Z',
      '2026-11-23T12:00:00Z',
      false,
    ],
  ])('%s → %s', (_, fetched, now, fresh) => {
    expect(isRankDataFresh(at(fetched), at(now))).toBe(fresh);
  });
});
