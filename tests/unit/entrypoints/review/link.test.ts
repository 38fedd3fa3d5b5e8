import { describe, expect, it } from 'vitest';
import { readReviewLink, reviewPath } from '@/entrypoints/review/link';

describe('review link', () => {
  it('carries the campaign, its domain and title', () => {
    const link = { campaignId: 31401, domain: 'example.com', title: 'Shoes & more' };
    const path = reviewPath(link);
    expect(path).toBe('/review.html?campaign=31401&domain=example.com&title=Shoes+%26+more');
    expect(readReviewLink(path.slice(path.indexOf('?')))).toEqual(link);
  });

  it.each(['', '?campaign=x&domain=example.com', '?campaign=5', '?campaign=-1&domain=a.com'])(
    '%s names no campaign',
    (search) => expect(readReviewLink(search)).toBeNull(),
  );

  it('a missing title is the domain', () => {
    expect(readReviewLink('?campaign=5&domain=a.com')?.title).toBe('a.com');
  });
});
