import { auto, control, rows, untouched, untouchedWhen, type ParamRow } from './row';
import { sameValue } from './values';

// Audits and profiles (../shared/spec/audits.md §4), operations 1–12 of ../shared/spec/endpoints.md.
const launch = 'entrypoints/popup/launch/';
const runs = 'entrypoints/popup/runs/';
const recent = 'entrypoints/popup/recent/';
const profiles = 'entrypoints/options/profiles/';
/** The settings descriptor's default values of Lighthouse, as the emulator's descriptor gives them. */
const lighthouseDefaults = {
  categories: ['performance', 'accessibility', 'best-practices', 'seo'],
  locale: 'en-US',
  screenshots: true,
  throttling: 'mobile-slow-4g',
  user_agent: '',
};

export const auditRows: ParamRow[] = [
  {
    op: 1,
    param: '{audit_id}',
    how: auto('the tracker polls each child of a launched run; the report page reads every child'),
  },
  {
    op: 2,
    param: 'title',
    how: control(`${launch}LaunchForm.tsx`, 'popup.launch.title'),
    untouched: untouchedWhen(
      'the title field left empty: every run is titled `Stormlens — <page address>` ' +
        '(lib/domain/audit-title.ts), and a scheduled page watch `Stormlens watch — <address>`',
      (v) => /^Stormlens( watch)? — \S+$/.test(String(v)),
    ),
  },
  {
    op: 2,
    param: 'urls',
    how: control(`${launch}PagesPicker.tsx`, 'popup.pages.paste'),
    untouched: untouchedWhen(
      'the page in the tab alone, which the form audits unless pages are added',
      (v) => !Array.isArray(v) || v.length === 1,
    ),
  },
  {
    op: 2,
    param: 'keywords',
    how: control(`${launch}KeywordsPicker.tsx`, 'popup.keywords.phrases'),
  },
  {
    op: 2,
    param: 'keywords_options.engine',
    how: control(`${launch}KeywordsPicker.tsx`, 'popup.keywords.engine'),
  },
  {
    op: 2,
    param: 'keywords_options.country',
    how: control(`${launch}KeywordsPicker.tsx`, 'popup.keywords.country'),
  },
  {
    op: 2,
    param: 'keywords_options.location',
    how: control(`${launch}KeywordsPicker.tsx`, 'popup.keywords.location'),
  },
  {
    op: 2,
    param: 'device',
    how: control(`${launch}LaunchForm.tsx`, 'popup.launch.devices'),
    untouched: untouched(
      'both devices, the preferences’ default devices (lib/domain/launch-defaults.ts)',
      ['desktop', 'mobile'],
    ),
  },
  {
    op: 2,
    param: 'audits_settings',
    how: control(`${launch}RunSettings.tsx`, 'popup.runSettings.open'),
    untouched: untouched(
      'the preferred type (Lighthouse) at the settings descriptor’s default values',
      { lighthouse: lighthouseDefaults },
    ),
  },
  {
    op: 2,
    param: 'profile_id',
    how: control(`${launch}LaunchForm.tsx`, 'popup.launch.profile'),
  },
  {
    op: 3,
    param: '{audit_id}',
    how: control(`${runs}RunActions.tsx`, 'popup.actions.deleteConfirm'),
  },
  {
    op: 4,
    param: 'id',
    how: control(`${runs}RunActions.tsx`, 'popup.actions.refresh'),
  },
  {
    op: 5,
    param: 'id',
    how: control(`${runs}RunActions.tsx`, 'popup.actions.clone'),
  },
  {
    op: 5,
    param: 'title',
    how: control(`${runs}RunActions.tsx`, 'popup.actions.cloneName'),
    untouched: untouchedWhen(
      'the clone name the dialog offers, “Copy of <run>” (Polish “Kopia: <run>”)',
      (v) => /^(Copy of |Kopia: )/.test(String(v)),
    ),
  },
  {
    op: 6,
    param: 'parent_id',
    how: auto(
      'the children of a run: read for every run the popup, the tracker, the history and the ' +
        'report show (entrypoints/background/audits/list-all.ts), and when the recent list opens one',
    ),
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
    untouched: untouched('the popup’s page of 50, and every listing the background walks', 50),
  },
  {
    op: 6,
    param: 'pager.page',
    how: control(`${recent}RecentView.tsx`, 'popup.recent.next'),
    untouched: untouchedWhen(
      'the first page (0), and the pages the background walks on its own (a run’s children, ' +
        'finding a run by its title): those send no sort, which the recent list always sends',
      (v, request) => sameValue(v, 0) || request.params.sorting === undefined,
    ),
  },
  {
    op: 6,
    param: 'filters.title',
    how: control(`${recent}RecentFilters.tsx`, 'popup.recent.titleFilter'),
    untouched: untouchedWhen(
      'the popup finds the tab’s runs by its address, and a launched run by its title, ' +
        'which ends with the address',
      (v) => /(^| — )https?:\/\/\S+$/.test(String(v)),
    ),
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
    untouched: untouched(
      'the options page lists profiles A to Z at first (lib/stores/options.ts)',
      'asc',
    ),
  },
  {
    op: 12,
    param: 'pager.items_per_page',
    how: control(`${profiles}ProfileFilters.tsx`, 'options.profiles.perPage'),
    untouched: untouched(
      'the options page’s first page size (10, lib/stores/options.ts) and the popup’s profile picker (50)',
      10,
      50,
    ),
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
