import { parseHTML } from 'linkedom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useLoad, type Loaded } from '@/components/useLoad';
import { ServiceError } from '@/lib/api/errors';
import { readLog } from '@/lib/diagnostics/log';

/** A load the test answers by hand, in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

let root: Root;
let seen: Loaded<string>;
const asked: string[] = [];
const pending = new Map<string, ReturnType<typeof deferred<string>>>();

/** The page: loads `key` through the hook; every load it asks is kept in `pending` by key. */
function Page({ id }: { id: string | null }) {
  seen = useLoad(
    id,
    () => {
      asked.push(id ?? 'null');
      const d = deferred<string>();
      pending.set(`${id}#${asked.length}`, d);
      return d.promise;
    },
    'test: the page',
  );
  return null;
}

const render = (id: string | null) => act(async () => root.render(<Page id={id} />));
const settle = (name: string, how: (d: ReturnType<typeof deferred<string>>) => void) =>
  act(async () => {
    const d = pending.get(name);
    if (!d) throw new Error(`no load ${name}; asked: ${asked.join(', ')}`);
    how(d);
    await d.promise.catch(() => undefined);
  });

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { window } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  Object.assign(globalThis, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
  root = createRoot(window.document.querySelector('main') as unknown as Element);
  asked.length = 0;
  pending.clear();
});
afterEach(() => act(() => root.unmount()));

describe('useLoad', () => {
  it('loads, is busy until the answer, then shows it', async () => {
    await render('a');
    expect(seen).toMatchObject({ data: null, loading: true, error: null });
    await settle('a#1', (d) => d.resolve('A'));
    expect(seen).toMatchObject({ data: 'A', loading: false, error: null });
  });

  it('inputs change while a load is in flight: the newest wins, the stale answer never lands', async () => {
    await render('a');
    await render('b');
    expect(asked).toEqual(['a', 'b']);
    await settle('b#2', (d) => d.resolve('B'));
    await settle('a#1', (d) => d.resolve('A (stale)'));
    expect(seen).toMatchObject({ data: 'B', loading: false });
  });

  it('a stale error does not land either, nor end the newer load', async () => {
    await render('a');
    await render('b');
    await settle('a#1', (d) => d.reject(new ServiceError('network', { message: 'gone' })));
    expect(seen).toMatchObject({ error: null, loading: true });
    await settle('b#2', (d) => d.resolve('B'));
    expect(seen).toMatchObject({ data: 'B', loading: false, error: null });
  });

  it('a load superseded by inputs that want no load ends the busy indicator', async () => {
    await render('a');
    expect(seen.loading).toBe(true);
    await render(null);
    expect(seen).toMatchObject({ data: null, loading: false, error: null });
    await settle('a#1', (d) => d.resolve('A (stale)'));
    expect(seen).toMatchObject({ data: null, loading: false });
    expect(asked).toEqual(['a']);
  });

  it('the same load asked twice: one request per key; a reload asks again and its answer wins', async () => {
    await render('a');
    await render('a');
    expect(asked).toEqual(['a']);
    await act(async () => seen.reload());
    expect(asked).toEqual(['a', 'a']);
    await settle('a#2', (d) => d.resolve('second'));
    await settle('a#1', (d) => d.resolve('first (superseded)'));
    expect(seen).toMatchObject({ data: 'second', loading: false });
  });

  it('keeps the last answer while another key loads, so a table does not blank', async () => {
    await render('a');
    await settle('a#1', (d) => d.resolve('A'));
    await render('b');
    expect(seen).toMatchObject({ data: 'A', loading: true });
  });

  it('the page closes mid-load: nothing lands after unmount, and nothing throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render('a');
    const before = seen;
    await act(() => root.unmount());
    await act(async () => {
      pending.get('a#1')!.resolve('A');
      await Promise.resolve();
    });
    expect(seen).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    root = createRoot(document.querySelector('main') as unknown as Element);
  });

  it('an error reaches the page and the diagnostics log, and ends the busy indicator', async () => {
    await render('a');
    await settle('a#1', (d) =>
      d.reject(new ServiceError('invalid-response', { message: 'The answer was not JSON.' })),
    );
    expect(seen.loading).toBe(false);
    expect(seen.error).toMatchObject({
      kind: 'invalid-response',
      message: 'The answer was not JSON.',
    });
    await vi.waitFor(async () =>
      expect(await readLog()).toEqual([
        expect.objectContaining({
          kind: 'caught',
          where: 'test: the page',
          message: 'The answer was not JSON.',
          error: 'invalid-response',
        }),
      ]),
    );
    // A retry clears the error while it loads, and its answer replaces it.
    await act(async () => seen.reload());
    expect(seen).toMatchObject({ error: null, loading: true });
    await settle('a#2', (d) => d.resolve('A'));
    expect(seen).toMatchObject({ data: 'A', error: null, loading: false });
  });

  it('a load that throws before it has a promise is an error of the load', async () => {
    function Throws() {
      seen = useLoad<string>(
        'x',
        () => {
          throw new Error('no such command');
        },
        'test: throws',
      );
      return null;
    }
    await act(async () => root.render(<Throws />));
    expect(seen).toMatchObject({
      loading: false,
      error: { kind: 'exception', message: 'no such command' },
    });
  });
});
