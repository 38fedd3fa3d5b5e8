import { auto, control, journey, none, rows, type ParamRow } from './row';

// Groups, keywords and tables (../shared/spec/monitoring.md §4), operations 32–53.
const manage = 'entrypoints/sidepanel/views/manage/';
const positions = 'entrypoints/sidepanel/views/positions/';
const spec = 'sidepanel-manage.spec.ts';
const groupsJourney = journey(spec, 'add keywords, stop and restore a group, move a keyword');
const groupUpdate = journey('updates.spec.ts', 'group: renaming one keeps its location');
const story = journey(
  'sidepanel-report.spec.ts',
  "a keyword's story: chart of positions and who else ranks",
);
const fields = ['title', 'engine', 'country', 'devices', 'location'];
const field = (name: string) => control(`${manage}GroupFields.tsx`, `sidepanel.groups.${name}`);
const selection = journey(
  'sidepanel-compare.spec.ts',
  'service filters narrow the report; details of a selection compare sites across keywords',
);

export const groupRows: ParamRow[] = [
  { op: 32, param: 'campaign_id', how: auto('the campaign the panel shows'), e2e: groupsJourney },
  ...fields.map((f) => ({ op: 32, param: f, how: field(f), e2e: groupsJourney })),
  {
    op: 33,
    param: '{group_id}',
    how: auto('read before an update, so the fields the user left alone are sent as they are'),
    e2e: groupUpdate,
  },
  {
    op: 34,
    param: '{group_id}',
    how: control(`${manage}GroupsSection.tsx`, 'sidepanel.groups.edit'),
    e2e: groupUpdate,
  },
  ...fields.map((f) => ({ op: 34, param: f, how: field(f), e2e: groupUpdate })),
  ...[35, 36, 37, 38].flatMap((op) =>
    rows(
      op,
      ['id'],
      control(`${manage}GroupsSection.tsx`, 'sidepanel.groups.actions'),
      groupsJourney,
    ),
  ),
  { op: 39, param: 'campaign_id', how: auto('the campaign the panel shows'), e2e: groupsJourney },
  ...rows(
    39,
    ['pager.items_per_page', 'pager.page'],
    auto('pages of 1000 until `count` is reached'),
    groupsJourney,
  ),
  {
    op: 40,
    param: 'campaign_id',
    how: control(`${manage}GroupDraftsForm.tsx`, 'sidepanel.groups.anotherDraft'),
    e2e: groupsJourney,
  },
  ...fields.map((f) => ({ op: 40, param: `groups.${f}`, how: field(f), e2e: groupsJourney })),
  {
    op: 41,
    param: 'groups.title',
    how: auto(
      'each group’s own title, read just before (op 33) and sent back as it was: editing several ' +
        'groups hides the title field, so none is renamed',
    ),
    e2e: groupUpdate,
  },
  ...fields
    .filter((f) => f !== 'title')
    .map((f) => ({
      op: 41,
      param: `groups.${f}`,
      how: control(`${manage}GroupEditForm.tsx`, 'sidepanel.groups.editSeveral'),
      e2e: groupUpdate,
    })),
  {
    op: 42,
    param: 'group_id',
    how: control(`${manage}AddKeywords.tsx`, 'sidepanel.keywords.group'),
    e2e: groupsJourney,
  },
  {
    op: 42,
    param: 'keywords',
    how: control(`${manage}AddKeywords.tsx`, 'sidepanel.keywords.lines'),
    e2e: groupsJourney,
  },
  {
    op: 43,
    param: '{keyword_id}',
    how: control(`${positions}KeywordNow.tsx`, 'sidepanel.story.retrieved'),
    e2e: journey('sidepanel-keyword.spec.ts', 'a keyword moved elsewhere since the stored report'),
  },
  ...[44, 45, 46].flatMap((op) =>
    rows(
      op,
      ['id'],
      control(`${positions}SelectionBar.tsx`, 'sidepanel.bulk.selected'),
      groupsJourney,
    ),
  ),
  ...rows(
    47,
    ['id'],
    control(`${manage}DeletedKeywords.tsx`, 'sidepanel.keywords.restoreButton'),
    groupsJourney,
  ),
  ...rows(
    48,
    ['group_id', 'id'],
    control(`${positions}SelectionBar.tsx`, 'sidepanel.bulk.moveTo'),
    groupsJourney,
  ),
  { op: 49, param: 'campaign_id', how: auto('the campaign the panel shows'), e2e: groupsJourney },
  ...rows(
    49,
    ['pager.items_per_page', 'pager.page'],
    auto('pages of 1000 until `count` is reached'),
    groupsJourney,
  ),
  ...[
    ['keyword', 'keyword'],
    ['group_name', 'groupName'],
  ].map(([f, name]) => ({
    op: 49,
    param: `filters.${f}`,
    how: control(`${positions}ServiceFilters.tsx`, `positions.serviceFilters.${name}`),
    e2e: selection,
  })),
  {
    op: 49,
    param: 'filters.status',
    how: control(`${manage}DeletedKeywords.tsx`, 'sidepanel.keywords.deletedTitle'),
    e2e: groupsJourney,
  },
  {
    op: 50,
    param: 'id',
    // One id from a keyword's story (entrypoints/sidepanel/views/positions/CompetitorDetails.tsx),
    // an array for a selection.
    how: control(`${positions}SelectionBar.tsx`, 'positions.selectionDetails.open'),
    e2e: selection,
  },
  {
    op: 50,
    param: 'type',
    how: control(`${positions}Pickers.tsx`, 'sidepanel.details.type'),
    e2e: story,
  },
  ...rows(
    50,
    ['datemin', 'datemax', 'gap'],
    control(`${positions}RangeControls.tsx`, 'sidepanel.range.gap'),
    story,
  ),
  {
    op: 51,
    param: '{table_name}',
    how: none('the only two names (engines, devices) have their own paths, rows 52 and 53'),
    e2e: { why: 'both tables it can name are read through rows 52 and 53, which are tested' },
  },
  {
    op: 52,
    param: '',
    how: auto('the group form offers its engines and their countries'),
    e2e: groupsJourney,
  },
  { op: 53, param: '', how: auto('the group form offers its devices'), e2e: groupsJourney },
];
