import { auto, control, journey, rows, type ParamRow } from './row';

// Campaigns, reports and sharing (../shared/spec/monitoring.md §4), operations 20–31.
const views = 'entrypoints/sidepanel/views/';
const manage = 'sidepanel-manage.spec.ts';
const report = 'sidepanel-report.spec.ts';
const create = journey(manage, 'a domain with no campaign offers to create one');
const follow = journey(
  'sidepanel.spec.ts',
  'shows the example.com campaign, and switching tabs follows',
);
const range = journey(report, 'change the range and gap, and export the table as CSV');
const share = journey(manage, 'share and unshare a campaign');
const ads = journey('sidepanel-ads.spec.ts', 'an ads campaign with its domains and trademarks');
const browser = journey('sidepanel-browser.spec.ts', 'every campaign, own and shared');
const overview = journey('sidepanel-overview.spec.ts', 'overview per device and engine');
const compareSpec = 'sidepanel-compare.spec.ts';
const compare = journey(compareSpec, 'rankings switch and competitors');
const serviceFilters = journey(compareSpec, 'service filters narrow the report');

export const campaignRows: ParamRow[] = [
  {
    op: 20,
    param: 'domain',
    how: control(`${views}manage/CreateCampaignForm.tsx`, 'sidepanel.campaign.domain'),
    e2e: create,
  },
  {
    op: 20,
    param: 'title',
    how: control(`${views}manage/CreateCampaignForm.tsx`, 'sidepanel.campaign.title'),
    e2e: create,
  },
  {
    op: 20,
    param: 'type',
    how: control(`${views}manage/CampaignFields.tsx`, 'sidepanel.campaign.type'),
    e2e: ads,
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
    e2e: ads,
  })),
  {
    op: 20,
    param: 'data.include_subdomains',
    how: control(`${views}manage/CreateCampaignForm.tsx`, 'sidepanel.campaign.includeSubdomains'),
    e2e: create,
  },
  {
    op: 21,
    param: '{campaign_id}',
    how: auto(
      'each campaign is retrieved once for its title (list items carry none) and before an edit',
    ),
    e2e: journey('fidelity.spec.ts', 'the side panel names campaigns by retrieve'),
  },
  ...rows(
    22,
    ['{campaign_id}', 'title'],
    control(`${views}manage/CampaignSection.tsx`, 'sidepanel.campaign.title'),
    journey('updates.spec.ts', 'campaign: renaming keeps its domain and map title'),
  ),
  {
    op: 22,
    param: 'domain',
    how: control(`${views}manage/CampaignSection.tsx`, 'sidepanel.campaign.domain'),
    e2e: {
      why:
        'sent only when changed, and no journey changes a campaign’s domain yet: ' +
        'the rename journey checks that the domain is kept',
    },
  },
  {
    op: 22,
    param: 'data.company_map_title',
    how: control(`${views}manage/CampaignSection.tsx`, 'sidepanel.campaign.mapTitle'),
    e2e: ads,
  },
  ...[23, 24, 25].flatMap((op) =>
    rows(
      op,
      ['id'],
      control(`${views}manage/CampaignSection.tsx`, 'sidepanel.campaign.statusActions'),
      journey('updates.spec.ts', 'campaign: renaming keeps its domain and map title'),
    ),
  ),
  ...rows(26, ['id'], control(`${views}NoCampaign.tsx`, 'sidepanel.actions.restore'), create),
  {
    op: 27,
    param: 'type',
    how: auto('both types, always: the panel finds seo and ads campaigns of a domain alike'),
    e2e: follow,
  },
  ...rows(
    27,
    ['pager.items_per_page', 'pager.page'],
    auto('pages of 1000 until `count` is reached (lib/monitoring/port.ts)'),
    follow,
  ),
  ...['engine', 'status', 'bookmark', 'title'].map((f) => ({
    op: 27,
    param: `filters.${f}`,
    how: control(
      `${views}browser/CampaignBrowser.tsx`,
      `sidepanel.browser.${f === 'title' ? 'titleFilter' : f}`,
    ),
    e2e: browser,
  })),
  ...rows(
    28,
    ['datemin', 'datemax', 'gap'],
    control(`${views}positions/RangeControls.tsx`, 'sidepanel.range.gap'),
    journey(report, 'overview of the campaign over the range'),
  ),
  ...['device', 'engine'].map((param) => ({
    op: 28,
    param,
    how: control(`${views}overview/OverviewScope.tsx`, `sidepanel.overview.${param}`),
    e2e: overview,
  })),
  {
    op: 28,
    param: 'pager.page',
    how: auto('pages until the open campaign is among the answers'),
    e2e: journey(report, 'overview of the campaign over the range'),
  },
  { op: 29, param: 'id', how: auto('the campaign the panel shows'), e2e: follow },
  {
    op: 29,
    param: 'domains',
    how: control(`${views}positions/ReportViewBar.tsx`, 'positions.compare.input'),
    e2e: compare,
  },
  {
    op: 29,
    param: 'type',
    how: control(`${views}positions/ReportViewBar.tsx`, 'positions.rankings.label'),
    e2e: compare,
  },
  ...rows(
    29,
    ['datemin', 'datemax', 'gap'],
    control(`${views}positions/RangeControls.tsx`, 'sidepanel.range.gap'),
    range,
  ),
  {
    op: 29,
    param: 'filters',
    // Also sent without a control: a group filter per group when the whole report is refused
    // (lib/monitoring/report-split.ts).
    how: control(`${views}positions/ServiceFilters.tsx`, 'positions.serviceFilters.apply'),
    e2e: serviceFilters,
  },
  { op: 30, param: '', how: auto('the Sharing tab lists who may see the campaign'), e2e: share },
  {
    op: 31,
    param: 'set.mail',
    how: control(`${views}sharing/SharingView.tsx`, 'sidepanel.sharing.mail'),
    e2e: share,
  },
  {
    op: 31,
    param: 'set.permission',
    how: control(`${views}sharing/SharingView.tsx`, 'sidepanel.sharing.level'),
    e2e: share,
  },
  {
    op: 31,
    param: 'remove.mail',
    how: control(`${views}sharing/SharingView.tsx`, 'sidepanel.sharing.removeOne'),
    e2e: share,
  },
];
