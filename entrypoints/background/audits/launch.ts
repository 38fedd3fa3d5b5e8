import { issue } from '@/lib/domain/input-issue';
import type { AuditType } from '@/lib/domain/audit-types';
import { ServiceError, invalidInput } from '@/lib/api/errors';
import { auditTitle, splitAuditTitle } from '@/lib/domain/audit-title';
import { clickMark, markTitle } from '@/lib/domain/click-mark';
import { unreachablePage } from '@/lib/domain/reach';
import { auditUrl, normalizeUrl, pageIdentity } from '@/lib/domain/url';
import {
  settingsDescriptorSchema,
  type SettingsDescriptor,
} from '@/lib/domain/settings-descriptor';
import { connectionSettings } from '@/lib/storage/connection';
import type { LaunchIntent } from '@/lib/storage/once';
import { HOUR, cached } from '@/lib/storage/cache';
import type { ParsedInput } from '@/lib/messaging/protocol';
import type { CreatedRuns, LaunchAnswer } from '@/lib/messaging/protocol/audits';
import type { SpendSource } from '@/lib/domain/spending';
import { getApi, noteTokensLeft } from '../api';
import { SETTINGS_CACHE_KEY } from '../connection';
import { kickTracker } from '../tracker';
import { newRecord, updateTracked, type NewRecord } from '../tracker/store';
import { rememberRunPages } from './run-pages';
import { runOnce, type OnceSpec } from '../once/run';
import { findCreated, parentsTitled } from './find';
import { createdTwice } from './twice';

/** The settings descriptor, cached 6 hours (it changes only with the account's plan). */
export async function settingsDescriptor(fresh = false): Promise<SettingsDescriptor> {
  return cached(
    SETTINGS_CACHE_KEY,
    settingsDescriptorSchema,
    6 * HOUR,
    async () => (await getApi()).audits.settings(),
    { fresh },
  );
}

/** Every chosen type with each parameter at its default, refusing types the account lacks. */
export function defaultSettings(
  types: string[],
  descriptor: SettingsDescriptor,
): Partial<Record<AuditType, Record<string, unknown>>> {
  const missing = types.filter((type) => !descriptor[type]);
  if (missing.length) {
    throw invalidInput(
      issue('types', 'audit-types-plan', {
        types: missing.join(', '),
        allowed: Object.keys(descriptor).join(', ') || '–',
      }),
    );
  }
  return Object.fromEntries(
    types.map((type) => [
      type,
      Object.fromEntries(
        Object.entries(descriptor[type].settings)
          .filter(
            ([, setting]) => setting.defaultValue !== null && setting.defaultValue !== undefined,
          )
          .map(([name, setting]) => [name, setting.defaultValue]),
      ),
    ]),
  );
}

/**
 * What a launch sends as `audits_settings`: this run's own settings (checked against the types the
 * account may use), the chosen types at their defaults, or nothing for a profile launch.
 */
async function runSettings(
  input: ParsedInput<'audits.launch'>,
): Promise<Partial<Record<AuditType, Record<string, unknown>>> | undefined> {
  if (input.settings) {
    defaultSettings(Object.keys(input.settings), await settingsDescriptor());
    return input.settings;
  }
  const types = input.types ?? [];
  return types.length ? defaultSettings(types, await settingsDescriptor()) : undefined;
}

/** The current page first, then the other pages chosen, each once. */
function runUrls(url: string, pages: string[]): string[] {
  const more = pages.map((page) => {
    const audited = auditUrl(page);
    if (!audited) throw invalidInput(issue('pages', 'page-url', { value: page }));
    return audited;
  });
  return [...new Set([url, ...more])];
}

/**
 * Refuse, before anything is spent, a page the configured service cannot load (a loopback or
 * private address, a local name: lib/domain/reach.ts). Every launch path comes here: the popup,
 * the shortcut and the context menu (entrypoints/background/menus.ts), the page watch.
 */
export async function refuseUnreachable(urls: string[]): Promise<void> {
  const { baseUrl } = await connectionSettings.getValue();
  for (const url of urls) {
    const unreachable = unreachablePage(url, baseUrl);
    if (unreachable) {
      throw invalidInput(issue('url', 'page-unreachable', { value: unreachable.host }));
    }
  }
}

