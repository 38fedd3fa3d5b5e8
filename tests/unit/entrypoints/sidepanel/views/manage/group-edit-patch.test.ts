import { describe, expect, it } from 'vitest';
import { groupEditPatch } from '@/entrypoints/sidepanel/views/manage/group-edit-patch';
import type { GroupDraft } from '@/entrypoints/sidepanel/views/manage/GroupFields';

// The first of the groups being edited: the form starts from its fields.
const initial: GroupDraft = {
  title: 'Shoes',
  engine: 1,
  country: 10,
  location: 'Kraków',
  devices: ['desktop'],
};

describe('a group edit sends only what the user changed', () => {
  it('nothing changed: nothing sent', () => {
    expect(groupEditPatch({ ...initial }, initial, true)).toEqual({});
  });

  it('a new country alone leaves every group its own engine', () => {
    expect(groupEditPatch({ ...initial, country: 11 }, initial, true)).toEqual({ country: 11 });
    expect(groupEditPatch({ ...initial, country: 11 }, initial, false)).toEqual({ country: 11 });
  });

  it('a new engine takes the country chosen with it', () => {
    expect(groupEditPatch({ ...initial, engine: 2, country: 20 }, initial, true)).toEqual({
      engine: 2,
      country: 20,
    });
    expect(groupEditPatch({ ...initial, engine: 2 }, initial, true)).toEqual({
      engine: 2,
      country: 10,
    });
  });

  it('a title is sent for one group only, trimmed; location and devices when changed', () => {
    const draft = { ...initial, title: ' Boots ', location: ' Gdańsk ', devices: ['mobile'] };
    expect(groupEditPatch(draft, initial, false)).toEqual({
      title: 'Boots',
      location: 'Gdańsk',
      devices: ['mobile'],
    });
    expect(groupEditPatch(draft, initial, true)).toEqual({
      location: 'Gdańsk',
      devices: ['mobile'],
    });
  });
});
