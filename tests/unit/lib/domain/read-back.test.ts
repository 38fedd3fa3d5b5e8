import { describe, expect, it } from 'vitest';
import { sameName, splitMade, type ReadBackItem } from '@/lib/domain/read-back';

const item = (id: number, key: string, campaignId?: number): ReadBackItem => ({
  id,
  key,
  label: key,
  ...(campaignId === undefined ? {} : { campaignId }),
});

describe('splitMade', () => {
  it('one made, named by the answer: nothing extra', () => {
    const out = splitMade(
      'campaign',
      ['shop.example'],
      new Set([3]),
      [item(3, 'shop.example'), item(9, 'shop.example')],
      new Map([['shop.example', 9]]),
    );
    expect([...out.made]).toEqual([['shop.example', 9]]);
    expect(out.receivedTwice).toBeNull();
  });

  it('two made for one name: the one the answer did not name is extra', () => {
    const out = splitMade(
      'group',
      ['Shoes'],
      new Set(),
      [item(10, 'Shoes', 4), item(11, 'shoes ', 4)],
      new Map([['Shoes', 11]]),
    );
    expect(out.made.get('Shoes')).toBe(11);
    expect(out.receivedTwice).toEqual({
      times: 2,
      extra: [{ kind: 'group', id: 10, label: 'Shoes', campaignId: 4 }],
      extraCost: null,
    });
  });

  it('a lost answer: the oldest made is the click’s, the later ones extra', () => {
    const out = splitMade(
      'profile',
      ['Nightly'],
      new Set([1]),
      [item(1, 'Nightly'), item(7, 'Nightly'), item(5, 'Nightly')],
      null,
    );
    expect(out.made.get('Nightly')).toBe(5);
    expect(out.receivedTwice?.extra.map((e) => e.id)).toEqual([7]);
    expect(out.receivedTwice?.times).toBe(2);
  });

  it('a lost answer and nothing made: nothing kept, nothing twice', () => {
    const out = splitMade('profile', ['Nightly'], new Set([1]), [item(1, 'Nightly')], null);
    expect(out.made.size).toBe(0);
    expect(out.receivedTwice).toBeNull();
  });

  it('a refusal of a name made since the click: received twice, the second refused as a duplicate', () => {
    const out = splitMade(
      'keyword',
      ['trail shoes', 'boots'],
      new Set([2]),
      [item(2, 'boots'), item(8, 'trail shoes')],
      new Map([
        ['trail shoes', 'refused'],
        ['boots', 'refused'],
      ]),
    );
    expect([...out.made]).toEqual([['trail shoes', 8]]);
    expect(out.receivedTwice).toEqual({ times: 2, extra: [], extraCost: null });
  });

  it('several names: each takes only its own, and three actions count as three', () => {
    const now = [item(20, 'a'), item(21, 'b'), item(22, 'a'), item(23, 'b'), item(24, 'a')];
    const out = splitMade(
      'group',
      ['a', 'b'],
      new Set(),
      now,
      new Map([
        ['a', 24],
        ['b', 23],
      ]),
    );
    expect([...out.made]).toEqual([
      ['a', 24],
      ['b', 23],
    ]);
    expect(out.receivedTwice?.times).toBe(3);
    expect(out.receivedTwice?.extra.map((e) => e.id)).toEqual([20, 22, 21]);
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
