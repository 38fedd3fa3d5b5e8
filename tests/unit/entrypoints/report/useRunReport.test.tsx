import { parseHTML } from 'linkedom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { newRecord } from '@/entrypoints/background/tracker/store';
import type { AuditSummary } from '@/lib/storage/audits';
import { trackedAudits } from '@/lib/storage/audits';

const { send } = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('@/lib/messaging/client', () => ({ send }));
const { pageToRead, useDetails, useRun } = await import('@/entrypoints/report/useRunReport');

const PARENT = 900;

/** A child of the run as the list shows it. */
const child = (id: number, status: AuditSummary['status'] = 'ready'): AuditSummary => ({
  id,
  parentId: PARENT,
  title: 'Whole shop',
  url: `https://www.example.com/p/${id % 21}`,
  device: id % 2 ? 'desktop' : 'mobile',
  auditType: 'lighthouse',
  status,
  created: 1,
  updated: 1,
  score: 80,
});
const parent = { ...child(PARENT), parentId: 0, url: null, device: null, auditType: null };

/** The list in pages of 50, as the background answers it (`nextPage` null on the last). */
const listPage = (ids: number[], page: number, status?: AuditSummary['status']) => {
  const children = ids.slice(page * 50, page * 50 + 50).map((id) => child(id, status));
  return { children, nextPage: children.length < 50 ? null : page + 1 };
};

/** Every message the page sent, answered by hand (`answer`) in any order. */
const asked: { name: string; input: unknown; resolve: (answer: unknown) => void }[] = [];
const names = () => asked.map(({ name, input }) => `${name} ${JSON.stringify(input)}`);
const answer = (name: string, input: unknown, value: unknown) =>
  act(async () => {
    const i = names().lastIndexOf(`${name} ${JSON.stringify(input)}`);
    if (i < 0) throw new Error(`not asked: ${name}; asked: ${names().join(', ')}`);
    asked.splice(i, 1)[0].resolve(value);
  });

let root: Root;
let seen: ReturnType<typeof useRun> & ReturnType<typeof useDetails>;

/** The report's loading, as entrypoints/report/App.tsx wires it. */
function Report() {
  const run = useRun(PARENT);
  const details = useDetails(run.run?.children ?? [], run.listing);
  seen = { ...run, ...details };
  return null;
}

beforeEach(() => {
  fakeBrowser.reset();
  // The failures asked for here are logged as a page logs them.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  asked.length = 0;
  send.mockReset();
  send.mockImplementation(
    (name: string, input: unknown) =>
      new Promise((resolve) => asked.push({ name, input, resolve })),
  );
  const { window } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  Object.assign(globalThis, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
  root = createRoot(window.document.querySelector('main') as unknown as Element);
});
afterEach(() => act(() => root.unmount()));

const open = () => act(async () => root.render(<Report />));
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the full report of a big run (252 audits)', () => {
  it('paints the first list page before later ones answer, then fills in every child', async () => {
    const all = ids(252);
    await open();
    expect(names()).toEqual([`audits.run {"id":${PARENT}}`]);
    await answer('audits.run', { id: PARENT }, { parent, ...listPage(all, 0) });
    // Painted: the first 50 rows, while page 1 is still asked for; no results read meanwhile.
    expect(seen.run?.children.map((c) => c.id)).toEqual(all.slice(0, 50));
    expect(seen.listing).toBe(true);
    expect(names()).toEqual([`audits.children {"parentId":${PARENT},"page":1}`]);
    for (let page = 1; page <= 5; page++) {
      await answer('audits.children', { parentId: PARENT, page }, listPage(all, page));
      expect(seen.run?.children).toHaveLength(Math.min(252, (page + 1) * 50));
    }
    // Every child is there; only now are their results read, one at a time.
    expect(seen.listing).toBe(false);
    expect(names()).toEqual([expect.stringMatching(/^audits\.retrieve /)]);
  });

  it('reads an audit the reader opens while the rest of the list is still coming', async () => {
    await open();
    await answer('audits.run', { id: PARENT }, { parent, ...listPage(ids(252), 0) });
    await act(async () => seen.want(7));
    expect(names()).toEqual([
      `audits.children {"parentId":${PARENT},"page":1}`,
      'audits.retrieve {"id":7}',
    ]);
  });

  it('shows the rows read so far and the error when a later page fails', async () => {
    send.mockImplementation(async (name: string) => {
      if (name === 'audits.run') return { parent, ...listPage(ids(120), 0) };
      throw new Error('offline');
    });
    await open();
    expect(seen.run?.children).toHaveLength(50);
    expect(seen.error).not.toBeNull();
    expect(seen.listing).toBe(false);
  });
});

describe('a run the tracker follows', () => {
  it('reads every page again when a child moves on, the rows staying meanwhile', async () => {
    const all = ids(60);
    const record = newRecord(
      {
        parentId: PARENT,
        childIds: all,
        url: 'https://www.example.com/',
        title: 'Whole shop',
        devices: ['desktop', 'mobile'],
        types: ['lighthouse'],
        profileId: null,
        cost: 60,
      },
      0,
    );
    await trackedAudits.setValue({ [PARENT]: record });
    await open();
    await answer('audits.run', { id: PARENT }, { parent, ...listPage(all, 0, 'inprogress') });
    await answer('audits.children', { parentId: PARENT, page: 1 }, listPage(all, 1, 'inprogress'));
    expect(names()).toEqual([]);

    const moved = {
      ...record,
      children: record.children.map((c) => ({ ...c, status: 'ready' as const })),
    };
    await act(() => trackedAudits.setValue({ [PARENT]: moved }));
    expect(names()).toEqual([`audits.run {"id":${PARENT}}`]);
    expect(seen.run?.children).toHaveLength(60);
    await answer('audits.run', { id: PARENT }, { parent, ...listPage(all, 0) });
    expect(names()).toEqual([
      `audits.children {"parentId":${PARENT},"page":1}`,
      expect.stringMatching(/^audits\.retrieve /),
    ]);
    await answer('audits.children', { parentId: PARENT, page: 1 }, listPage(all, 1));
    expect(seen.run?.children.every((c) => c.status === 'ready')).toBe(true);
    expect(names().filter((n) => !n.startsWith('audits.retrieve'))).toEqual([]);
  });
});

describe('pageToRead', () => {
  const page = (order: number, progress: string, nextPage: number | null) => ({
    children: [],
    nextPage,
    progress,
    order,
  });
  it.each([
    ['nothing read: the first page', [], 0],
    ['the list goes on: the page after', [page(0, 'a', 1), page(1, 'b', 2)], 2],
    ['every page read as the run is now: none', [page(0, 'b', 1), page(1, 'b', null)], null],
    [
      'the run moved on: the outdated page read longest ago',
      [page(2, 'a', 1), page(1, 'a', 2), page(3, 'b', null)],
      1,
    ],
  ])('%s', (_, pages, expected) => {
    expect(pageToRead(pages, 'b')).toBe(expected);
  });
});
