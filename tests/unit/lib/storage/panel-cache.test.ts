import { beforeEach, describe, expect, it } from 'vitest';
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
    const unwatch = watchPanelEntry<{ n: number }>(key, (e) => seen.push(e?.value));
    await writePanelEntry(key, 7, entry({ n: 1 }, 1000));
    expect(await readPanelEntry(key)).toEqual(entry({ n: 1 }, 1000));
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ n: 1 }]);
    unwatch();
  });

  it(`keeps at most ${MAX_CAMPAIGNS} campaigns, dropping the one fetched longest ago whole`, async () => {
    for (let id = 1; id <= MAX_CAMPAIGNS; id++) {
      await writePanelEntry(panelKey('positions', id, 'p30.daily'), id, entry({ id }, id * 1000));
    }
    await writePanelEntry(panelKey('overview', 1, 'p30.daily'), 1, entry({ id: 1 }, 50_000));
    await writePanelEntry(panelKey('positions', 99, 'p30.daily'), 99, entry({ id: 99 }, 60_000));
    // Campaign 1 was refreshed last-but-one, so campaign 2 (fetched longest ago) goes.
    expect(await readPanelEntry(panelKey('positions', 2, 'p30.daily'))).toBeNull();
    expect(await readPanelEntry(panelKey('positions', 1, 'p30.daily'))).not.toBeNull();
    expect(await readPanelEntry(panelKey('positions', 99, 'p30.daily'))).not.toBeNull();
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
    expect(await readPanelEntry(key)).toBeNull();
  });
});
