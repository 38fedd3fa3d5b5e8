import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as z from 'zod/mini';
import { readLog } from '@/lib/diagnostics/log';
import { connectionState } from '@/lib/storage/connection';
import { defineStoredItem } from '@/lib/storage/item';
import { defaultPreferences, preferences } from '@/lib/storage/prefs';
import { auditHistory, trackedAudits, type AuditSummary } from '@/lib/storage/audits';
import { noteTokensLeft } from '@/entrypoints/background/api';
import { markSeen, storeChanges } from '@/entrypoints/background/watch/changes';
import type { KeywordChange } from '@/lib/domain/watch-changes';
import { checkLedger, watchChanges } from '@/lib/storage/watch';

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const counter = () =>
  defineStoredItem<{ n: number; seen: number[] }>('local:test-counter', {
    fallback: { n: 0, seen: [] },
    version: 1,
    schema: z.object({ n: z.number(), seen: z.array(z.number()) }),
  });

describe('update: one change at a time per item', () => {
  it('fifty concurrent writers lose nothing', async () => {
    const item = counter();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        item.update(async (v) => {
          // A pause between read and write: without the lock every writer would start from 0.
          await new Promise((r) => setTimeout(r, i % 3));
          return { n: v.n + 1, seen: [...v.seen, i] };
        }),
      ),
    );
    const value = await item.getValue();
    expect(value.n).toBe(50);
    expect([...value.seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('a failed change leaves the value and the queue usable', async () => {
    const item = counter();
    await expect(
      item.update(() => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await item.update((v) => ({ ...v, n: v.n + 1 }));
    expect((await item.getValue()).n).toBe(1);
  });

  it('the connection state keeps every field its three writers change at once', async () => {
    await Promise.all([
      noteTokensLeft(41),
      connectionState.update((s) => ({ ...s, state: 'connected', tokenHint: 'abcd' })),
      connectionState.update((s) => ({ ...s, creditsLeft: 900 })),
      noteTokensLeft(40),
    ]);
    expect(await connectionState.getValue()).toMatchObject({
      state: 'connected',
      tokenHint: 'abcd',
      tokensLeft: 40,
      creditsLeft: 900,
    });
  });
});

describe('reading through the schema', () => {
  it('an unreadable value is dropped with a logged message, never thrown at the page', async () => {
    await fakeBrowser.storage.local.set({ trackedAudits: { 12: { parentId: 'x', children: 3 } } });
    expect(await trackedAudits.getValue()).toEqual({});
    expect(await fakeBrowser.storage.local.get('trackedAudits')).toEqual({});
    const log = await readLog();
    expect(log.at(-1)).toMatchObject({
      kind: 'caught',
      where: 'storage: “trackedAudits” was unreadable and was reset',
    });
  });

  it('a full value reads back whole: the schema strips no field the type has', async () => {
    // A field added to a stored type but not to its schema would vanish on the next read.
    const summary: AuditSummary = {
      id: 7,
      parentId: 0,
      title: 'Home',
      url: null,
      device: null,
      auditType: null,
      status: 'ready',
      created: 1,
      updated: 2,
      score: null,
      uid: 99,
      settings: { devices: ['mobile'] },
    };
    const value = {
      'https://a.pl/': {
        url: 'https://a.pl/',
        fetchedAt: 3,
        runs: [{ parent: summary, children: [] }],
      },
    };
    await auditHistory.setValue(value);
    expect(await auditHistory.getValue()).toEqual(value);
  });

  it('a tracked child keeps the page it audits (runs of several pages group by it)', async () => {
    const child = {
      id: 8,
      url: 'https://a.pl/b',
      device: 'mobile' as const,
      auditType: 'lighthouse',
      status: 'wait' as const,
      score: null,
      headline: null,
      error: null,
      finished: false,
    };
    const value = {
      '7': {
        parentId: 7,
        url: 'https://a.pl/',
        title: 'Home',
        devices: ['mobile' as const],
        types: ['lighthouse'],
        profileId: null,
        launchedAt: 1,
        cost: 2,
        children: [child],
        done: false,
        finishedAt: null,
        nextPollAt: 1,
        failures: 0,
        lastError: null,
        notified: false,
      },
    };
    await trackedAudits.setValue(value);
    expect((await trackedAudits.getValue())['7'].children[0].url).toBe('https://a.pl/b');
  });

  it('watchers receive the fallback instead of an unreadable value', async () => {
    const item = counter();
    const seen: unknown[] = [];
    const unwatch = item.watch((v) => seen.push(v));
    await fakeBrowser.storage.local.set({ 'test-counter': 'garbage' });
    // The drop itself is a change too: every value a watcher sees is the fallback.
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    for (const value of seen) expect(value).toEqual({ n: 0, seen: [] });
    unwatch();
  });

  it('one wrong preference falls back alone; the others are kept', async () => {
    await fakeBrowser.storage.local.set({
      preferences: { ...defaultPreferences, language: 'pl', theme: 'purple', rangeDays: 'x' },
    });
    expect(await preferences.getValue()).toEqual({
      ...defaultPreferences,
      language: 'pl',
    });
  });

  it('an older connection state without creditsLeft reads with it filled in', async () => {
    await fakeBrowser.storage.local.set({
      connectionState: { state: 'connected', auditTypes: ['lighthouse'], tokensLeft: 5 },
    });
    expect(await connectionState.getValue()).toMatchObject({
      state: 'connected',
      auditTypes: ['lighthouse'],
      tokensLeft: 5,
      creditsLeft: null,
      tokenHint: null,
    });
  });
});

describe('versions', () => {
  it('runs the migrations from the stored version to the current one', async () => {
    await fakeBrowser.storage.local.set({
      'test-migrated': { count: 3 },
      'test-migrated$': { v: 1 },
    });
    const item = defineStoredItem<{ n: number; label: string }>('local:test-migrated', {
      fallback: { n: 0, label: '' },
      version: 3,
      migrations: {
        2: (old) => ({ n: (old as { count: number }).count }),
        3: (old) => ({ ...(old as { n: number }), label: 'migrated' }),
      },
      schema: z.object({ n: z.number(), label: z.string() }),
    });
    expect(await item.getValue()).toEqual({ n: 3, label: 'migrated' });
    expect(await fakeBrowser.storage.local.get('test-migrated$')).toEqual({
      'test-migrated$': { v: 3 },
    });
  });
});

describe('the watch items through the helper', () => {
  it('changes marked seen while a check stores new ones: both kept', async () => {
    const change = (id: string): KeywordChange => ({
      id,
      campaignId: 1,
      domain: 'a.pl',
      day: '2026-03-11',
      keywordId: Number(id),
      keyword: `k${id}`,
      groupId: 1,
      device: 'desktop',
      before: 3,
      after: 'out',
      urlBefore: null,
      urlAfter: null,
      reasons: [{ kind: 'outOfTop100' }],
      watchIds: ['w'],
    });
    await storeChanges([change('1'), change('2')], 1);
    await Promise.all([markSeen(['1']), storeChanges([change('3')], 2), markSeen(['2'])]);
    const stored = await watchChanges.getValue();
    expect(stored.map((c) => [c.id, c.seen]).sort()).toEqual([
      ['1', true],
      ['2', true],
      ['3', false],
    ]);
  });

  it('a corrupt ledger is dropped with a logged message, not thrown', async () => {
    await fakeBrowser.storage.local.set({ watchLedger: { campaigns: 5, run: 'x' } });
    expect(await checkLedger.getValue()).toEqual(checkLedger.fallback);
    expect((await readLog()).at(-1)).toMatchObject({
      where: 'storage: “watchLedger” was unreadable and was reset',
    });
  });
});

describe('made on first use', () => {
  it('defining an item reads nothing; its first read runs its migrations first', async () => {
    await fakeBrowser.storage.local.set({ 'test-lazy': { n: 1 }, 'test-lazy$': { v: 1 } });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    get.mockClear();
    const item = defineStoredItem<{ n: number; doubled: boolean }>('local:test-lazy', {
      fallback: { n: 0, doubled: false },
      version: 2,
      migrations: { 2: (old) => ({ n: (old as { n: number }).n * 2, doubled: true }) },
      schema: z.object({ n: z.number(), doubled: z.boolean() }),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).not.toHaveBeenCalled();
    expect(await fakeBrowser.storage.local.get('test-lazy')).toEqual({ 'test-lazy': { n: 1 } });
    expect(await item.getValue()).toEqual({ n: 2, doubled: true });
    expect(await fakeBrowser.storage.local.get('test-lazy$')).toEqual({ 'test-lazy$': { v: 2 } });
  });

  it('following an item reads nothing, and still hears every change', async () => {
    // The worker follows a dozen items from every wake-up: each follow that made the WXT item
    // cost a storage read queued ahead of the command that woke it.
    await fakeBrowser.storage.local.set({ 'test-lazy': { n: 1 }, 'test-lazy$': { v: 2 } });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    get.mockClear();
    const item = defineStoredItem<{ n: number }>('local:test-lazy', {
      fallback: { n: 0 },
      version: 2,
      schema: z.object({ n: z.number() }),
    });
    const heard: [number, number][] = [];
    item.watch((value, previous) => heard.push([value.n, previous.n]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).not.toHaveBeenCalled();
    await item.setValue({ n: 5 });
    await item.removeValue();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([
      [5, 1],
      [0, 5],
    ]);
  });

  it('reads a value of the current version in one storage read', async () => {
    await fakeBrowser.storage.local.set({ 'test-lazy': { n: 3 }, 'test-lazy$': { v: 2 } });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    get.mockClear();
    const item = defineStoredItem<{ n: number }>('local:test-lazy', {
      fallback: { n: 0 },
      version: 2,
      migrations: { 2: () => ({ n: -1 }) },
      schema: z.object({ n: z.number() }),
    });
    expect(await item.getValue()).toEqual({ n: 3 });
    expect(get).toHaveBeenCalledTimes(1);
  });
});
