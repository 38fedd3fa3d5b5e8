/**
 * Who may see and change what. The owner is the creating account; members are stored by e-mail, so
 * an account reaches a shared campaign through its e-mail address. Invitations (e-mails with no
 * account) grant nothing until such an account exists. Everything of a campaign the caller cannot
 * see answers as if it did not exist (the 404 form), as ../shared/spec/monitoring.md §7 says.
 */
import type {
  AccessLevel,
  CampaignRecord,
  GroupRecord,
  KeywordRecord,
  MonitoringState,
} from './model.ts';

export interface Caller {
  id: number;
  email: string;
}

export function accessOf(campaign: CampaignRecord, caller: Caller): AccessLevel | undefined {
  if (campaign.ownerId === caller.id) return 'owner';
  return campaign.members[caller.email.toLowerCase()]?.permission;
}

export const canEdit = (access: AccessLevel) => access === 'owner' || access === 'manager';

export interface CampaignView {
  campaign: CampaignRecord;
  access: AccessLevel;
}

export function campaignFor(
  state: MonitoringState,
  caller: Caller,
  id: number | undefined,
): CampaignView | undefined {
  const campaign = id === undefined ? undefined : state.campaigns[id];
  const access = campaign && accessOf(campaign, caller);
  return campaign && access ? { campaign, access } : undefined;
}

export interface GroupView extends CampaignView {
  group: GroupRecord;
}

export function groupFor(
  state: MonitoringState,
  caller: Caller,
  id: number | undefined,
): GroupView | undefined {
  const group = id === undefined ? undefined : state.groups[id];
  const view = group && campaignFor(state, caller, group.campaignId);
  return group && view ? { ...view, group } : undefined;
}

export interface KeywordView extends GroupView {
  keyword: KeywordRecord;
}

export function keywordFor(
  state: MonitoringState,
  caller: Caller,
  id: number | undefined,
): KeywordView | undefined {
  const keyword = id === undefined ? undefined : state.keywords[id];
  const view = keyword && groupFor(state, caller, keyword.groupId);
  return keyword && view ? { ...view, keyword } : undefined;
}

/** The campaigns the caller can see, in id order. */
export function visibleCampaigns(state: MonitoringState, caller: Caller): CampaignView[] {
  return Object.values(state.campaigns)
    .map((campaign) => ({ campaign, access: accessOf(campaign, caller) }))
    .filter((view): view is CampaignView => view.access !== undefined)
    .sort((a, b) => a.campaign.id - b.campaign.id);
}

export const READONLY_TEXT = 'Access denied: you have read-only access to this campaign.';
