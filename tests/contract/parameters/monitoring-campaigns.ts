import { auto, control, rangeRows, rows, untouched, type ParamRow } from './row';

// Campaigns, reports and sharing (../shared/spec/monitoring.md §4), operations 20–31.
const views = 'entrypoints/sidepanel/views/';

/** The campaign lists the panel reads on its own: live ones to offer, deleted ones to restore. */
const campaignLookups = untouched(
  'the panel lists live campaigns (active, stop) to offer them and deleted ones to offer a restore',
  ['active', 'stop'],
  ['delete'],
);

export const campaignRows: ParamRow[] = [
  {
    op: 20,
    param: 'domain',
    how: control(`${views}manage/CreateCampaignForm.tsx`, 'sidepanel.campaign.domain'),
  },
  {
    op: 20,
    param: 'title',
    how: control(`${views}manage/CreateCampaignForm.tsx`, 'sidepanel.campaign.title'),
  },
  {
    op: 20,
    param: 'type',
    how: control(`${views}manage/CampaignFields.tsx`, 'sidepanel.campaign.type'),
    untouched: untouched('a new campaign starts as seo (lib/domain/campaign-draft.ts)', 'seo'),
  },
  ...(
    [
      ['data.company_map_title', 'sidepanel.campaign.mapTitle'],
      ['data.domains', "list('adsDomains')"],
      ['data.trademarks', "list('trademarks')"],
    ] as const
  ).map(([param, find]) => ({
    op: 20,
    param,
    how: control(`${views}manage/CampaignFields.tsx`, find),
  })),
  {
    op: 20,
    param: 'data.include_subdomains',
    how: control(`${views}manage/CreateCampaignForm.tsx`, 'sidepanel.campaign.includeSubdomains'),
  },
  {
    op: 21,
    param: '{campaign_id}',
    how: auto(
      'each campaign is retrieved once for its title (list items carry none) and before an edit',
    ),
  },
  ...rows(
    22,
    ['{campaign_id}', 'title'],
    control(`${views}manage/CampaignSection.tsx`, 'sidepanel.campaign.title'),
  ),
  {
    op: 22,
    param: 'domain',
    how: control(`${views}manage/CampaignSection.tsx`, 'sidepanel.campaign.domain'),
  },
  {
    op: 22,
    param: 'data.company_map_title',
    how: control(`${views}manage/CampaignSection.tsx`, 'sidepanel.campaign.mapTitle'),
  },
  ...[23, 24, 25].flatMap((op) =>
    rows(
      op,
      ['id'],
      control(`${views}manage/CampaignSection.tsx`, 'sidepanel.campaign.statusActions'),
    ),
  ),
  ...rows(26, ['id'], control(`${views}NoCampaign.tsx`, 'sidepanel.actions.restore')),
  {
    op: 27,
    param: 'type',
    how: auto('both types, always: the panel finds seo and ads campaigns of a domain alike'),
  },
  ...rows(
    27,
    ['pager.items_per_page', 'pager.page'],
    auto('pages of 1000 until `count` is reached (lib/monitoring/port.ts)'),
  ),
  ...['engine', 'status', 'bookmark', 'title'].map((f) => ({
    op: 27,
    param: `filters.${f}`,
    how: control(
      `${views}campaigns/CampaignBrowser.tsx`,
      `sidepanel.browser.${f === 'title' ? 'titleFilter' : f}`,
    ),
    ...(f === 'status' ? { untouched: campaignLookups } : {}),
  })),
  ...rangeRows(28),
  ...['device', 'engine'].map((param) => ({
    op: 28,
    param,
    how: control(`${views}overview/OverviewScope.tsx`, `sidepanel.overview.${param}`),
  })),
  {
    op: 28,
    param: 'pager.page',
    how: auto('pages until the open campaign is among the answers'),
  },
  { op: 29, param: 'id', how: auto('the campaign the panel shows') },
  {
    op: 29,
    param: 'domains',
    how: control(`${views}positions/ReportViewBar.tsx`, 'positions.compare.input'),
  },
  {
    op: 29,
    param: 'type',
    how: control(`${views}positions/ReportViewBar.tsx`, 'positions.rankings.label'),
  },
  ...rangeRows(29),
  {
    op: 29,
    param: 'filters',
    // Also sent without a control: a group filter per group when the whole report is refused
    // (lib/monitoring/report-split.ts).
    how: control(`${views}positions/ServiceFilters.tsx`, 'positions.serviceFilters.apply'),
  },
  { op: 30, param: '', how: auto('the Sharing tab lists who may see the campaign') },
  {
    op: 31,
    param: 'set.mail',
    how: control(`${views}sharing/GrantRow.tsx`, 'sidepanel.sharing.mail'),
  },
  {
    op: 31,
    param: 'set.permission',
    how: control(`${views}sharing/GrantRow.tsx`, 'sidepanel.sharing.level'),
  },
  {
    op: 31,
    param: 'remove.mail',
    how: control(`${views}sharing/SharingView.tsx`, 'sidepanel.sharing.removeOne'),
  },
];
