import { campaignTypes } from '@/lib/domain/campaign-type';
import { ServiceError } from '@/lib/api/errors';
import { matchDomain, siteHost } from '@/lib/domain/domain-match';
import { cached, peekCached } from '@/lib/storage/cache';
import {
  cachedAccessSchema,
  cachedCampaignListSchema,
  cachedCampaignSchema,
} from '@/lib/storage/cache-schemas';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import type {
  CampaignCreated,
  CampaignSummary,
  DomainCampaign,
} from '@/lib/messaging/protocol/monitoring/campaigns';
import { accessOf } from '@/lib/domain/access-level';
import { includesSubdomains, summaryOf } from './normalise';
import {
  readTitles,
  rememberCampaign,
  titlesToRead,
  TITLES_PER_LIST,
  withTitles,
} from './campaign-titles';
import type { BulkAction } from '@/lib/domain/entity-status';
import { allPages, PAGE_SIZE, type MonitoringPort } from './port';
import { logCaught } from '@/lib/diagnostics/log';
import { createChecked, notNamed } from '@/lib/domain/create-checked';
import { markTitle, newClickMark, titleMark, withoutMark } from '@/lib/domain/click-mark';
import { TEXT_MAX } from '@/lib/domain/input-issue';
import { campaignsMarked } from './created';
import type { ParsedInput } from '@/lib/messaging/protocol';

/*
 * Campaign list and details are cached briefly in storage: the side panel asks on every tab switch
 * and the real service allows about one request a second. Every change made through Stormlens
 * reloads them, so the cache only hides changes made elsewhere, for at most a minute.
 */
export const CAMPAIGN_LIST_KEY = 'monitoring:campaigns';
const LIST_TTL = 60_000;
const DETAIL_TTL = 5 * 60_000;
const ACCESS_KEY = 'monitoring:access';

export async function listCampaigns(
  port: MonitoringPort,
  fresh = false,
): Promise<CampaignSummary[]> {
  const items = await cached(
    CAMPAIGN_LIST_KEY,
    cachedCampaignListSchema,
    LIST_TTL,
    () =>
      allPages(async (page) => {
        const r = await port.campaigns.list({
          types: [...campaignTypes],
          page,
          itemsPerPage: PAGE_SIZE,
        });
        return { count: r.count, items: r.campaigns };
      }),
    { fresh },
  );
  return withTitles(items.map((c) => summaryOf(c)));
}

/**
 * Every campaign (the research view's targets), titled as far as known. List items carry no
 * title, so a few unknown ones are read after answering (not awaited): the next list has them.
 */
export async function campaignsForPicker(port: MonitoringPort): Promise<CampaignSummary[]> {
  const summaries = await listCampaigns(port);
  const unknown = (await titlesToRead(summaries.map((s) => s.id))).slice(0, TITLES_PER_LIST);
  void readTitles(port, unknown, (id) => campaignDetail(port, id));
  return summaries;
}

/** Retrieve, briefly cached; every answer also updates the stored title (campaign-titles.ts). */
async function campaignDetail(port: MonitoringPort, id: number, fresh = false) {
  return cached(
    `monitoring:campaign:${id}`,
    cachedCampaignSchema,
    DETAIL_TTL,
    async () => {
      const detail = await port.campaigns.retrieve(id);
      await rememberCampaign(detail);
      return detail;
    },
    { fresh },
  );
}

/** Owner e-mails of shared campaigns (get-access, shape 1). A failure only loses the e-mails. */
async function owners(port: MonitoringPort): Promise<Map<number, string>> {
  try {
    const access = await cached(ACCESS_KEY, cachedAccessSchema, LIST_TTL, () =>
      port.campaigns.getAccess(),
    );
    const found = new Map<number, string>();
    for (const a of access) {
      // Shape 1 names the owner; shape 2 lists them among the users with level `owner`.
      const owner = a.owner ?? a.users.find((u) => u.access.toLowerCase() === 'owner')?.mail;
      if (owner) found.set(a.campaignId, owner);
    }
    return found;
  } catch (error) {
    // Owners are a label on shared campaigns: the list is still useful without them.
    void logCaught('monitoring: reading campaign owners', error);
    return new Map();
  }
}

