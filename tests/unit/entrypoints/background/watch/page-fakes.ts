import { vi } from 'vitest';
import type { PageWatch } from '@/lib/domain/page-watch';
import type { TrackedParent } from '@/lib/storage/audits';
import type { PagePort } from '@/entrypoints/background/watch/pages/schedule';

/* A page watch, its runs' tracked records and a schedule port over them, for the schedule tests. */

/** Monday 2026-06-15 10:00 UTC; the weeks after it stay in June until the 29th. */
export const MONDAY = Date.UTC(2026, 5, 15, 10);
export const WEEK = 7 * 86_400_000;

export const watch = (over: Partial<PageWatch> = {}): PageWatch => ({
  id: 'p1',
  url: 'https://www.example.com/',
  cadence: 'weekly',
  devices: ['desktop', 'mobile'],
  profileId: null,
  types: ['lighthouse'],
  budget: 4,
  dropBy: null,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

export function record(parentId: number, desktop: number, mobile: number): TrackedParent {
  const child = (id: number, device: 'desktop' | 'mobile', score: number) => ({
    id,
    device,
    auditType: 'lighthouse',
    status: 'ready' as const,
    score,
    headline: null,
    error: null,
    finished: true,
  });
  return {
    parentId,
    url: 'https://www.example.com/',
    title: 'Stormlens watch — https://www.example.com/',
    devices: ['desktop', 'mobile'],
    types: ['lighthouse'],
    profileId: null,
    launchedAt: 0,
    cost: 2,
    children: [child(parentId + 1, 'desktop', desktop), child(parentId + 2, 'mobile', mobile)],
    done: true,
    finishedAt: 0,
    nextPollAt: 0,
    failures: 0,
    lastError: null,
    notified: true,
  };
}

export function fakePort(scores: [number, number][]) {
  let now = MONDAY;
  const runs = new Map<number, TrackedParent>();
  const port = {
    now: async () => now,
    perRun: vi.fn(async (w: PageWatch) => w.devices.length * w.types.length),
    launch: vi.fn(async (_w: PageWatch, _requestId: string) => {
      const parentId = (runs.size + 1) * 100;
      const [desktop, mobile] = scores[runs.size];
      runs.set(parentId, record(parentId, desktop, mobile));
      return { parentId, childIds: [], cost: 2, left: 50 };
    }),
    tracked: async (parentId: number) => runs.get(parentId),
  };
  return { port: port satisfies PagePort, advance: (ms: number) => (now += ms) };
}
