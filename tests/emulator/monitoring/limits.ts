/**
 * Campaign and keyword limits (../shared/spec/monitoring.md §8). Only active things consume: a
 * campaign slot per active campaign, and per active keyword of an active group of an active
 * campaign one keyword slot per device of its group (two devices count twice). Every move is
 * checked by computing the owner's usage as it would be after the move, so start, create,
 * change-group and device changes share one rule.
 */
import type { CampaignRecord, GroupRecord, KeywordRecord, MonitoringState } from './model.ts';

export interface LimitAccount {
  id: number;
  campaignLimit: number;
  keywordLimit: number;
}

/** A hypothetical change: records replaced (or added) by id before counting. */
export interface Patch {
  campaigns?: CampaignRecord[];
  groups?: GroupRecord[];
  keywords?: KeywordRecord[];
}

export interface Usage {
  campaigns: number;
  keywords: number;
}

function withPatch<T extends { id: number }>(records: Record<string, T>, patch?: T[]) {
  if (!patch?.length) return records;
  const merged = { ...records };
  for (const record of patch) merged[record.id] = record;
  return merged;
}

export function usage(state: MonitoringState, ownerId: number, patch: Patch = {}): Usage {
  const campaigns = withPatch(state.campaigns, patch.campaigns);
  const groups = withPatch(state.groups, patch.groups);
  const keywords = withPatch(state.keywords, patch.keywords);
  const activeCampaigns = new Set<number>();
  for (const campaign of Object.values(campaigns)) {
    if (campaign.ownerId === ownerId && campaign.status === 'active')
      activeCampaigns.add(campaign.id);
  }
  let keywordSlots = 0;
  for (const keyword of Object.values(keywords)) {
    if (keyword.status !== 'active') continue;
    const group = groups[keyword.groupId];
    if (!group || group.status !== 'active' || !activeCampaigns.has(group.campaignId)) continue;
    keywordSlots += group.devices.length;
  }
  return { campaigns: activeCampaigns.size, keywords: keywordSlots };
}

/** Slots a group's keywords cost while everything is active: the list's `keywords_count`. */
export function groupCost(state: MonitoringState, group: GroupRecord): number {
  let count = 0;
  for (const keyword of Object.values(state.keywords)) {
    if (keyword.groupId === group.id && keyword.status === 'active') count += group.devices.length;
  }
  return count;
}

/**
 * The Limit error message for a move, or undefined when it fits. A move that does not raise usage
 * always fits, even on an account already over its limit (after the control API lowered it).
 */
export function limitProblem(
  state: MonitoringState,
  account: LimitAccount,
  patch: Patch,
): string | undefined {
  const before = usage(state, account.id);
  const after = usage(state, account.id, patch);
  if (after.campaigns > before.campaigns && after.campaigns > account.campaignLimit) {
    return (
      `Campaign limit exceeded: ${Math.min(before.campaigns, account.campaignLimit)} of ` +
      `${account.campaignLimit} campaigns are already active.`
    );
  }
  if (after.keywords > before.keywords && after.keywords > account.keywordLimit) {
    const free = Math.max(0, account.keywordLimit - before.keywords);
    return (
      `Keyword limit exceeded: this needs ${after.keywords - before.keywords} keyword slots ` +
      `(a keyword counts once per device), ${free} of ${account.keywordLimit} are free.`
    );
  }
  return undefined;
}
