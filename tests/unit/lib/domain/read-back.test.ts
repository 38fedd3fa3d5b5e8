import { describe, expect, it } from 'vitest';
import { sameName, splitMade, type ReadBackItem } from '@/lib/domain/read-back';

const item = (id: number, key: string, campaignId?: number): ReadBackItem => ({
  id,
  key,
  label: key,
  ...(campaignId === undefined ? {} : { campaignId }),
});

/** The click's mark, and the names it asked for with it. */
const M = 'k3f9q1';
const shop = `shop.example [${M}]`;
const shoes = `Shoes [${M}]`;
const nightly = `Nightly [${M}]`;

describe('splitMade, names carrying the click’s mark', () => {
  it('one made, named by the answer: nothing extra', () => {
    const out = splitMade(
      'campaign',
      [shop],
      new Set([3]),
      [item(3, shop), item(9, shop)],
      new Map([[shop, 9]]),
      M,
    );
    expect([...out.made]).toEqual([[shop, 9]]);
    expect(out.receivedTwice).toBeNull();
    expect(out.seen).toEqual([]);
  });

  it('two carrying the mark for one name: the one the answer did not name is extra', () => {
    const out = splitMade(
      'group',
      [shoes],
      new Set(),
      [item(10, shoes, 4), item(11, `shoes  [${M}]`, 4)],
      new Map([[shoes, 11]]),
      M,
    );
    expect(out.made.get(shoes)).toBe(11);
    expect(out.receivedTwice).toEqual({
      times: 2,
      extra: [{ kind: 'group', id: 10, label: shoes, campaignId: 4 }],
      extraCost: null,
    });
  });

  it('a same-named entity without the mark, made since the click, is nobody’s extra', () => {
    const out = splitMade(
      'profile',
      [nightly],
      new Set(),
      [item(6, 'Nightly'), item(7, nightly), item(8, 'Nightly [zz00zz]')],
      new Map([[nightly, 7]]),
      M,
    );
    expect([...out.made]).toEqual([[nightly, 7]]);
    expect(out.receivedTwice).toBeNull();
    expect(out.seen).toEqual([]);
  });

  it('a lost answer: the oldest carrying the mark is the click’s, the later ones extra', () => {
    const out = splitMade(
      'profile',
      [nightly],
      new Set([1]),
      [item(1, nightly), item(7, nightly), item(5, nightly)],
      null,
      M,
    );
    expect(out.made.get(nightly)).toBe(5);
    expect(out.receivedTwice?.extra.map((e) => e.id)).toEqual([7]);
    expect(out.receivedTwice?.times).toBe(2);
  });

  it('a lost answer: an older entity of the user’s name without the mark is never adopted', () => {
    const out = splitMade(
      'group',
      [shoes],
      new Set(),
      [item(3, 'Shoes', 4), item(4, `Shoes [zz00zz]`, 4)],
      null,
      M,
    );
    expect(out.made.size).toBe(0);
    expect(out.receivedTwice).toBeNull();
  });

  it('a lost answer and nothing made: nothing kept, nothing twice', () => {
    const out = splitMade('profile', [nightly], new Set([1]), [item(1, nightly)], null, M);
    expect(out.made.size).toBe(0);
    expect(out.receivedTwice).toBeNull();
  });

  it('a refusal of a marked name made since the click: received twice, the second refused', () => {
    const out = splitMade(
      'group',
      [shoes],
      new Set(),
      [item(8, shoes, 4)],
      new Map([[shoes, 'refused']]),
      M,
    );
    expect([...out.made]).toEqual([[shoes, 8]]);
    expect(out.receivedTwice).toEqual({ times: 2, extra: [], extraCost: null });
  });

  it('several names: each takes only its own, and three actions count as three', () => {
    const [a, b] = [`a [${M}]`, `b [${M}]`];
    const now = [item(20, a), item(21, b), item(22, a), item(23, b), item(24, a)];
    const out = splitMade(
      'group',
      [a, b],
      new Set(),
      now,
      new Map([
        [a, 24],
        [b, 23],
      ]),
      M,
    );
    expect([...out.made]).toEqual([
      [a, 24],
      [b, 23],
    ]);
    expect(out.receivedTwice?.times).toBe(3);
    expect(out.receivedTwice?.extra.map((e) => e.id)).toEqual([20, 22, 21]);
  });
});

describe('splitMade, phrases (no mark)', () => {
  it('a same phrase the answer did not name is seen, never extra', () => {
    const out = splitMade(
      'keyword',
      ['trail shoes'],
      new Set(),
      [item(8, 'trail shoes', 4), item(9, 'Trail shoes', 4)],
      new Map([['trail shoes', 9]]),
      null,
    );
    expect([...out.made]).toEqual([['trail shoes', 9]]);
    expect(out.receivedTwice).toBeNull();
    expect(out.seen).toEqual([{ kind: 'keyword', id: 8, label: 'trail shoes', campaignId: 4 }]);
  });

  it('a refused phrase made since the click: seen, not claimed and not called twice', () => {
    const out = splitMade(
      'keyword',
      ['trail shoes', 'boots'],
      new Set([2]),
      [item(2, 'boots'), item(8, 'trail shoes')],
      new Map([
        ['trail shoes', 'refused'],
        ['boots', 'refused'],
      ]),
      null,
    );
    expect(out.made.size).toBe(0);
    expect(out.receivedTwice).toBeNull();
    expect(out.seen.map((e) => e.id)).toEqual([8]);
  });

  it('a lost answer: a phrase made since the click is seen, never adopted as the click’s', () => {
    const out = splitMade('keyword', ['boots'], new Set(), [item(5, 'boots')], null, null);
    expect(out.made.size).toBe(0);
    expect(out.seen.map((e) => e.id)).toEqual([5]);
  });
});

describe('sameName', () => {
  it.each([
    ['  Trail   Shoes ', 'trail shoes'],
    ['SHOP.example', 'shop.example'],
  ])('%s → %s', (text, expected) => {
    expect(sameName(text)).toBe(expected);
  });
});
