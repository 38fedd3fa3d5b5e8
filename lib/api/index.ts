import { createAudits } from './audits';
import { createHttp, type ApiConfig } from './http';
import { createKeywords } from './keywords';
import { createCampaigns } from './monitoring/campaigns';
import { createGroups } from './monitoring/groups';
import { createMonitoringKeywords } from './monitoring/keywords';
import { createMonitoringTables } from './monitoring/tables';
import { createProfiles } from './profiles';

/**
 * The typed SEMSTORM API v3 client: one function per operation of ../shared/spec/endpoints.md (53).
 * Every function validates its input first (a `request` ServiceError, no network call), goes
 * through the token's rate limiter, and returns a zod-checked, normalised value; failures are
 * ServiceError. Background only: pages reach it through lib/messaging.
 */
export function createApi(config: ApiConfig) {
  const http = createHttp(config);
  return {
    audits: createAudits(http),
    profiles: createProfiles(http),
    keywords: createKeywords(http),
    monitoring: {
      campaigns: createCampaigns(http),
      groups: createGroups(http),
      keywords: createMonitoringKeywords(http),
      tables: createMonitoringTables(http),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
export type { ApiConfig } from './http';
export { ServiceError, invalidInput } from './errors';

export type { CreateAuditParams, KeywordOption, ListAuditsParams } from './audits';
export { createAuditIssues, listAuditsIssues, auditSortFields } from './audits';
export type { ListProfilesParams } from './profiles';
export type { KeywordReportParams } from './keywords';
export type {
  CreateCampaignParams,
  ListCampaignsParams,
  OverviewParams,
  RankDataParams,
  CampaignData,
} from './monitoring/campaigns';
export { createCampaignIssues, rankFilters } from './monitoring/campaigns';
export type { AccessChanges } from './monitoring/access';
export { setAccessIssues, splitAccessChanges, MAX_GRANTS_PER_CALL } from './monitoring/access';
export type { GroupInput } from './monitoring/groups';
export { groupIssues } from './monitoring/groups';
export type { ListKeywordsParams, KeywordDetailsParams } from './monitoring/keywords';
export * from './validate';
export type { BulkItem, BulkOutcome } from './schemas/bulk';
export type {
  Audit,
  AuditWithData,
  AuditCreated,
  AuditRefreshed,
  AuditCloned,
  AuditTree,
  Profile,
} from './schemas/audits';
// The concepts live in lib/domain; re-exported for callers of the client.
export { auditTypes, type AuditType } from '@/lib/domain/audit-types';
export { auditStatuses, type AuditStatus } from '@/lib/domain/audit-status';
export type {
  Phrase,
  KeywordReport,
  KeywordEngine,
  KeywordEngines,
  KeywordTables,
  KeywordTableName,
} from './schemas/keywords';
export type {
  Campaign,
  CampaignListItem,
  CampaignList,
  OverviewItem,
  OverviewMetric,
  Group,
  GroupListItem,
  GroupList,
  MonitoredKeyword,
  KeywordListItem,
  KeywordList,
  AccessRecord,
  SetAccessResult,
  MonitoringEngine,
  MonitoringTables,
} from './schemas/monitoring';
export type {
  RankData,
  RankSeries,
  RankPoint,
  DetailsData,
  DetailSeries,
  DetailPoint,
} from './schemas/rank';
export { normaliseDateKey } from './schemas/rank';
