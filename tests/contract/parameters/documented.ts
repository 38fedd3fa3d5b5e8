/**
 * Every request parameter the documents give, per operation of ../shared/spec/endpoints.md (its
 * row number), written out by hand from the document named beside each block. Path parameters are
 * written `{name}`; members of an object parameter are dotted (`filters.status`); an operation
 * that takes none lists nothing. tests/unit/contract/parameters.test.ts checks that every name
 * here is spelled in its document, that every operation of ../shared/spec/endpoints.md is here, and that the
 * table (./table.ts) has exactly one row per parameter.
 */
export type SpecDoc = 'audits.md' | 'keyword-research.md' | 'monitoring.md';

export interface DocumentedOperation {
  op: number;
  doc: SpecDoc;
  name: string;
  params: string[];
}

const pager = ['pager.items_per_page', 'pager.page'];
const auditsPager = pager;
const range = ['datemin', 'datemax', 'gap'];
const bulk = (first: number, entity: string): DocumentedOperation[] =>
  ['start', 'stop', 'delete', 'restore'].map((action, i) => ({
    op: first + i,
    doc: 'monitoring.md',
    name: `${action} ${entity}`,
    params: ['id'],
  }));
const table = (op: number, name: string): DocumentedOperation => ({
  op,
  doc: 'keyword-research.md',
  name: `${name} table`,
  params: [],
});

export const documented: DocumentedOperation[] = [
  // ../shared/spec/audits.md §4 "Audits"
  { op: 1, doc: 'audits.md', name: 'retrieve audit', params: ['{audit_id}'] },
  {
    op: 2,
    doc: 'audits.md',
    name: 'create audit',
    params: [
      'title',
      'urls',
      'keywords',
      'keywords_options.engine',
      'keywords_options.country',
      'keywords_options.location',
      'device',
      'audits_settings',
      'profile_id',
    ],
  },
  { op: 3, doc: 'audits.md', name: 'delete audit', params: ['{audit_id}'] },
  { op: 4, doc: 'audits.md', name: 'refresh audit', params: ['id'] },
  { op: 5, doc: 'audits.md', name: 'clone audit', params: ['id', 'title'] },
  {
    op: 6,
    doc: 'audits.md',
    name: 'list audits',
    params: [
      'parent_id',
      'sorting.field',
      'sorting.sort',
      ...auditsPager,
      'filters.title',
      'filters.audit_type',
      'filters.device',
      'filters.status',
    ],
  },
  { op: 7, doc: 'audits.md', name: 'audit settings', params: [] },
  // ../shared/spec/audits.md §4 "Audit profiles"
  { op: 8, doc: 'audits.md', name: 'retrieve profile', params: ['{profile_id}'] },
  { op: 9, doc: 'audits.md', name: 'create profile', params: ['title'] },
  {
    op: 10,
    doc: 'audits.md',
    name: 'update profile',
    params: ['{profile_id}', 'title', 'settings'],
  },
  { op: 11, doc: 'audits.md', name: 'delete profile', params: ['{profile_id}'] },
  {
    op: 12,
    doc: 'audits.md',
    name: 'list profiles',
    params: [
      'sorting.field',
      'sorting.sort',
      ...auditsPager,
      'filters.title',
      'filters.audit_type',
    ],
  },
  // ../shared/spec/keyword-research.md §4
  {
    op: 13,
    doc: 'keyword-research.md',
    name: 'retrieve report',
    params: ['keywords', 'engines', 'type', 'modifiers', 'country', 'language', 'location'],
  },
  { op: 14, doc: 'keyword-research.md', name: 'retrieve table', params: ['{table_name}'] },
  table(15, 'types'),
  table(16, 'countries'),
  table(17, 'languages'),
  table(18, 'currencies'),
  table(19, 'engines'),
  // ../shared/spec/monitoring.md §4 "Campaigns"
  {
    op: 20,
    doc: 'monitoring.md',
    name: 'create campaign',
    params: [
      'domain',
      'title',
      'type',
      'data.company_map_title',
      'data.domains',
      'data.trademarks',
      'data.include_subdomains',
    ],
  },
  { op: 21, doc: 'monitoring.md', name: 'retrieve campaign', params: ['{campaign_id}'] },
  {
    op: 22,
    doc: 'monitoring.md',
    name: 'update campaign',
    params: ['{campaign_id}', 'domain', 'title', 'data.company_map_title'],
  },
  ...bulk(23, 'campaigns'),
  {
    op: 27,
    doc: 'monitoring.md',
    name: 'list campaigns',
    params: [
      'type',
      ...pager,
      'filters.engine',
      'filters.status',
      'filters.bookmark',
      'filters.title',
    ],
  },
  {
    op: 28,
    doc: 'monitoring.md',
    name: 'overview data',
    params: [...range, 'device', 'engine', 'pager.page'],
  },
  {
    op: 29,
    doc: 'monitoring.md',
    name: 'detailed data',
    params: ['id', 'domains', 'type', ...range, 'filters'],
  },
  { op: 30, doc: 'monitoring.md', name: 'get access', params: [] },
  {
    op: 31,
    doc: 'monitoring.md',
    name: 'set access',
    params: ['set.mail', 'set.permission', 'remove.mail'],
  },
  // ../shared/spec/monitoring.md §4 "Groups"
  {
    op: 32,
    doc: 'monitoring.md',
    name: 'create group',
    params: ['campaign_id', 'title', 'engine', 'country', 'devices', 'location'],
  },
  { op: 33, doc: 'monitoring.md', name: 'retrieve group', params: ['{group_id}'] },
  {
    op: 34,
    doc: 'monitoring.md',
    name: 'update group',
    params: ['{group_id}', 'title', 'engine', 'country', 'location', 'devices'],
  },
  ...bulk(35, 'groups'),
  { op: 39, doc: 'monitoring.md', name: 'list groups', params: ['campaign_id', ...pager] },
  {
    op: 40,
    doc: 'monitoring.md',
    name: 'create multiple groups',
    params: [
      'campaign_id',
      'groups.title',
      'groups.engine',
      'groups.country',
      'groups.devices',
      'groups.location',
    ],
  },
  {
    op: 41,
    doc: 'monitoring.md',
    name: 'update multiple groups',
    params: [
      'groups.title',
      'groups.engine',
      'groups.country',
      'groups.location',
      'groups.devices',
    ],
  },
  // ../shared/spec/monitoring.md §4 "Keywords"
  { op: 42, doc: 'monitoring.md', name: 'create keywords', params: ['group_id', 'keywords'] },
  { op: 43, doc: 'monitoring.md', name: 'retrieve keyword', params: ['{keyword_id}'] },
  ...bulk(44, 'keywords'),
  { op: 48, doc: 'monitoring.md', name: 'change group of keywords', params: ['group_id', 'id'] },
  {
    op: 49,
    doc: 'monitoring.md',
    name: 'list keywords',
    params: ['campaign_id', ...pager, 'filters.keyword', 'filters.group_name', 'filters.status'],
  },
  { op: 50, doc: 'monitoring.md', name: 'keyword details', params: ['id', 'type', ...range] },
  // ../shared/spec/monitoring.md §4 "Tables"
  { op: 51, doc: 'monitoring.md', name: 'retrieve table', params: ['{table_name}'] },
  { op: 52, doc: 'monitoring.md', name: 'engines table', params: [] },
  { op: 53, doc: 'monitoring.md', name: 'devices table', params: [] },
];
