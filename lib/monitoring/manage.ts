import { issue } from '@/lib/domain/input-issue';
import { invalidInput, ServiceError } from '@/lib/api/errors';
import type { BulkFailure, BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import type { GroupsCreated } from '@/lib/messaging/protocol/monitoring/groups';
import type { KeywordsCreated } from '@/lib/messaging/protocol/monitoring/keywords';
import { createChecked } from '@/lib/domain/create-checked';
import { answeredByName, groupsOf, keywordsOf, resultsByName, type KeywordTarget } from './created';
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
 * One group, or several in one call; checked by reading the campaign's groups back
 * (lib/domain/create-checked.ts): groups the service made beyond the drafts for the click are
 * named in `receivedTwice`, and a lost answer is settled by finding the groups by title.
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
  const names = drafts.map((d) => d.title);
  const send = async (): Promise<BulkResult> => {
    if (drafts.length === 1) {
      const { id } = await port.groups.create({ campaignId, ...drafts[0] });
      return { '0': { ok: true, value: id } };
    }
    const keyed = Object.fromEntries(drafts.map((d, i) => [String(i), d]));
    return port.groups.createMultiple({ campaignId, groups: keyed });
  };
  const checked = await createChecked({
    kind: 'group',
    names,
    read: () => groupsOf(port, campaignId),
    create: send,
    answered: (answer) => answeredByName(answer, names),
    where: 'monitoring: creating groups',
  });
  return {
    results: resultsByName(names, (_, i) => String(i), checked.made, checked.answer),
    receivedTwice: checked.receivedTwice,
    cannotTell: checked.cannotTell,
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
    read: () => keywordsOf(port, target, keywords),
    create: () => port.keywords.create({ groupId, keywords }),
    // The service keys a plain list by position ("0", "1", …); map those back to the phrases. A
    // phrase is what the user typed ("constructor" is a keyword like any other): own keys only.
    answered: (answer) => answeredByName(answer, keywords),
    where: 'monitoring: adding keywords',
  });
  const results = resultsByName(keywords, (p) => p, checked.made, checked.answer);
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
