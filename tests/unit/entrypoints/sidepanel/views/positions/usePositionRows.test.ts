import { describe, expect, it } from 'vitest';
import { reportDevices } from '@/entrypoints/sidepanel/views/positions/usePositionRows';
import type { PositionsReport } from '@/lib/messaging/protocol/monitoring/positions';

type Keyword = PositionsReport['keywords'][number];
type Group = PositionsReport['groups'][number];

const keyword = (id: number, positions: Keyword['positions']): Keyword => ({
  id,
  title: `phrase ${id}`,
  groupId: 2,
  status: 'active',
  volume: null,
  cpc: null,
  positions,
  urls: {},
  urlHistory: {},
  rivals: {},
});

const report = (groups: Pick<Group, 'devices'>[], keywords: Keyword[]): PositionsReport =>
  ({ groups, keywords }) as unknown as PositionsReport;

describe('the position columns of a report', () => {
  it.each([
    ['no report', null, []],
    [
      'a first stage: no groups yet, the rank data names its devices',
      report([], [keyword(1, { mobile: [4] }), keyword(2, { desktop: [3], mobile: [5] })]),
      ['desktop', 'mobile'],
    ],
    [
      'a group tracking a device nothing ranks on yet still has its column',
      report([{ devices: ['mobile'] }], [keyword(1, { desktop: [3] })]),
      ['desktop', 'mobile'],
    ],
    ['nothing tracked, nothing ranked', report([], []), []],
  ])('%s', (_, given, devices) => {
    expect(reportDevices(given)).toEqual(devices);
  });
});