export async function campaignSummary(
  port: MonitoringPort,
  id: number,
  fresh = false,
): Promise<CampaignSummary> {
  const detail = await campaignDetail(port, id, fresh);
  // The SDK's CampaignRetrieve shows no `type` (the list has it): an ads campaign must not
  // turn into an seo one because it was retrieved. Retrieve gives no `data` either: what
  // Stormlens remembers about subdomains fills in.
  const listed = detail.type
    ? undefined
    : (await peekCached(CAMPAIGN_LIST_KEY, cachedCampaignListSchema))?.value.find(
        (c) => c.id === id,
      );
  const [summary] = await withTitles([
    summaryOf(listed?.type ? { ...detail, type: listed.type } : detail),
  ]);
  if (!summary.shared) return summary;
  return { ...summary, owner: (await owners(port)).get(id) ?? null };
}

/**
 * A campaign as the list last showed it, whatever the list's age (the panel refreshes the list on
 * its own), titled as known: no request when the list was read before. Retrieve otherwise.
 */
export async function listedCampaign(port: MonitoringPort, id: number): Promise<CampaignSummary> {
  const list = await peekCached(CAMPAIGN_LIST_KEY, cachedCampaignListSchema);
  const item = list?.value.find((c) => c.id === id);
  if (!item) return campaignSummary(port, id);
  const [summary] = await withTitles([summaryOf(item)]);
  return summary;
}

/**
 * Campaigns for the tab's domain, own and shared, deleted ones left out. Exact matches first, then
 * campaigns of a parent domain that include subdomains (only those need their details read).
 */
export async function campaignsForDomain(
  port: MonitoringPort,
  domain: string,
  fresh = false,
  /** `known`: answer with the titles known so far (the side panel reads the rest after its first rows). */
  titles: 'read' | 'known' = 'read',
): Promise<{ domain: string; campaigns: DomainCampaign[] }> {
  const host = siteHost(domain);
  if (!host) {
    throw new ServiceError('unsupported', {
      message: 'not a web page',
      details: { domain },
    });
  }
  const all = (await listCampaigns(port, fresh)).filter((c) => c.status !== 'delete');
  const candidates = all.filter((c) => matchDomain(host, c.domain, true) !== null);
  // The list has no titles: read the candidates' (once; campaign-titles.ts), then name them.
  if (titles === 'read') {
    await readTitles(
      port,
      candidates.map((c) => c.id),
      (id) => campaignDetail(port, id, fresh),
    );
  }
  const named = await withTitles(candidates);
  const matched: DomainCampaign[] = [];
  for (const c of named) {
    let summary = c;
    if (matchDomain(host, c.domain, false) === null) {
      // Retrieve does not document `data`; a service that sends it still counts.
      // It was already read for its title, so this is the detail cache (no request).
      const detail = c.includeSubdomains
        ? null
        : await campaignDetail(port, c.id, fresh).catch((error: unknown) => {
            void logCaught('monitoring: reading a campaign for its subdomains', error);
            return undefined;
          });
      if (detail !== null && !includesSubdomains(detail?.data)) continue;
      summary = { ...c, title: withoutMark(detail?.title || c.title), includeSubdomains: true };
    }
    matched.push({
      ...summary,
      match: matchDomain(host, summary.domain, summary.includeSubdomains) ?? 'exact',
    });
  }
  if (matched.some((c) => c.shared)) {
    const ownerOf = await owners(port);
    for (const c of matched) if (c.shared) c.owner = ownerOf.get(c.id) ?? null;
  }
  const rank = (c: DomainCampaign) =>
    (c.match === 'exact' ? 0 : 1) + (c.status === 'active' ? 0 : 2) + (c.shared ? 4 : 0);
  matched.sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
  return { domain: host, campaigns: matched };
}

/** Refreshing the cached list after a change failed: the change itself stands; log it. */
const refreshFailed = (error: unknown) =>
  logCaught('monitoring: refreshing the campaign list after a change', error);

