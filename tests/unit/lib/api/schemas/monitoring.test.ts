import { describe, expect, it } from 'vitest';
import { groupListSchema, groupSchema } from '@/lib/api/schemas/monitoring';

// Group answers as the SDK's examples print them (semstorm/semstorm-php-sdk
// GroupRetrieve example and GroupList), not as the emulator sends them.
describe('group answers in the SDK forms', () => {
  it('retrieve: engines/locations lists, numeric strings and the word `empty` as no location', () => {
    const group = groupSchema.parse({
      id: '54647',
      title: 'Group title',
      status: 'active',
      created_time: '1402497478',
      changed_time: '1402497478',
      keywords: ['123456', '123457'],
      engines: [{ engine: '2', country: '168' }],
      locations: ['empty'],
      devices: ['desktop'],
    });
    expect(group).toMatchObject({
      id: 54647,
      keywordIds: [123456, 123457],
      engine: 2,
      country: 168,
      location: '',
      devices: ['desktop'],
    });
  });

  it('list: `empty` is no location, a real place is kept as sent', () => {
    const list = groupListSchema.parse({
      count: 12,
      groups: [
        {
          id: 1,
          title: 'A',
          keywords_count: 21,
          status: 'active',
          engine: 2,
          country: 168,
          location: 'empty',
          devices: ['desktop'],
        },
        {
          id: 2,
          title: 'B',
          keywords_count: '6',
          status: 'active',
          engine: 2,
          country: 168,
          location: 'Warszawa',
          devices: { 0: 'desktop', 1: 'mobile' },
        },
      ],
    });
    expect(list.groups.map((g) => g.location)).toEqual(['', 'Warszawa']);
    expect(list.groups[1]).toMatchObject({ keywordsCount: 6, devices: ['desktop', 'mobile'] });
  });
});
