import { ServiceError } from '@/lib/api/errors';
import type { CampaignType } from '@/lib/domain/campaign-type';
import { dict, own } from '@/lib/domain/plain-object';
import { sameName, type Answered, type ReadBackItem } from '@/lib/domain/read-back';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import type { GroupListItem } from '@/lib/api/schemas/monitoring';
import { markFilter, titleMark } from '@/lib/domain/click-mark';
import { allPages, PAGE_SIZE, type MonitoringPort } from './port';
import { listKeywords } from './structure';

/*
 * What the service holds under the names a monitoring create asks for, read before and after the
 * one call (lib/domain/create-checked.ts): campaigns and groups by the click's mark
 * (lib/domain/click-mark.ts) — never by a title or domain a colleague may use too — and keywords,
 * which cannot carry a mark, by phrase in their group.
 */

/**
 * The campaigns of `type` carrying the mark of `marked` (the title the create sends). The list
 * finds them with its part-of-title filter; its items carry no title on the service
 * (../shared/spec/service-notes.md), so one without a title of its own is labelled as the create
 * named it, and one whose title is known must carry the mark whole.
 */
export async function campaignsMarked(
  port: MonitoringPort,
  type: CampaignType,
  marked: string,
): Promise<ReadBackItem[]> {
  const mark = titleMark(marked);
  if (mark === null) return [];
  const items = await allPages(async (page) => {
    const r = await port.campaigns.list({
      types: [type],
      title: markFilter(mark),
      page,
      itemsPerPage: PAGE_SIZE,
    });
    return { count: r.count, items: r.campaigns };
  });
  return items
    .filter((c) => (c.type || 'seo') === type)
    .map((c) => (titleMark(c.title) === mark ? c.title : c.title === c.domain ? marked : null))
    .flatMap((title, i) => (title === null ? [] : [{ id: items[i].id, key: title, label: title }]));
}

/**
 * The groups of a campaign carrying the click's mark, by their marked title. `into` keeps each
 * one as listed (engine, country, devices, location), for the call that then names them.
 */
export async function groupsMarked(
  port: MonitoringPort,
  campaignId: number,
  mark: string,
  into?: Map<number, GroupListItem>,
): Promise<ReadBackItem[]> {
  const items = await allPages(async (page) => {
    const r = await port.groups.list({ campaignId, page, itemsPerPage: PAGE_SIZE });
    return { count: r.count, items: r.groups };
  });
  const marked = items.filter((g) => titleMark(g.title) === mark);
  for (const g of marked) into?.set(g.id, g);
  return marked.map((g) => ({ id: g.id, key: g.title, label: g.title, campaignId }));
}

/** Where keywords are added: the group, and its title when known (for the list's filter). */
export interface KeywordTarget {
  campaignId: number;
  groupId: number;
  groupTitle?: string;
}

/**
 * The keywords of one group that may carry the phrases asked, by phrase (deleted ones left out,
 * as the service's list does). The list is narrowed on the service with its own filters — part
 * of the group's name, part of the keyword (../shared/spec/monitoring.md, list keywords) — so a
 * campaign of thousands of keywords costs a page, not one page per thousand; the group is then
 * told by id, as a filter by part of a name may match another group too.
 */
export async function keywordsOf(
  port: MonitoringPort,
  target: KeywordTarget,
  phrases: readonly string[],
): Promise<ReadBackItem[]> {
  const { campaignId, groupId } = target;
  const items = await listKeywords(port, {
    campaignId,
    deleted: false,
    groupName: target.groupTitle?.trim() || undefined,
    keyword: sharedPart(phrases) || undefined,
  });
  return items
    .filter((k) => k.groupId === groupId)
    .map((k) => ({ id: k.id, key: k.title, label: k.title, campaignId }));
}

/** Shorter common parts narrow too little to be worth a filter that must match every phrase. */
const MIN_SHARED = 3;

/**
 * The longest text every phrase contains, as the service compares names (spaces tidied, case
 * ignored), or '' when they share less than MIN_SHARED characters: one phrase is its own part.
 */
export function sharedPart(phrases: readonly string[]): string {
  const names = [...new Set(phrases.map(sameName))].filter(Boolean);
  if (names.length === 0) return '';
  const shortest = names.reduce((a, b) => (b.length < a.length ? b : a));
  for (let size = shortest.length; size >= MIN_SHARED; size--) {
    for (let at = 0; at + size <= shortest.length; at++) {
      const part = shortest.slice(at, at + size);
      if (part.trim().length < MIN_SHARED) continue;
      if (names.every((n) => n.includes(part))) return part.trim();
    }
  }
  return '';
}

/** A bulk answer (keyed by name or position) as what it made or refused per name. */
export function answeredByName(
  outcome: BulkResult,
  names: readonly string[],
): Map<string, Answered> {
  const answered = new Map<string, Answered>();
  names.forEach((name, i) => {
    const item = own(outcome, name) ?? own(outcome, String(i));
    if (!item) return;
    if (!item.ok) return void answered.set(name, 'refused');
    // The statuses form says only that it worked, without the id: read back like a lost answer.
    const id = Number(item.value);
    if (Number.isInteger(id) && id > 0) answered.set(name, id);
  });
  return answered;
}

/**
 * Per name (keyed by `keyOf`): made (read back, even where the answer refused it as a duplicate of
 * an earlier receipt), else the answer's own word, else a failure: the answer did not report on it,
 * or — the answer was lost — nothing appears for the name, so it may not have been made.
 */
export function resultsByName(
  names: readonly string[],
  keyOf: (name: string, index: number) => string,
  made: ReadonlyMap<string, number>,
  answer: BulkResult | null,
): BulkResult {
  // Keyed by what the user typed ("constructor" is a keyword like any other): no prototype.
  const results = dict<BulkResult[string]>();
  names.forEach((name, i) => {
    const key = keyOf(name, i);
    const id = made.get(name);
    const said = answer ? (own(answer, name) ?? own(answer, String(i))) : undefined;
    if (id !== undefined) results[key] = { ok: true, value: id };
    else if (said) results[key] = said;
    else results[key] = { ok: false, message: '', error: unreported(answer !== null).toJSON() };
  });
  return results;
}

function unreported(answered: boolean): ServiceError {
  return answered
    ? new ServiceError('invalid-response', { message: 'not reported on' })
    : new ServiceError('exception', {
        message: 'answer lost and not listed: may not have been made',
        details: { reason: 'create-unconfirmed' },
      });
}
