/**
 * Group create and update as operations shared by the single and the "multiple" endpoints: each
 * returns the result or a failure with the status the single endpoint answers with.
 */
import { NO_ENTRY } from '../core/envelope.ts';
import type { Account } from '../core/accounts.ts';
import { canEdit, groupFor, READONLY_TEXT, type Caller } from './access.ts';
import { nextId } from './demo.ts';
import { isError } from './campaign-input.ts';
import { readGroupFields } from './group-input.ts';
import { limitProblem } from './limits.ts';
import type { CampaignRecord, GroupRecord, MonitoringState } from './model.ts';

export interface Failure {
  status: 400 | 403 | 404 | 409;
  text: string;
}

export function createGroup(
  state: MonitoringState,
  campaign: CampaignRecord,
  raw: unknown,
  now: number,
): GroupRecord | Failure {
  const fields = readGroupFields(raw);
  if (isError(fields)) return { status: 400, text: fields.error };
  // A new group has no keywords, so it costs nothing and always starts active.
  const group: GroupRecord = {
    id: nextId(state, 'group'),
    campaignId: campaign.id,
    status: 'active',
    ...fields,
    created: now,
    changed: now,
  };
  state.groups[group.id] = group;
  return group;
}

export function updateGroup(
  state: MonitoringState,
  caller: Caller,
  accounts: Account[],
  groupId: number | undefined,
  raw: unknown,
  now: number,
): true | Failure {
  const view = groupFor(state, caller, groupId);
  if (!view) return { status: 404, text: NO_ENTRY };
  if (!canEdit(view.access)) return { status: 403, text: READONLY_TEXT };
  const fields = readGroupFields(raw, view.group);
  if (isError(fields)) return { status: 400, text: fields.error };
  const updated = { ...view.group, ...fields, changed: now };
  // Going from one device to two doubles what the group's keywords cost.
  const owner = accounts.find((account) => account.id === view.campaign.ownerId);
  const problem = owner && limitProblem(state, owner, { groups: [updated] });
  if (problem) return { status: 400, text: problem };
  state.groups[updated.id] = updated;
  return true;
}

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'text' in value && 'status' in value;