/**
 * Create, checked by reading back (lib/domain/create-checked.ts): made under a title carrying the
 * click's mark and read back by it, so a campaign the service made beyond this one for the click
 * is named in `receivedTwice` (it keeps its marked title) and a colleague's campaign on the same
 * domain never is; a lost answer is settled by finding the marked campaign, never by creating
 * again. Then the title alone is updated to the one asked (the domain, when none was): the
 * service keeps the domain and `data` it was not sent. If that fails, the campaign keeps its
 * marked title and the answer says so (`notNamed`).
 */
export async function createCampaign(
  port: MonitoringPort,
  input: ParsedInput<'monitoring.campaigns.create'>,
): Promise<CampaignCreated> {
  const domain = siteHost(input.domain) ?? input.domain;
  const extras = {
    ...(input.companyMapTitle ? { companyMapTitle: input.companyMapTitle } : {}),
    ...(input.domains ? { domains: input.domains } : {}),
    ...(input.trademarks ? { trademarks: input.trademarks } : {}),
  };
  const data = { ...extras, ...(input.includeSubdomains ? { includeSubdomains: [1] } : {}) };
  const wanted = input.title?.trim() || domain;
  const marked = markTitle(wanted, newClickMark(), TEXT_MAX);
  const where = 'monitoring: creating a campaign';
  const checked = await createChecked({
    kind: 'campaign',
    names: [marked],
    mark: titleMark(marked),
    read: () => campaignsMarked(port, input.type, marked),
    create: () =>
      port.campaigns.create({
        domain,
        title: marked,
        type: input.type,
        data: Object.keys(data).length ? data : undefined,
      }),
    answered: ({ id }) => new Map([[marked, id]]),
    where,
  });
  const id = checked.answer?.id ?? checked.made.get(marked) ?? 0;
  // Retrieve gives no `data` back: remember what was asked (subdomains, map title, ads lists).
  const asked = { includeSubdomains: input.includeSubdomains, data: extras };
  for (const made of [id, ...(checked.receivedTwice?.extra.map((e) => e.id) ?? [])]) {
    await rememberCampaign({ id: made, title: made === id ? wanted : marked }, asked);
  }
  const left = await port.campaigns.update(id, { title: wanted }).then(
    () => [],
    async (error: unknown) => [
      await notNamed({ kind: 'campaign', id, wanted, marked, where }, error),
    ],
  );
  await listCampaigns(port, true).catch(refreshFailed);
  const { receivedTwice, cannotTell } = checked;
  const summary = await campaignSummary(port, id, true);
  return { ...summary, receivedTwice, cannotTell, ...(left.length ? { notNamed: left } : {}) };
}

/** Sends only what the user changed, then reads the campaign back (what the page shows). */
export async function updateCampaign(
  port: MonitoringPort,
  input: ParsedInput<'monitoring.campaigns.update'>,
): Promise<CampaignSummary> {
  const current = await campaignDetail(port, input.id, true);
  if (accessOf(current.access) === 'readonly') throw readonlyError();
  const mapTitle = input.companyMapTitle;
  await port.campaigns.update(input.id, {
    ...(input.title ? { title: input.title } : {}),
    ...(input.domain ? { domain: siteHost(input.domain) ?? input.domain } : {}),
    ...(mapTitle === undefined ? {} : { data: { companyMapTitle: mapTitle } }),
  });
  // The service keeps the map title but never sends it back: what it accepted is what it holds.
  if (mapTitle !== undefined)
    await rememberCampaign({ id: input.id, title: '' }, { data: { companyMapTitle: mapTitle } });
  await listCampaigns(port, true).catch(refreshFailed);
  return campaignSummary(port, input.id, true);
}

export async function setCampaignStatus(
  port: MonitoringPort,
  ids: number[],
  action: BulkAction,
): Promise<BulkResult> {
  const result = await port.campaigns[action](ids);
  await listCampaigns(port, true).catch(refreshFailed);
  await Promise.all(ids.map((id) => campaignDetail(port, id, true).catch(refreshFailed)));
  return result;
}

export function readonlyError(): ServiceError {
  return new ServiceError('access', {
    message: 'read-only access to campaign',
    details: { reason: 'readonly' },
  });
}
