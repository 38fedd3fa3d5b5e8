import { beforeEach, describe, expect, it } from 'vitest';
import { initialRecent, usePopupStore } from '@/lib/stores/popup';

describe('popup store', () => {
  beforeEach(() => usePopupStore.setState({ recent: initialRecent, compare: [] }));

  it('keeps at most two runs to compare, dropping the oldest pick', () => {
    const { toggleCompare } = usePopupStore.getState();
    toggleCompare(1);
    toggleCompare(2);
    toggleCompare(3);
    expect(usePopupStore.getState().compare).toEqual([2, 3]);
    toggleCompare(2);
    expect(usePopupStore.getState().compare).toEqual([3]);
  });

  it.each([
    ['a filter', () => usePopupStore.getState().setRecentFilters({ status: ['ready'] })],
    [
      'the sorting',
      () => usePopupStore.getState().setRecent({ sorting: { field: 'status', sort: 'asc' } }),
    ],
  ])('changing %s goes back to the first page', (_name, change) => {
    usePopupStore.getState().setRecent({ pager: { itemsPerPage: 25, page: 4 } });
    change();
    expect(usePopupStore.getState().recent.pager).toEqual({ itemsPerPage: 25, page: 0 });
  });

  it('keeps the launch draft across edits', () => {
    const { editLaunch } = usePopupStore.getState();
    editLaunch({ title: 'Homepage' });
    editLaunch({ devices: ['mobile'] });
    expect(usePopupStore.getState().launch).toMatchObject({
      title: 'Homepage',
      devices: ['mobile'],
    });
  });
});
