/**
 * Access sharing (get-access / set-access). get-access answers the second documented shape:
 * campaign id → e-mail → level, for the campaigns the caller owns or manages (owner included,
 * invitations included). set-access follows every documented rule and is all-or-nothing: it
 * validates the whole body first, so a refused request changes nothing.
 */
import type { Account } from '../core/accounts.ts';
import { NO_ENTRY } from '../core/envelope.ts';
import { isRecord } from '../core/params.ts';
import { campaignFor, visibleCampaigns, type Caller } from './access.ts';
import type { AccessLevel, MonitoringState } from './model.ts';

export const SET_ACCESS_SPACING_MS = 10_000;
export const MAX_SET_RECORDS = 3;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function getAccess(state: MonitoringState, caller: Caller, accounts: Account[]) {
  const result: Record<string, Record<string, AccessLevel>> = {};
  for (const { campaign, access } of visibleCampaigns(state, caller)) {
    if (access === 'readonly') continue;
    const owner = accounts.find((account) => account.id === campaign.ownerId);
    const users: Record<string, AccessLevel> = {};
    if (owner) users[owner.email] = 'owner';
    for (const [mail, member] of Object.entries(campaign.members)) users[mail] = member.permission;
    result[campaign.id] = users;
  }
  return result;
}

export interface SetAccessError {
  status: 400 | 404;
  text: string;
}

interface Plan {
  campaignId: number;
  set: { mail: string; permission: 'readonly' | 'manager' }[];
  remove: string[];
}

function records(value: unknown, name: string, campaignId: string): unknown[] | SetAccessError {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.values(value);
  return { status: 400, text: `Invalid ${campaignId}.${name}: an array of records is expected.` };
}

function plan(
  state: MonitoringState,
  caller: Caller,
  accounts: Account[],
  body: unknown,
): Plan[] | SetAccessError {
  if (!isRecord(body) || Object.keys(body).length === 0) {
    return {
      status: 400,
      text: 'Nothing to change: send an object keyed by campaign id with set and/or remove.',
    };
  }
  const plans: Plan[] = [];
  let setCount = 0;
  for (const [key, entry] of Object.entries(body)) {
    const view = /^\d+$/.test(key) ? campaignFor(state, caller, Number(key)) : undefined;
    if (!view)
      return {
        status: 404,
        text: `${NO_ENTRY} Campaign ${key} is invalid or not available to you.`,
      };
    if (view.access === 'readonly') {
      return {
        status: 400,
        text: `Update failed: you have read-only access to campaign ${key} and cannot share it.`,
      };
    }
    const owner = accounts.find((account) => account.id === view.campaign.ownerId);
    const ownerMail = owner?.email.toLowerCase();
    const set = records(isRecord(entry) ? entry.set : undefined, 'set', key);
    const remove = records(isRecord(entry) ? entry.remove : undefined, 'remove', key);
    if (!Array.isArray(set)) return set;
    if (!Array.isArray(remove)) return remove;
    const current: Plan = { campaignId: view.campaign.id, set: [], remove: [] };
    for (const record of set) {
      const mail =
        isRecord(record) && typeof record.mail === 'string' ? record.mail.trim().toLowerCase() : '';
      const permission = isRecord(record) ? record.permission : undefined;
      if (!EMAIL.test(mail))
        return {
          status: 400,
          text: `Update failed: invalid e-mail address ${JSON.stringify(isRecord(record) ? record.mail : record)}.`,
        };
      if (permission === 'owner' || mail === ownerMail) {
        return { status: 400, text: 'Update failed: the owner role cannot be granted or changed.' };
      }
      if (permission !== 'readonly' && permission !== 'manager') {
        return {
          status: 400,
          text: `Update failed: permission for ${mail} must be readonly or manager.`,
        };
      }
      current.set.push({ mail, permission });
    }
    for (const record of remove) {
      const mail =
        isRecord(record) && typeof record.mail === 'string' ? record.mail.trim().toLowerCase() : '';
      if (!EMAIL.test(mail))
        return {
          status: 400,
          text: `Update failed: invalid e-mail address ${JSON.stringify(isRecord(record) ? record.mail : record)}.`,
        };
      if (mail === ownerMail)
        return { status: 400, text: 'Update failed: the owner cannot be removed.' };
      current.remove.push(mail);
    }
    setCount += current.set.length;
    plans.push(current);
  }
  if (setCount > MAX_SET_RECORDS) {
    return {
      status: 400,
      text: `Too many records in set: at most ${MAX_SET_RECORDS} per request (got ${setCount}).`,
    };
  }
  return plans;
}

/**
 * One request per account per 10 s: every request past authentication counts, refused or not,
 * as the service cannot know it would fail before it reads it.
 */
export function setAccess(
  state: MonitoringState,
  caller: Caller,
  accounts: Account[],
  body: unknown,
  now: number,
  refused: readonly string[] = [],
):
  | Record<string, { set: Record<string, boolean>; remove: Record<string, boolean> }>
  | SetAccessError {
  const last = state.lastSetAccess[caller.id];
  if (last !== undefined && now - last < SET_ACCESS_SPACING_MS) {
    const wait = Math.ceil((SET_ACCESS_SPACING_MS - (now - last)) / 1000);
    return {
      status: 400,
      text: `Request limit. Set access allows one request per 10 seconds; try again in ${wait} s.`,
    };
  }
  state.lastSetAccess[caller.id] = now;
  const plans = plan(state, caller, accounts, body);
  if (!Array.isArray(plans)) return plans;
  const known = new Set(accounts.map((account) => account.email.toLowerCase()));
  const result: Record<string, { set: Record<string, boolean>; remove: Record<string, boolean> }> =
    {};
  for (const { campaignId, set, remove } of plans) {
    const campaign = state.campaigns[campaignId];
    const outcome = { set: {} as Record<string, boolean>, remove: {} as Record<string, boolean> };
    for (const { mail, permission } of set) {
      // Left unchanged, as the document allows for any one address (RuntimeSettings.shareRefused).
      if (refused.some((r) => r.toLowerCase() === mail)) {
        outcome.set[mail] = false;
        continue;
      }
      // No account with that address: the service e-mails an invitation (kept as `invited`).
      campaign.members[mail] = { permission, invited: !known.has(mail) };
      outcome.set[mail] = true;
    }
    for (const mail of remove) {
      if (refused.some((r) => r.toLowerCase() === mail)) {
        outcome.remove[mail] = false;
        continue;
      }
      outcome.remove[mail] = mail in campaign.members;
      delete campaign.members[mail];
    }
    campaign.changed = now;
    result[campaignId] = outcome;
  }
  return result;
}
