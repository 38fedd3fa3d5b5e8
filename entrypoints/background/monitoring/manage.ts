import { invalidInput } from '@/lib/api/errors';
import type { BulkResult, KeywordsCreated } from '@/lib/messaging/protocol/monitoring';
import type { Action, GroupFields, MonitoringPort } from './port';

/*
 * Group and keyword management. Single items use the single-item operations and several use the
 * bulk ones, but both answer per item so the panel shows one list of outcomes either way. A 409
 * (another action holds the lock) is retried by the client; what still fails arrives per id.
 */

export async function createGroups(
  port: MonitoringPort,
  campaignId: number,
  drafts: GroupFields[],
): Promise<BulkResult> {
  const titles = new Set<string>();
  for (const d of drafts) {
    const key = d.title.trim().toLowerCase();
    if (titles.has(key))
      throw invalidInput(`Two new groups are both called “${d.title}”.`, 'title');
    titles.add(key);
  }
  if (drafts.length === 1) {
    const { id } = await port.groups.create(campaignId, drafts[0]);
    return { '0': { ok: true, value: id } };
  }
  const keyed = Object.fromEntries(drafts.map((d, i) => [String(i), d]));
  return port.groups.createMultiple(campaignId, keyed);
}

export async function updateGroups(
  port: MonitoringPort,
  groups: (Partial<GroupFields> & { id: number })[],
): Promise<BulkResult> {
  if (groups.length === 1) {
    const { id, ...patch } = groups[0];
    await port.groups.update(id, patch);
    return { [String(id)]: { ok: true } };
  }
  return port.groups.updateMultiple(
    Object.fromEntries(groups.map(({ id, ...patch }) => [String(id), patch])),
  );
}

export function setGroupStatus(
  port: MonitoringPort,
  ids: number[],
  action: Action,
): Promise<BulkResult> {
  return port.groups.bulk(action, ids);
}

/** Keywords into a group; results keyed by the phrase, with how many slots each one costs. */
export async function createKeywords(
  port: MonitoringPort,
  groupId: number,
  keywords: string[],
  devicesPerKeyword: number,
): Promise<KeywordsCreated> {
  const outcome = await port.keywords.create(groupId, keywords);
  // The service keys a plain list by position ("0", "1", …); map those back to the phrases.
  const results: BulkResult = {};
  keywords.forEach((phrase, i) => {
    results[phrase] = outcome[phrase] ??
      outcome[String(i)] ?? { ok: false, message: 'The service did not report on this keyword.' };
  });
  return { results, devicesPerKeyword };
}

export function setKeywordStatus(
  port: MonitoringPort,
  ids: number[],
  action: Action,
): Promise<BulkResult> {
  return port.keywords.bulk(action, ids);
}

export function moveKeywords(
  port: MonitoringPort,
  ids: number[],
  groupId: number,
): Promise<BulkResult> {
  return port.keywords.changeGroup(groupId, ids);
}