/** Start following new parents (launch, clone) and poll them at once. */
export async function track(
  created: { parentId: number; childIds: number[] }[],
  init: Omit<NewRecord, 'parentId' | 'childIds'>,
): Promise<void> {
  const now = Date.now();
  await updateTracked((records) => {
    for (const { parentId, childIds } of created) {
      records[String(parentId)] = newRecord({ ...init, parentId, childIds }, now);
    }
  });
  // A run Stormlens launches for a page covers it: history need not ask (the run's other pages
  // are remembered when it finishes, ../tracker/to-history.ts).
  const page = pageIdentity(init.url);
  if (page) await rememberRunPages(Object.fromEntries(created.map((c) => [c.parentId, [page]])));
  kickTracker();
}

/**
 * The page a launch is followed under: a keyword run covers the pages that rank for the phrase,
 * not the tab it was launched from — its page is learned from its audits (the tracker's first poll).
 */
const launchedUrl = (intent: LaunchIntent) => (intent.keywords?.length ? '' : intent.url);

/** Finish a launch the service did (answered or found): tokens left, tracker, the answer. */
async function completeLaunch(intent: LaunchIntent, raw: CreatedRuns): Promise<LaunchAnswer> {
  await noteTokensLeft(raw.left);
  const first = raw.created[0];
  if (!first) {
    throw new ServiceError('invalid-response', {
      message: 'create answered without the audits made',
    });
  }
  const { title, devices, types, profileId } = intent;
  const url = launchedUrl(intent);
  await track(raw.created, { url, title, devices, types, profileId, cost: raw.cost });
  return {
    parentId: first.parentId,
    childIds: first.childIds,
    cost: raw.cost,
    left: raw.left,
    runs: raw.created.length,
  };
}

export const launchSpec: OnceSpec<'audits.launch', CreatedRuns> = {
  command: 'audits.launch',
  find: findCreated,
  complete: completeLaunch,
  spentOn: (intent) => ({
    source: intent.source ?? 'popup',
    target: { url: launchedUrl(intent), title: intent.title },
  }),
  check: createdTwice,
};

/**
 * Launch audits of one URL, once per request id, and start tracking them. The service title
 * follows the convention `"<title or 'Stormlens'> — <url>"`, so history finds every run of the URL,
 * and ends with the click's mark, so a launch whose answer was lost is found by it and a second
 * receipt of it is told from anyone else's run. `source` goes to the spending record: a page's own
 * word, or the schedule's.
 */
export function launchAudit(
  input: ParsedInput<'audits.launch'>,
  source: SpendSource = input.source ?? 'popup',
): Promise<LaunchAnswer> {
  return runOnce(input.requestId, launchSpec, async () => {
    const url = auditUrl(input.url);
    const key = normalizeUrl(input.url);
    if (!url || !key) throw invalidInput(issue('url', 'page-url'));
    const keywords = input.keywords ?? [];
    const urls = keywords.length ? [] : runUrls(url, input.pages ?? []);
    await refuseUnreachable(urls);
    const api = await getApi();
    const settings = await runSettings(input);
    const types = settings ? Object.keys(settings) : [];
    const label = input.title ? splitAuditTitle(input.title).label : null;
    const title = markTitle(auditTitle(label, url), clickMark(input.requestId));
    const intent: LaunchIntent = {
      url: key,
      title,
      devices: input.devices,
      types,
      profileId: input.profileId ?? null,
      before: await parentsTitled(title),
      source,
      ...(keywords.length ? { keywords } : { pages: urls.length }),
    };
    const send = async (): Promise<CreatedRuns> => {
      const created = await api.audits.create({
        title,
        ...(keywords.length ? { keywords, keywordsOptions: input.keywordsOptions } : { urls }),
        devices: input.devices,
        ...(settings ? { auditsSettings: settings } : { profileId: input.profileId }),
      });
      // Keyword runs come back as keyword → parent id; the tracker lists their children.
      const byKeyword = Object.values(created.keywords).map((parentId) => ({
        parentId,
        childIds: [],
      }));
      return { cost: created.cost, left: created.left, created: [...created.urls, ...byKeyword] };
    };
    return { intent, send };
  });
}
