import { describe, expect, it } from 'vitest';
import { checkDateRange } from '@/lib/domain/dates';
import { checkDomain, isDomain } from '@/lib/domain/domain-name';
import { checkEmail } from '@/lib/domain/email';
import {
  checkId,
  checkIds,
  checkOneOf,
  checkPager,
  checkSubset,
  checkText,
  checkTexts,
  isInputCode,
} from '@/lib/domain/input-issue';
import { checkWebAddress } from '@/lib/domain/url';

describe('input checks return codes, never sentences', () => {
  it.each([
    ['id', checkId('x'), { field: 'id', code: 'id', values: { value: 'x' } }],
    ['ids', checkIds([], 'groupIds'), { field: 'groupIds', code: 'ids-empty' }],
    ['bad id', checkIds([1, 0]), { field: 'id', code: 'ids-invalid', values: { value: '0' } }],
    ['empty text', checkText('  ', 'title'), { field: 'title', code: 'text-empty' }],
    [
      'long text',
      checkText('x'.repeat(6), 'title', 5),
      { field: 'title', code: 'text-too-long', values: { max: 5 } },
    ],
    [
      'one of',
      checkOneOf('hourly', ['daily', 'weekly'], 'gap'),
      { field: 'gap', code: 'one-of', values: { value: 'hourly', allowed: 'daily, weekly' } },
    ],
    ['not a list', checkSubset('desktop', ['desktop'], 'devices'), { code: 'list' }],
    ['empty list', checkSubset([], ['desktop'], 'devices', true), { code: 'list-empty' }],
    [
      'list value',
      checkSubset(['tablet'], ['desktop', 'mobile'], 'devices'),
      { code: 'list-value', values: { value: 'tablet', allowed: 'desktop, mobile' } },
    ],
    [
      'blank keyword',
      checkTexts(['a', ' '], 'keywords', 'keywords-empty'),
      { code: 'keywords-empty' },
    ],
    [
      'web address',
      checkWebAddress('ftp://example.com/'),
      { field: 'urls', code: 'url', values: { value: 'ftp://example.com/' } },
    ],
    [
      'domain',
      checkDomain('https://example.com/shop'),
      { field: 'domain', code: 'domain', values: { value: 'https://example.com/shop' } },
    ],
    [
      'e-mail',
      checkEmail('ann@example'),
      { field: 'mail', code: 'email', values: { value: 'ann@example' } },
    ],
  ])('%s', (_name, found, expected) => {
    expect(found).toMatchObject(expected);
    expect(isInputCode(found?.code)).toBe(true);
  });

  it('accepts what is right', () => {
    expect(
      [
        checkId('12'),
        checkIds([1, '2']),
        checkText('Shoes', 'title'),
        checkTexts(['a'], 'keywords', 'keywords-empty'),
        checkWebAddress('https://www.example.com/a'),
        checkDomain('shop.example.co.uk'),
        checkEmail('ann@example.com'),
      ].filter(Boolean),
    ).toEqual([]);
    expect(isDomain('xn--80ak6aa92e.xn--p1ai')).toBe(true);
  });

  it('pager and date range', () => {
    expect(checkPager({ itemsPerPage: 7, page: -1 }, [10, 25])).toEqual([
      { field: 'itemsPerPage', code: 'page-size', values: { allowed: '10, 25' } },
      { field: 'page', code: 'page' },
    ]);
    expect(checkDateRange({ datemin: '20240231', datemax: '20240101', gap: 'daily' })).toEqual([
      { field: 'datemin', code: 'date' },
    ]);
    expect(checkDateRange({ datemin: '20240201', datemax: '20240101' })).toEqual([
      { field: 'datemin', code: 'date-order' },
    ]);
  });
});
