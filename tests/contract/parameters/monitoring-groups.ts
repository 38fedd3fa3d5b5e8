import { auto, control, rangeRows, rows, untouched, type ParamRow } from './row';

// Groups, keywords and tables (../shared/spec/monitoring.md §4), operations 32–53.
const manage = 'entrypoints/sidepanel/views/manage/';
const positions = 'entrypoints/sidepanel/views/positions/';
const fields = ['title', 'engine', 'country', 'devices', 'location'];
const field = (name: string) => control(`${manage}GroupFields.tsx`, `sidepanel.groups.${name}`);

export const groupRows: ParamRow[] = [
  { op: 32, param: 'campaign_id', how: auto('the campaign the panel shows') },
  ...fields.map((f) => ({ op: 32, param: f, how: field(f) })),
  {
    op: 33,
    param: '{group_id}',
    how: auto('read before an update, so the fields the user left alone are sent as they are'),
  },
  {
    op: 34,
    param: '{group_id}',
    how: control(`${manage}GroupsSection.tsx`, 'sidepanel.groups.edit'),
  },
  ...fields.map((f) => ({ op: 34, param: f, how: field(f) })),
  ...[35, 36, 37, 38].flatMap((op) =>
    rows(op, ['id'], control(`${manage}GroupsSection.tsx`, 'sidepanel.groups.actions')),
  ),
  { op: 39, param: 'campaign_id', how: auto('the campaign the panel shows') },
  ...rows(
    39,
    ['pager.items_per_page', 'pager.page'],
    auto('pages of 1000 until `count` is reached'),
  ),
  {
    op: 40,
    param: 'campaign_id',
    how: control(`${manage}GroupDraftsForm.tsx`, 'sidepanel.groups.anotherDraft'),
  },
  ...fields.map((f) => ({ op: 40, param: `groups.${f}`, how: field(f) })),
  {
    op: 41,
    param: 'groups.title',
    how: auto(
      'each group’s own title, read just before (op 33) and sent back as it was: editing several ' +
        'groups hides the title field, so none is renamed',
    ),
  },
  ...fields
    .filter((f) => f !== 'title')
    .map((f) => ({
      op: 41,
      param: `groups.${f}`,
      how: control(`${manage}GroupEditForm.tsx`, 'sidepanel.groups.editSeveral'),
    })),
  {
    op: 42,
    param: 'group_id',
    how: control(`${manage}AddKeywords.tsx`, 'sidepanel.keywords.group'),
  },
  {
    op: 42,
    param: 'keywords',
    how: control(`${manage}AddKeywords.tsx`, 'sidepanel.keywords.lines'),
  },
  {
    op: 43,
    param: '{keyword_id}',
    how: control(`${positions}KeywordNow.tsx`, 'sidepanel.story.retrieved'),
  },
  ...[44, 45, 46].flatMap((op) =>
    rows(op, ['id'], control(`${positions}SelectionBar.tsx`, 'sidepanel.bulk.selected')),
  ),
  ...rows(47, ['id'], control(`${manage}DeletedKeywords.tsx`, 'sidepanel.keywords.restoreButton')),
  ...rows(48, ['group_id', 'id'], control(`${positions}SelectionBar.tsx`, 'sidepanel.bulk.moveTo')),
  { op: 49, param: 'campaign_id', how: auto('the campaign the panel shows') },
  ...rows(
    49,
    ['pager.items_per_page', 'pager.page'],
    auto('pages of 1000 until `count` is reached'),
  ),
  ...[
    ['keyword', 'keyword'],
    ['group_name', 'groupName'],
  ].map(([f, name]) => ({
    op: 49,
    param: `filters.${f}`,
    how: control(`${positions}ServiceFilters.tsx`, `positions.serviceFilters.${name}`),
  })),
  {
    op: 49,
    param: 'filters.status',
    how: control(`${manage}DeletedKeywords.tsx`, 'sidepanel.keywords.deletedTitle'),
    untouched: untouched('the positions list reads the live keywords (active, stop) on its own', [
      'active',
      'stop',
    ]),
  },
  {
    op: 50,
    param: 'id',
    // One id from a keyword's story (entrypoints/sidepanel/views/positions/CompetitorDetails.tsx),
    // an array for a selection.
    how: control(`${positions}SelectionBar.tsx`, 'positions.selectionDetails.open'),
  },
  {
    op: 50,
    param: 'type',
    how: control(`${positions}Pickers.tsx`, 'sidepanel.details.type'),
  },
  ...rangeRows(50),
  {
    op: 51,
    param: '{table_name}',
    // The same URL as rows 52 and 53: each of those calls names its table here.
    how: auto('`engines` and `devices`, read by the group form through rows 52 and 53'),
  },
  {
    op: 52,
    param: '',
    how: auto('the group form offers its engines and their countries'),
  },
  { op: 53, param: '', how: auto('the group form offers its devices') },
];
