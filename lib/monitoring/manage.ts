import { issue } from '@/lib/domain/input-issue';
import { invalidInput, ServiceError } from '@/lib/api/errors';
import type { BulkFailure, BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import type { GroupsCreated } from '@/lib/messaging/protocol/monitoring/groups';
import type { KeywordsCreated } from '@/lib/messaging/protocol/monitoring/keywords';
import { createChecked } from '@/lib/domain/create-checked';
import { sameName } from '@/lib/domain/read-back';
import {
  answeredByName,
  groupsMarked,
  keywordsOf,
  resultsByName,
  type KeywordTarget,
} from './created';
import { nameGroups } from './named';
import { markTitle, newClickMark } from '@/lib/domain/click-mark';
import { TEXT_MAX } from '@/lib/domain/input-issue';
import type { GroupListItem } from '@/lib/api/schemas/monitoring';
import type { GroupInput } from '@/lib/api/monitoring/groups';
import type { BulkAction } from '@/lib/domain/entity-status';
import type { MonitoringPort } from './port';

/*
 * Group and keyword management. Single items use the single-item operations and several use the
 * bulk ones, but both answer per item so the panel shows one list of outcomes either way. A 409
 * (another action holds the lock) is retried by the client; what still fails arrives per id.
 */

/** An item that failed on a call of its own: the page translates the error (its kind and details). */
function failed(error: ServiceError): BulkFailure {
  return { ok: false, message: error.serviceMessage ?? '', error: error.toJSON() };
}

/**
 * One group, or several in one call, made under titles carrying the click's mark and checked by
 * reading the campaign's marked groups back (lib/domain/create-checked.ts): groups the service made
 * beyond the drafts for the click are named in `receivedTwice` (they keep their marked titles), a
 * colleague's group of the same title never is, and a lost answer is settled by finding the marked
 * groups. Then one call gives the click's groups their titles (./named.ts); one it could not name
 * keeps its marked title and the answer says so (`notNamed`).
 */
export async function createGroups(
  port: MonitoringPort,
  campaignId: number,
  drafts: GroupInput[],
): Promise<GroupsCreated> {
  const titles = new Set<string>();
  for (const d of drafts) {
    const key = d.title.trim().toLowerCase();
    if (titles.has(key))
      throw invalidInput(issue('title', 'group-title-twice', { value: d.title }));
    titles.add(key);
  }
  const mark = newClickMark();
  const names = drafts.map((d) => markTitle(d.title.trim(), mark, TEXT_MAX));
  const marked = drafts.map((d, i) => ({ ...d, title: names[i] }));
  const send = async (): Promise<BulkResult> => {
    if (marked.length === 1) {
      const { id } = await port.groups.create({ campaignId, ...marked[0] });
      return { '0': { ok: true, value: id } };
    }
    const keyed = Object.fromEntries(marked.map((d, i) => [String(i), d]));
    return port.groups.createMultiple({ campaignId, groups: keyed });
  };
  const listed = new Map<number, GroupListItem>();
  const where = 'monitoring: creating groups';
  const checked = await createChecked({
    kind: 'group',
    names,
    mark,
    read: () => groupsMarked(port, campaignId, mark, listed),
    create: send,
    answered: (answer) => answeredByName(answer, names),
    where,
  });
  const results = resultsByName(names, (_, i) => String(i), checked.made, checked.answer);
  const made = drafts.flatMap((draft, i) => {
    const result = results[String(i)];
    const id = result?.ok ? Number(result.value) : NaN;
    return Number.isInteger(id) && id > 0 ? [{ id, draft, marked: names[i] }] : [];
  });
  const left = await nameGroups(port, made, listed, where);
  return {
    results,
    receivedTwice: checked.receivedTwice,
    cannotTell: checked.cannotTell,
    ...(left.length ? { notNamed: left } : {}),
  };
}

/**
 * Every field of a group as it will be after the user's change: the group read now, with the patch
 * on top. Sent whole because the service saves an omitted `location` as empty
 * (../shared/spec/monitoring.md, Update group) — a rename must not wipe it — and "default current"
 * for the other fields is only as good as the copy the page had.
 */
export async function groupAfter(
  port: MonitoringPort,
  id: number,
  patch: Partial<GroupInput>,
): Promise<Partial<GroupInput>> {
  const current = await port.groups.retrieve(id);
  return {
    title: current.title,
    ...(current.engine !== null ? { engine: current.engine } : {}),
    ...(current.country !== null ? { country: current.country } : {}),
    devices: current.devices,
    location: current.location,
    ...definedOnly(patch),
  };
}

const definedOnly = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function updateGroups(
  port: MonitoringPort,
  groups: (Partial<GroupInput> & { id: number })[],
): Promise<BulkResult> {
  if (groups.length === 1) {
    const { id, ...patch } = groups[0];
    await port.groups.update(id, await groupAfter(port, id, patch));
    return { [String(id)]: { ok: true } };
  }
  // A group that cannot be read now is not sent (its fields would be guessed); it fails alone.
  const results: BulkResult = {};
  const full: Record<string, Partial<GroupInput>> = {};
  const read = await Promise.allSettled(
    groups.map(({ id, ...patch }) => groupAfter(port, id, patch)),
  );
  read.forEach((outcome, i) => {
    const key = String(groups[i].id);
    if (outcome.status === 'fulfilled') full[key] = outcome.value;
    else results[key] = failed(ServiceError.from(outcome.reason));
  });
  if (Object.keys(full).length === 0) return results;
  return { ...results, ...(await port.groups.updateMultiple({ groups: full })) };
}

export function setGroupStatus(
  port: MonitoringPort,
  ids: number[],
  action: BulkAction,
): Promise<BulkResult> {
  return port.groups[action](ids);
}

/**
 * Keywords into a group; results keyed by the phrase, with how many slots each one costs. Checked
 * by reading the group's keywords back (lib/domain/create-checked.ts): a phrase the answer refused
 * as a duplicate of an earlier receipt of the same call is reported as added, extra copies are
 * named in `receivedTwice`, and a lost answer is settled by finding the phrases.
 */
export async function createKeywords(
  port: MonitoringPort,
  target: KeywordTarget,
  keywords: string[],
  devicesPerKeyword: number,
): Promise<KeywordsCreated> {
  const { groupId } = target;
  const checked = await createChecked({
    kind: 'keyword',
    names: keywords,
    mark: null,
    read: () => keywordsOf(port, target, keywords),
    create: () => port.keywords.create({ groupId, keywords }),
    // The service keys a plain list by position ("0", "1", …); map those back to the phrases. A
    // phrase is what the user typed ("constructor" is a keyword like any other): own keys only.
    answered: (answer) => answeredByName(answer, keywords),
    where: 'monitoring: adding keywords',
  });
  // A phrase the answer did not name but that was made in the group since the click is there as
  // asked; whose it is Stormlens cannot tell (`cannotTell`), so it is reported, never claimed.
  const present = new Map(checked.made);
  if (checked.cannotTell?.why === 'unmarked') {
    for (const e of checked.cannotTell.seen) {
      const name = keywords.find((k) => sameName(k) === sameName(e.label));
      if (name !== undefined && !present.has(name)) present.set(name, e.id);
    }
  }
  const results = resultsByName(keywords, (p) => p, present, checked.answer);
  const { receivedTwice, cannotTell } = checked;
  return { results, devicesPerKeyword, receivedTwice, cannotTell };
}

export function setKeywordStatus(
  port: MonitoringPort,
  ids: number[],
  action: BulkAction,
): Promise<BulkResult> {
  return port.keywords[action](ids);
}

export function moveKeywords(
  port: MonitoringPort,
  ids: number[],
  groupId: number,
): Promise<BulkResult> {
  return port.keywords.changeGroup({ groupId, ids });
}
