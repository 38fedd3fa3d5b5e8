import { auto, control, rows, type ParamRow } from './row';

// Audits and profiles (../shared/spec/audits.md §4), operations 1–12 of ../shared/spec/endpoints.md.
const popup = 'entrypoints/popup/page/';
const recent = 'entrypoints/popup/recent/';
const profiles = 'entrypoints/options/profiles/';

export const auditRows: ParamRow[] = [
  {
    op: 1,
    param: '{audit_id}',
    how: auto('the tracker polls each child of a launched run; the report page reads every child'),
  },
  {
    op: 2,
    param: 'title',
    how: control(`${popup}LaunchForm.tsx`, 'popup.launch.title'),
  },
  {
    op: 2,
    param: 'urls',
    how: control(`${popup}PagesPicker.tsx`, 'popup.pages.paste'),
  },
  {
    op: 2,
    param: 'keywords',
    how: control(`${popup}KeywordsPicker.tsx`, 'popup.keywords.phrases'),
  },
  {
    op: 2,
    param: 'keywords_options.engine',
    how: control(`${popup}KeywordsPicker.tsx`, 'popup.keywords.engine'),
  },
  {
    op: 2,
    param: 'keywords_options.country',
    how: control(`${popup}KeywordsPicker.tsx`, 'popup.keywords.country'),
  },
  {
    op: 2,
    param: 'keywords_options.location',
    how: control(`${popup}KeywordsPicker.tsx`, 'popup.keywords.location'),
  },
  {
    op: 2,
    param: 'device',
    how: control(`${popup}LaunchForm.tsx`, 'popup.launch.devices'),
  },
  {
    op: 2,
    param: 'audits_settings',
    how: control(`${popup}RunSettings.tsx`, 'popup.runSettings.open'),
  },
  {
    op: 2,
    param: 'profile_id',
    how: control(`${popup}LaunchForm.tsx`, 'popup.launch.profile'),
  },
  {
    op: 3,
    param: '{audit_id}',
    how: control(`${popup}RunActions.tsx`, 'popup.actions.deleteConfirm'),
  },
  {
    op: 4,
    param: 'id',
    how: control(`${popup}RunActions.tsx`, 'popup.actions.refresh'),
  },
  {
    op: 5,
    param: 'id',
    how: control(`${popup}RunActions.tsx`, 'popup.actions.clone'),
  },
  {
    op: 5,
    param: 'title',
    how: control(`${popup}RunActions.tsx`, 'popup.actions.cloneName'),
  },
  {
    op: 6,
    param: 'parent_id',
    how: control(`${recent}AuditRow.tsx`, 'listInput(query, audit.id)'),
  },
  ...rows(
    6,
    ['sorting.field', 'sorting.sort'],
    control(`${recent}RecentFilters.tsx`, 'popup.recent.sortBy'),
  ),
  {
    op: 6,
    param: 'pager.items_per_page',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.perPage'),
  },
  {
    op: 6,
    param: 'pager.page',
    how: control(`${recent}RecentView.tsx`, 'popup.recent.next'),
  },
  {
    op: 6,
    param: 'filters.title',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.titleFilter'),
  },
  {
    op: 6,
    param: 'filters.audit_type',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.type'),
  },
  {
    op: 6,
    param: 'filters.device',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.device'),
  },
  {
    op: 6,
    param: 'filters.status',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.status'),
  },
  {
    op: 7,
    param: '',
    how: auto('read on connecting and by the profile editor and the launch form (types offered)'),
  },
  {
    op: 8,
    param: '{profile_id}',
    how: control(`${profiles}ProfileList.tsx`, 'options.profiles.listTitle'),
  },
  {
    op: 9,
    param: 'title',
    how: control(`${profiles}CreateProfile.tsx`, 'options.profiles.newTitle'),
  },
  {
    op: 10,
    param: '{profile_id}',
    how: control(`${profiles}EditorActions.tsx`, 'options.editor.save'),
  },
  {
    op: 10,
    param: 'title',
    how: control(`${profiles}EditorHeader.tsx`, 'options.editor.profileTitle'),
  },
  {
    op: 10,
    param: 'settings',
    how: control(`${profiles}EditorActions.tsx`, 'options.editor.save'),
  },
  {
    op: 11,
    param: '{profile_id}',
    how: control(`${profiles}EditorActions.tsx`, 'options.editor.delete'),
  },
  {
    op: 12,
    param: 'sorting.field',
    how: auto(
      'always `title`, the only field the document allows: entrypoints/background/profiles.ts ' +
        'sends it with every listing, whichever direction the sort control chose',
    ),
  },
  {
    op: 12,
    param: 'sorting.sort',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.sort'),
  },
  {
    op: 12,
    param: 'pager.items_per_page',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.perPage'),
  },
  {
    op: 12,
    param: 'pager.page',
    how: control(`${profiles}ProfileList.tsx`, 'options.profiles.next'),
  },
  {
    op: 12,
    param: 'filters.title',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.filterTitle'),
  },
  {
    op: 12,
    param: 'filters.audit_type',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.filterTypes'),
  },
];
