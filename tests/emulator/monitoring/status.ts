/**
 * The status moves of ../shared/spec/monitoring.md §3 for campaigns, groups and keywords. Every
 * source state is allowed except for restore, which only takes deleted entries back (to `stop`).
 * Starting checks the owner's limits (limits.ts); stopping, deleting and restoring only free
 * capacity.
 */
import { NO_ENTRY } from '../core/envelope.ts';
import {
  campaignFor,
  canEdit,
  groupFor,
  keywordFor,
  READONLY_TEXT,
  type Caller,
} from './access.ts';
import { limitProblem, type LimitAccount, type Patch } from './limits.ts';
import type { EntityKind, EntityStatus, MonitoringState } from './model.ts';

export type Move = 'start' | 'stop' | 'delete' | 'restore';
export const MOVES: readonly Move[] = ['start', 'stop', 'delete', 'restore'];

const TARGET: Record<Move, EntityStatus> = {
  start: 'active',
  stop: 'stop',
  delete: 'delete',
  restore: 'stop',
};

export interface MoveFailure {
  status: 400 | 403 | 404;
  text: string;
}

export interface MoveContext {
  state: MonitoringState;
  caller: Caller;
  accounts: LimitAccount[];
  now: number;
}

function find(ctx: MoveContext, kind: EntityKind, id: number) {
  const { state, caller } = ctx;
  if (kind === 'campaign') {
    const view = campaignFor(state, caller, id);
    return view && { record: view.campaign, access: view.access, ownerId: view.campaign.ownerId };
  }
  if (kind === 'group') {
    const view = groupFor(state, caller, id);
    return view && { record: view.group, access: view.access, ownerId: view.campaign.ownerId };
  }
  const view = keywordFor(state, caller, id);
  return view && { record: view.keyword, access: view.access, ownerId: view.campaign.ownerId };
}

/** Applies one move to one id; true, or why that id failed. */
export function applyMove(
  ctx: MoveContext,
  kind: EntityKind,
  rawId: string,
  move: Move,
): true | MoveFailure {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : undefined;
  const found = id === undefined ? undefined : find(ctx, kind, id);
  if (!found) return { status: 404, text: NO_ENTRY };
  if (!canEdit(found.access)) return { status: 403, text: READONLY_TEXT };
  const { record } = found;
  if (move === 'restore' && record.status !== 'delete') {
    return {
      status: 400,
      text: `Only deleted entries can be restored; this ${kind} is ${record.status}.`,
    };
  }
  const target = TARGET[move];
  if (record.status === target) return true;
  if (target === 'active') {
    const owner = ctx.accounts.find((account) => account.id === found.ownerId);
    const patch: Patch = { [`${kind}s`]: [{ ...record, status: 'active' }] };
    const problem = owner && limitProblem(ctx.state, owner, patch);
    if (problem) return { status: 400, text: problem };
  }
  record.status = target;
  record.changed = ctx.now;
  return true;
}
