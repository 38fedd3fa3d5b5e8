import { describe, expect, it } from 'vitest';
import { whole } from '../../e2e/whole';

/* The e2e journeys' pattern for a number inside a longer text (tests/e2e/whole.ts). */

describe('whole', () => {
  it.each([
    ['2 tokens', 'This launch costs 2 tokens: more than 1', true],
    ['2 tokens', 'This launch costs 12 tokens', false],
    ['more than 1', 'costs 2 tokens: more than 1', true],
    ['more than 1', 'costs 2 tokens: more than 10', false],
    ['more than 1', 'costs 2 tokens: more than 1.5', false],
    ['CPC €1.5', 'Volume 10 · CPC €1.5 · Competition 0.3', true],
    ['CPC €1.5', 'Volume 10 · CPC €1.55', false],
    ['CPC 1,5 €', 'CPC 1,5\u00a0€ · Konkurencja', true],
    ['30 of 30 keywords', '30 of 30 keywords', true],
    ['30 of 30 keywords', '130 of 30 keywords', false],
    ['30 of 30 keywords', '1,30 of 30 keywords', false],
    ['3 → 12', 'trail shoes 3 → 12 left the top 10', true],
    ['3 → 12', 'trail shoes 13 → 12', false],
    ['3 → 12', 'trail shoes 3 → 120', false],
    ['192.168.1.10 is', '192.168.1.10 is on a private network.', true],
    ['Page 1 of 12', 'Previous Page 1 of 12 Next', true],
    ['Page 1 of 12', 'Previous Page 1 of 120 Next', false],
  ])('%j in %j: %s', (text, shown, found) => {
    expect(whole(text).test(shown)).toBe(found);
  });
});
