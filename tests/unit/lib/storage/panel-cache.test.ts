import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { readLog } from '@/lib/diagnostics/log';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  evictions,
  MAX_BYTES,
  MAX_CAMPAIGNS,
  panelKey,
  rangeKey,
  readPanelEntry,
  watchPanelEntry,
  writePanelEntry,
  type PanelEntry,
} from '@/lib/storage/panel-cache';
import { clearCache } from '@/lib/storage/cache';
import { positionsReportSchema } from '@/lib/storage/panel-schemas';
import type { PositionsReport } from '@/lib/messaging/protocol/monitoring/positions';

const counter = z.object({ n: z.number() });
const byId = z.object({ id: z.number() });

beforeEach(() => fakeBrowser.reset());

const entry = <T>(value: T, at: number): PanelEntry<T> => ({
  at,
  value,
  complete: true,
  progress: null,
});

describe('rangeKey', () => {
  it.each([
    [{ datemin: '2026-10-24', datemax: '2026-11-22', gap: 'daily', presetDays: 30 }, 'p30.daily'],
    [{ datemin: '2026-10-25', datemax: '2026-11-23', gap: 'daily', presetDays: 30 }, 'p30.daily'],
    [
      { datemin: '2026-10-01', datemax: '2026-10-31', gap: 'weekly', presetDays: null },
      '2026-10-01.2026-10-31.weekly',
    ],
  ])('a preset stays one entry as the days roll on: %j → %s', (range, key) => {
    expect(rangeKey(range)).toBe(key);
  });
});

describe('the panel cache', () => {
  it('stores, reads back and tells watchers about an entry', async () => {
    const key = panelKey('positions', 7, 'p30.daily');
    const seen: unknown[] = [];
    const unwatch = watchPanelEntry(key, counter, (e) => seen.push(e?.value));
    await writePanelEntry(key, 7, entry({ n: 1 }, 1000));
    expect(await readPanelEntry(key, counter)).toEqual(entry({ n: 1 }, 1000));
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ n: 1 }]);
    unwatch();
  });

  it('gives followers in the writing page the entry before storing it, and only once', async () => {
    const key = panelKey('positions', 8, 'p30.daily');
    const seen: unknown[] = [];
    const unwatch = watchPanelEntry(key, counter, (e) => seen.push(e?.value));
    const writing = writePanelEntry(key, 8, entry({ n: 1 }, 1000));
    expect(seen).toEqual([{ n: 1 }]);
    expect(await readPanelEntry(key, counter)).toBeNull();
    await writing;
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ n: 1 }]);
    // Another page's write reaches this one through storage, checked.
    await fakeBrowser.storage.local.set({ [key]: entry({ n: 2 }, 2000) });
    await vi.waitFor(() => expect(seen).toEqual([{ n: 1 }, { n: 2 }]));
    unwatch();
  });

  it('stores the entry once the frame showing it has painted, not when the page is next idle', async () => {
    // A panel busy until it is closed (a quick look, then away) never reaches idle: waiting for
    // it lost the entry, and the reopen had nothing to paint before asking the service again.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    try {
      const key = panelKey('positions', 10, 'p30.daily');
      const writing = writePanelEntry(key, 10, entry({ n: 1 }, 1000));
      await new Promise((r) => setTimeout(r, 0));
      // Not before the frame: serialising a big report would hold up the rows' first paint.
      expect(await readPanelEntry(key, counter)).toBeNull();
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      await writing;
      expect(await readPanelEntry(key, counter)).toEqual(entry({ n: 1 }, 1000));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not bring back an older stage when its storage echo arrives after a newer one', async () => {
    const key = panelKey('positions', 9, 'p30.daily');
    const seen: unknown[] = [];
    const unwatch = watchPanelEntry(key, counter, (e) => seen.push(e?.value));
    await Promise.all([
      writePanelEntry(key, 9, { ...entry({ n: 1 }, 1000), complete: false }),
      writePanelEntry(key, 9, entry({ n: 2 }, 1000)),
    ]);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    unwatch();
  });

  it(`keeps at most ${MAX_CAMPAIGNS} campaigns, dropping the one fetched longest ago whole`, async () => {
    for (let id = 1; id <= MAX_CAMPAIGNS; id++) {
      await writePanelEntry(panelKey('positions', id, 'p30.daily'), id, entry({ id }, id * 1000));
    }
    await writePanelEntry(panelKey('overview', 1, 'p30.daily'), 1, entry({ id: 1 }, 50_000));
    await writePanelEntry(panelKey('positions', 99, 'p30.daily'), 99, entry({ id: 99 }, 60_000));
    // Campaign 1 was refreshed last-but-one, so campaign 2 (fetched longest ago) goes.
    expect(await readPanelEntry(panelKey('positions', 2, 'p30.daily'), byId)).toBeNull();
    expect(await readPanelEntry(panelKey('positions', 1, 'p30.daily'), byId)).not.toBeNull();
    expect(await readPanelEntry(panelKey('positions', 99, 'p30.daily'), byId)).not.toBeNull();
  });

  it('drops the oldest campaigns past the byte budget, never the entry just written', () => {
    const big = MAX_BYTES / 2 - 100;
    const rows = {
      a: { campaignId: 1, at: 1, bytes: big },
      b: { campaignId: 2, at: 2, bytes: big },
      c: { campaignId: 3, at: 3, bytes: big },
      d: { campaignId: null, at: 0, bytes: 10 },
    };
    expect(evictions(rows, 'c')).toEqual(['a']);
    expect(evictions({ ...rows, a: { ...rows.a, at: 9 } }, 'a')).toEqual(['b']);
  });

  it('is forgotten with the rest of the account data', async () => {
    const key = panelKey('domain', 'example.com');
    await writePanelEntry(key, null, entry({ campaigns: [] }, 1));
    await clearCache();
    expect(await readPanelEntry(key, z.object({ campaigns: z.array(z.number()) }))).toBeNull();
  });
});

