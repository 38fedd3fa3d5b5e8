import { describe, expect, it } from 'vitest';
import { compareScores, fellOutOfBand, type RunScore } from '@/lib/domain/page-watch';

const score = (device: 'desktop' | 'mobile', value: number | null): RunScore => ({
  device,
  auditType: 'lighthouse',
  score: value,
});

describe('fellOutOfBand', () => {
  it.each([
    [95, 89, true],
    [90, 90, false],
    [89, 50, false],
    [50, 49, true],
    [95, 30, true],
    [40, 95, false],
    [null, 30, false],
    [95, null, false],
  ])('%s → %s: %s', (before, after, fell) => {
    expect(fellOutOfBand(before, after)).toBe(fell);
  });
});

describe('compareScores', () => {
  it('tells a band drop and a drop of N points, per device and type', () => {
    const before = [score('desktop', 92), score('mobile', 70)];
    const after = [score('desktop', 88), score('mobile', 58)];
    expect(compareScores(before, after, 10)).toEqual([
      { device: 'desktop', auditType: 'lighthouse', before: 92, after: 88, reasons: ['band'] },
      { device: 'mobile', auditType: 'lighthouse', before: 70, after: 58, reasons: ['drop'] },
    ]);
    expect(compareScores(before, after, null)[1].reasons).toEqual([]);
  });

  it('starts a new baseline for a device the run before did not have', () => {
    expect(compareScores([score('desktop', 92)], [score('mobile', 20)], 5)).toEqual([]);
  });
});
