/**
 * The monitoring state: plain JSON (it lives in `EmulatorState.monitoring`, so reset, `--seed`
 * and `--state-file` cover it). Records keep ids as numbers; routes print them as the service
 * does (numbers in some places, numeric strings in others).
 */
import type { Device } from './tables.ts';

export type EntityStatus = 'active' | 'stop' | 'delete';
export const ENTITY_STATUSES: readonly EntityStatus[] = ['active', 'stop', 'delete'];
export type CampaignType = 'seo' | 'ads';
export type AccessLevel = 'owner' | 'manager' | 'readonly';
export type EntityKind = 'campaign' | 'group' | 'keyword';

export interface CampaignData {
  company_map_title?: string;
  domains?: string[];
  trademarks?: string[];
  include_subdomains?: unknown[];
}

export interface Member {
  permission: Exclude<AccessLevel, 'owner'>;
  /** An e-mail without an account: the service sent an invitation. */
  invited: boolean;
}

export interface CampaignRecord {
  id: number;
  ownerId: number;
  title: string;
  domain: string;
  type: CampaignType;
  status: EntityStatus;
  data: CampaignData;
  bookmark: boolean;
  /** Unix ms of the emulator clock. */
  created: number;
  changed: number;
  /** Shared access by e-mail (the owner is not listed: `ownerId` is). */
  members: Record<string, Member>;
}

export interface GroupRecord {
  id: number;
  campaignId: number;
  title: string;
  status: EntityStatus;
  engine: number;
  country: number;
  location: string;
  devices: Device[];
  created: number;
  changed: number;
}

export interface KeywordRecord {
  id: number;
  groupId: number;
  title: string;
  status: EntityStatus;
  volume: number;
  /** Money as the service prints it: a string with two decimals. */
  cpc: string;
  created: number;
  changed: number;
}

export interface MonitoringState {
  /** Seed of the rank-data generator (the emulator's `--seed`). */
  seed: number;
  nextIds: Record<EntityKind, number>;
  campaigns: Record<string, CampaignRecord>;
  groups: Record<string, GroupRecord>;
  keywords: Record<string, KeywordRecord>;
  /** Account id → clock ms of its last set-access request (one per 10 s). */
  lastSetAccess: Record<string, number>;
}
