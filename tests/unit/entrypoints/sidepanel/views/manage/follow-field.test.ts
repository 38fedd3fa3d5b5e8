import { describe, expect, it } from 'vitest';
import { followField } from '@/entrypoints/sidepanel/views/manage/follow-field';

describe('followField', () => {
  it('follows a value the user has not touched (the real title arriving after the domain)', () => {
    expect(followField('example.com', 'example.com', 'Example.com — running shoes', true)).toBe(
      'Example.com — running shoes',
    );
  });

  it('keeps what the user typed when the title arrives meanwhile', () => {
    expect(
      followField('Example running shop', 'example.com', 'Example.com — running shoes', true),
    ).toBe('Example running shop');
  });

  it('takes the other campaign’s value when another campaign is shown', () => {
    expect(followField('typed', 'a.com', 'b.com', false)).toBe('b.com');
  });
});
