import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '@/lib/api/errors';
import { clickMark } from '@/lib/domain/click-mark';
import { spendRecord } from '@/lib/storage/spending';
import { cloneAudit, refreshAudit } from '@/entrypoints/background/audits/actions';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import type { FakeService } from '../fake-service';
import { connectFakeService } from '../mock-api';
import { rejection } from '../../../rejection';

vi.mock('@/lib/api', async (original) =>
  (await import('../mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

const PAGE = 'https://www.example.com/shoes/';
const KEY = 'https://www.example.com/shoes';
const rid = () => crypto.randomUUID();
const input = {
  url: PAGE,
  devices: ['desktop' as const, 'mobile' as const],
  types: ['lighthouse'],
};
let service: FakeService;

beforeEach(async () => {
  service = await connectFakeService();
});

describe('the spending record', () => {
  it('records each answer once, with its source, page and tokens', async () => {
    const launchId = rid();
    const run = await launchAudit({ requestId: launchId, ...input });
    await launchAudit({ requestId: launchId, ...input }); // a repeat: answered, not spent again
    await launchAudit({ requestId: rid(), ...input, source: 'shortcut' });
    await launchAudit({ requestId: rid(), ...input }, 'scheduled');
    service.set(run.parentId, 'ready', 80);
    await refreshAudit({ requestId: rid(), id: run.parentId });
    service.set(run.parentId, 'ready', 80);
    const cloneId = rid();
    await cloneAudit({ requestId: cloneId, id: run.parentId, title: 'Copy' });

    const record = await spendRecord.getValue();
    expect(record.map((s) => [s.source, s.cost, s.left])).toEqual([
      ['popup', 2, 98],
      ['shortcut', 2, 98],
      ['scheduled', 2, 98],
      ['refresh', 2, 50],
      ['clone', 2, 40],
    ]);
    expect(record.every((s) => s.url === KEY)).toBe(true);
    // The run's service title, the click's mark with it: the record names the very run.
    expect(record[0].title).toBe(`Stormlens — ${PAGE} [${clickMark(launchId)}]`);
    expect(record[4].title).toBe(`Copy — ${PAGE} [${clickMark(cloneId)}]`);
  });

  it('records nothing for a launch the service refused', async () => {
    service.faults.create = [new ServiceError('limit', { details: { needed: 2, left: 1 } })];
    await rejection(launchAudit({ requestId: rid(), ...input }));
    expect(await spendRecord.getValue()).toEqual([]);
  });
});
