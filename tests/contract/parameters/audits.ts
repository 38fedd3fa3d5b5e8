import { auto, control, journey, rows, type ParamRow } from './row';

// Audits and profiles (../shared/spec/audits.md §4), operations 1–12 of ../shared/spec/endpoints.md.
const popup = 'entrypoints/popup/page/';
const recent = 'entrypoints/popup/recent/';
const profiles = 'entrypoints/options/profiles/';
const launch = journey('popup.spec.ts', 'launches desktop + mobile for the tab');
const more = 'popup-launch-more.spec.ts';
const keywordRun = journey(more, 'keyword audits from the page title');
const recentList = journey('popup.spec.ts', 'recent audits sort, filter, page and open children');
const profileEdit = journey('options.spec.ts', 'profiles: create, edit a setting of each kind');
const profileList = journey('options.spec.ts', 'profiles: the list sorts, filters by title');

export const auditRows: ParamRow[] = [
  {
    op: 1,
    param: '{audit_id}',
    how: auto('the tracker polls each child of a launched run; the report page reads every child'),
    e2e: launch,
  },
  {
    op: 2,
    param: 'title',
    how: control(`${popup}LaunchForm.tsx`, 'popup.launch.title'),
    e2e: launch,
  },
  {
    op: 2,
    param: 'urls',
    how: control(`${popup}PagesPicker.tsx`, 'popup.pages.paste'),
    e2e: journey(more, 'several pages of a site go into one run'),
  },
  {
    op: 2,
    param: 'keywords',
    how: control(`${popup}KeywordsPicker.tsx`, 'popup.keywords.phrases'),
    e2e: keywordRun,
  },
  {
    op: 2,
    param: 'keywords_options.engine',
    how: control(`${popup}KeywordsPicker.tsx`, 'popup.keywords.engine'),
    e2e: keywordRun,
  },
  {
    op: 2,
    param: 'keywords_options.country',
    how: control(`${popup}KeywordsPicker.tsx`, 'popup.keywords.country'),
    e2e: keywordRun,
  },
  {
    op: 2,
    param: 'keywords_options.location',
    how: control(`${popup}KeywordsPicker.tsx`, 'popup.keywords.location'),
    e2e: keywordRun,
  },
  {
    op: 2,
    param: 'device',
    how: control(`${popup}LaunchForm.tsx`, 'popup.launch.devices'),
    e2e: launch,
  },
  {
    op: 2,
    param: 'audits_settings',
    how: control(`${popup}RunSettings.tsx`, 'popup.runSettings.open'),
    e2e: journey(more, 'settings adjusted for one run are sent for that run only'),
  },
  {
    op: 2,
    param: 'profile_id',
    how: control(`${popup}LaunchForm.tsx`, 'popup.launch.profile'),
    e2e: journey('popup.spec.ts', 'popup launches with a profile'),
  },
  {
    op: 3,
    param: '{audit_id}',
    how: control(`${popup}RunActions.tsx`, 'popup.actions.deleteConfirm'),
    e2e: launch,
  },
  {
    op: 4,
    param: 'id',
    how: control(`${popup}RunActions.tsx`, 'popup.actions.refresh'),
    e2e: launch,
  },
  {
    op: 5,
    param: 'id',
    how: control(`${popup}RunActions.tsx`, 'popup.actions.clone'),
    e2e: launch,
  },
  {
    op: 5,
    param: 'title',
    how: control(`${popup}RunActions.tsx`, 'popup.actions.cloneName'),
    e2e: launch,
  },
  {
    op: 6,
    param: 'parent_id',
    how: control(`${recent}AuditRow.tsx`, 'listInput(query, audit.id)'),
    e2e: recentList,
  },
  ...rows(
    6,
    ['sorting.field', 'sorting.sort'],
    control(`${recent}RecentFilters.tsx`, 'popup.recent.sortBy'),
    recentList,
  ),
  {
    op: 6,
    param: 'pager.items_per_page',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.perPage'),
    e2e: recentList,
  },
  {
    op: 6,
    param: 'pager.page',
    how: control(`${recent}RecentView.tsx`, 'popup.recent.next'),
    e2e: recentList,
  },
  {
    op: 6,
    param: 'filters.title',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.titleFilter'),
    e2e: recentList,
  },
  {
    op: 6,
    param: 'filters.audit_type',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.type'),
    e2e: recentList,
  },
  {
    op: 6,
    param: 'filters.device',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.device'),
    e2e: recentList,
  },
  {
    op: 6,
    param: 'filters.status',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.status'),
    e2e: recentList,
  },
  {
    op: 7,
    param: '',
    how: auto('read on connecting and by the profile editor and the launch form (types offered)'),
    e2e: profileEdit,
  },
  {
    op: 8,
    param: '{profile_id}',
    how: control(`${profiles}ProfileList.tsx`, 'options.profiles.listTitle'),
    e2e: profileEdit,
  },
  {
    op: 9,
    param: 'title',
    how: control(`${profiles}CreateProfile.tsx`, 'options.profiles.newTitle'),
    e2e: profileEdit,
  },
  {
    op: 10,
    param: '{profile_id}',
    how: control(`${profiles}EditorActions.tsx`, 'options.editor.save'),
    e2e: profileEdit,
  },
  {
    op: 10,
    param: 'title',
    how: control(`${profiles}EditorHeader.tsx`, 'options.editor.profileTitle'),
    e2e: journey('updates.spec.ts', 'profile: a rename keeps the settings'),
  },
  {
    op: 10,
    param: 'settings',
    how: control(`${profiles}EditorActions.tsx`, 'options.editor.save'),
    e2e: profileEdit,
  },
  {
    op: 11,
    param: '{profile_id}',
    how: control(`${profiles}EditorActions.tsx`, 'options.editor.delete'),
    e2e: profileEdit,
  },
  {
    op: 12,
    param: 'sorting.field',
    how: auto(
      'always `title`, the only field the document allows: entrypoints/background/profiles.ts ' +
        'sends it with every listing, whichever direction the sort control chose',
    ),
    e2e: profileList,
  },
  {
    op: 12,
    param: 'sorting.sort',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.sort'),
    e2e: profileList,
  },
  {
    op: 12,
    param: 'pager.items_per_page',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.perPage'),
    e2e: profileList,
  },
  {
    op: 12,
    param: 'pager.page',
    how: control(`${profiles}ProfileList.tsx`, 'options.profiles.next'),
    e2e: profileList,
  },
  {
    op: 12,
    param: 'filters.title',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.filterTitle'),
    e2e: profileList,
  },
  {
    op: 12,
    param: 'filters.audit_type',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.filterTypes'),
    e2e: profileList,
  },
];
