import { describe, expect, it } from 'vitest';
import { listInput } from '@/entrypoints/popup/recent/list-input';
import { initialRecent, type RecentQuery } from '@/lib/stores/popup';

const q = (
  filters: Partial<RecentQuery['filters']>,
  rest: Partial<RecentQuery> = {},
): RecentQuery => ({
  ...initialRecent,
  ...rest,
  filters: { ...initialRecent.filters, ...filters },
});

describe('listInput', () => {
  it.each<[string, RecentQuery, number | undefined, object]>([
    [
      'parents, no filters',
      q({}),
      undefined,
      {
        sorting: { field: 'created', sort: 'desc' },
        pager: { itemsPerPage: 10, page: 0 },
        filters: {},
      },
    ],
    [
      'title and statuses',
      q({ title: 'example.com', status: ['ready'] }),
      undefined,
      { filters: { title: 'example.com', status: ['ready'] } },
    ],
    [
      'type and device',
      q({ auditType: ['lighthouse'], device: ['mobile'] }),
      undefined,
      { filters: { auditType: ['lighthouse'], device: ['mobile'] } },
    ],
    [
      'children: no title filter, one big page',
      q({ title: 'x', device: ['desktop'] }, { pager: { itemsPerPage: 25, page: 3 } }),
      42,
      { parentId: 42, pager: { itemsPerPage: 50, page: 0 }, filters: { device: ['desktop'] } },
    ],
    [
      'sorting passes through',
      q({}, { sorting: { field: 'result_overall', sort: 'asc' } }),
      undefined,
      { sorting: { field: 'result_overall', sort: 'asc' } },
    ],
    [
      'undocumented types are not sent',
      q({ auditType: ['lighthouse', 'bogus'] }),
      undefined,
      { filters: { auditType: ['lighthouse'] } },
    ],
  ])('%s', (_name, query, parentId, expected) => {
    const input = listInput(query, parentId);
    expect(input).toMatchObject(expected);
    if (parentId === undefined) expect(input).not.toHaveProperty('parentId');
  });
});
