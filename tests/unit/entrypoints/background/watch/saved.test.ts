import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pageWatches } from '@/lib/storage/page-watch';
import { removeFromList, saveInList } from '@/entrypoints/background/watch/saved';

import { watch } from './page-fakes';

beforeEach(() => fakeBrowser.reset());

const { id: _id, createdAt: _c, updatedAt: _u, ...draft } = watch();

describe('saving and deleting in a stored list of watches', () => {
  it('adds a new watch with a fresh id, then edits it in place', async () => {
    const added = await saveInList(pageWatches, undefined, draft);
    expect(added).toEqual({
      ...draft,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: added.updatedAt,
      updatedAt: expect.any(Number),
    });
    const edited = await saveInList(pageWatches, added.id, { ...draft, budget: 8 });
    // The edit keeps the id and when it was made.
    expect(edited).toEqual({ ...added, budget: 8, updatedAt: expect.any(Number) });
    expect(await pageWatches.getValue()).toEqual([edited]);
  });

  it('refuses to edit a watch that no longer exists, and stores nothing', async () => {
    await expect(saveInList(pageWatches, 'gone', draft)).rejects.toMatchObject({
      kind: 'request',
      message: 'watch gone',
    });
    expect(await pageWatches.getValue()).toEqual([]);
  });

  it('removes the watch named and says how many went', async () => {
    await pageWatches.setValue([watch({ id: 'a' }), watch({ id: 'b' })]);
    expect(await removeFromList(pageWatches, 'a')).toEqual({ removed: 1 });
    expect(await removeFromList(pageWatches, 'a')).toEqual({ removed: 0 });
    expect((await pageWatches.getValue()).map((w) => w.id)).toEqual(['b']);
  });
});
