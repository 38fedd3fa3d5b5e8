import type { SerializedError } from '@/lib/api/errors';
import type { AccessLevel } from '@/lib/domain/access-level';
import type { CampaignExtras } from '@/lib/domain/campaign-type';
import type { EntityStatus } from '@/lib/domain/entity-status';
import type { ReceivedTwice } from '@/lib/domain/received-twice';

/*
 * What the management commands of the monitoring area answer (campaigns, groups, keywords,
 * access, tables): the entities as the side panel shows and edits them.
 */

/**
 * Why one item of a bulk call failed. `message`: the service's own words for the item, shown as it
 * said them ('' when it said none). `error`: a failure of the item's own call (its group could not
 * be read) or an item the service did not report on; pages translate it (`useT().error`).
 */
export interface BulkFailure {
  ok: false;
  message: string;
  error?: SerializedError;
}

/** Per-id result of a bulk call: which ids succeeded (with the service's value) and why others failed. */
export type BulkResult = Record<string, { ok: true; value?: unknown } | BulkFailure>;

export interface CampaignSummary {
  id: number;
  /** The domain when the service gave no title (list items carry none). */
  title: string;
  domain: string;
  status: EntityStatus;
  /** The caller's level on this campaign. */
  access: AccessLevel;
  type: string;
  includeSubdomains: boolean;
  /** True when someone else owns the campaign and shared it with this account. */
  shared: boolean;
  /** The owner's e-mail for shared campaigns, when the service told us. */
  owner: string | null;
  /** Map title, ads domains and trademarks as Stormlens sent them; absent: not known. */
  data?: CampaignExtras;
}

/** A campaign just created, with what the service made beyond it for the one click (read back). */
export interface CampaignCreated extends CampaignSummary {
  receivedTwice: ReceivedTwice | null;
}

/** Groups just created: per draft index ("0", "1", …), and what was made beyond them. */
export interface GroupsCreated {
  results: BulkResult;
  receivedTwice: ReceivedTwice | null;
}

export interface DomainCampaign extends CampaignSummary {
  /** `exact`: same domain ignoring `www.`; `subdomain`: the tab is on a subdomain the campaign includes. */
  match: 'exact' | 'subdomain';
}

export interface GroupSummary {
  id: number;
  campaignId: number;
  title: string;
  status: EntityStatus;
  engine: number;
  engineName: string | null;
  country: number;
  countryName: string | null;
  /** Empty string: no location. */
  location: string;
  devices: string[];
  /** Keyword limit this group uses (keywords × devices), as the service counts it. */
  keywordsCount: number;
}

export interface KeywordListItem {
  id: number;
  title: string;
  status: EntityStatus;
  groupId: number;
  groupStatus: EntityStatus | null;
}

export interface CampaignAccess {
  campaignId: number;
  /** The caller's level. */
  access: AccessLevel | null;
  owner: string | null;
  /** Other accounts with access (the owner is listed with level `owner` when known). */
  users: { mail: string; access: AccessLevel }[];
  /** When the next set-access call may be sent (epoch ms; the service allows one per 10 s). */
  nextSetAt: number;
}

export interface AccessChange {
  set: Record<string, boolean>;
  remove: Record<string, boolean>;
  nextSetAt: number;
}

export interface MonitoringTables {
  engines: { id: number; name: string; countries: { id: number; name: string }[] }[];
  devices: string[];
}

export interface KeywordsCreated {
  /** Keyed by the phrase as sent (trimmed, de-duplicated). */
  results: BulkResult;
  /** Each keyword uses this many keyword-limit slots (one per device of the group). */
  devicesPerKeyword: number;
  /** The service acted on the one click more than once (read back): what it made beyond it. */
  receivedTwice: ReceivedTwice | null;
}
