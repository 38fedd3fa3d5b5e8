/**
 * Adding keywords to a group and moving them between groups, with the limit rule of
 * ../shared/spec/service-notes.md: new keywords start `active` when the owner's keyword slots
 * allow, otherwise `stop`; a move that needs more slots than are free is refused with the Limit
 * message.
 */
import type { Account } from '../core/accounts.ts';
import { NO_ENTRY } from '../core/envelope.ts';
import { canEdit, keywordFor, READONLY_TEXT, type Caller, type GroupView } from './access.ts';
import { nextId } from './demo.ts';
import { limitProblem } from './limits.ts';
import { keywordMetrics } from './metrics.ts';
import type { KeywordRecord, MonitoringState } from './model.ts';

export const MAX_KEYWORD_LENGTH = 80;
export const MAX_KEYWORDS_PER_CALL = 1000;

function hasTitle(state: MonitoringState, groupId: number, title: string, except?: number) {
  const wanted = title.toLowerCase();
  return Object.values(state.keywords).some(
    (k) => k.groupId === groupId && k.id !== except && k.title.toLowerCase() === wanted,
  );
}

/** Adds one phrase; the new id, or why it was refused. */
export function addKeyword(
  state: MonitoringState,
  view: GroupView,
  owner: Account | undefined,
  raw: unknown,
  now: number,
): number | string {
  if (typeof raw !== 'string' || raw.trim() === '') return 'Keyword is empty.';
  const title = raw.trim().replace(/\s+/g, ' ');
  if (title.length > MAX_KEYWORD_LENGTH) {
    return `Keyword is longer than ${MAX_KEYWORD_LENGTH} characters.`;
  }
  if (hasTitle(state, view.group.id, title)) {
    return 'Keyword already exists in this group (restore it if it was deleted).';
  }
  const keyword: KeywordRecord = {
    id: state.nextIds.keyword + 1,
    groupId: view.group.id,
    title,
    status: 'active',
    ...keywordMetrics(state.seed, title),
    created: now,
    changed: now,
  };
  if (owner && limitProblem(state, owner, { keywords: [keyword] })) keyword.status = 'stop';
  keyword.id = nextId(state, 'keyword');
  state.keywords[keyword.id] = keyword;
  return keyword.id;
}

/** Moves one keyword (given as the caller wrote its id) into `target`. */
export function moveKeyword(
  state: MonitoringState,
  caller: Caller,
  accounts: Account[],
  rawId: string,
  target: GroupView,
  now: number,
): true | { status: 400 | 403 | 404; text: string } {
  const view = keywordFor(state, caller, /^\d+$/.test(rawId) ? Number(rawId) : undefined);
  if (!view) return { status: 404, text: NO_ENTRY };
  if (!canEdit(view.access)) return { status: 403, text: READONLY_TEXT };
  const { keyword } = view;
  if (keyword.groupId === target.group.id) return true;
  if (hasTitle(state, target.group.id, keyword.title, keyword.id)) {
    return { status: 400, text: `Keyword "${keyword.title}" already exists in the target group.` };
  }
  const moved = { ...keyword, groupId: target.group.id, changed: now };
  const owner = accounts.find((account) => account.id === target.campaign.ownerId);
  const problem = owner && limitProblem(state, owner, { keywords: [moved] });
  if (problem) return { status: 400, text: problem };
  state.keywords[moved.id] = moved;
  return true;
}