const report: PositionsReport = {
  campaign: {
    id: 7,
    title: 'Shop',
    domain: 'example.com',
    status: 'active',
    access: 'owner',
    type: 'seo',
    includeSubdomains: false,
    shared: false,
    owner: null,
  },
  datemin: '2026-10-24',
  datemax: '2026-11-22',
  gap: 'daily',
  type: 'organic',
  competitors: ['rival.com'],
  filters: { keyword: 'shoes' },
  dates: ['2026-11-22'],
  groups: [],
  keywords: [
    {
      id: 1,
      title: 'shoes',
      groupId: 2,
      status: 'active',
      volume: null,
      cpc: 1.5,
      positions: { desktop: [3] },
      urls: { desktop: null },
      urlHistory: { desktop: [{ from: '2026-11-22', url: 'https://www.example.com/shoes/' }] },
      rivals: { 'rival.com': { desktop: ['out'] } },
    },
  ],
  partial: false,
};

describe('reading the side panel’s entries through their schemas', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  const key = panelKey('positions', 7, 'p30.daily');

  it('a report as the background stores it reads back whole', async () => {
    await writePanelEntry(key, 7, entry(report, 1000));
    expect(await readPanelEntry(key, positionsReportSchema)).toEqual(entry(report, 1000));
  });

  it.each([
    ['a report of an older shape', entry({ ...report, keywords: [{ id: 1, positions: [3] }] }, 1)],
    [
      'a position that is neither a number nor "out"',
      entry({ ...report, keywords: [{ ...report.keywords[0], positions: { desktop: ['x'] } }] }, 1),
    ],
    ['an entry without its time', { value: report, complete: true, progress: null }],
    ['a truncated value', '{"at":1,"value":{"campaign"'],
  ])('%s is dropped with a log line, never handed to the page', async (_, stored) => {
    await fakeBrowser.storage.local.set({ [key]: stored });
    expect(await readPanelEntry(key, positionsReportSchema)).toBeNull();
    expect(await fakeBrowser.storage.local.get(key)).toEqual({});
    expect((await readLog()).at(-1)).toMatchObject({
      kind: 'caught',
      where: `storage: “${key}” was unreadable and was reset`,
    });
  });

  it('a watcher is told "none" for an unreadable value', async () => {
    const seen: unknown[] = [];
    const unwatch = watchPanelEntry(key, positionsReportSchema, (e) => seen.push(e));
    await fakeBrowser.storage.local.set({ [key]: entry({ ...report, partial: 'no' }, 1) });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    unwatch();
  });
});
