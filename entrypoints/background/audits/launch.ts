import type { AuditType } from '@/lib/domain/audit-types';
import type { Device } from '@/lib/domain/device';
import { ServiceError, invalidInput } from '@/lib/api/errors';
import { auditTitle, splitAuditTitle } from '@/lib/domain/audit-title';
import { auditUrl, normalizeUrl, pageIdentity } from '@/lib/domain/url';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { HOUR, cached } from '@/lib/storage/cache';
import type { ParsedInput } from '@/lib/messaging/protocol';
import type { LaunchAnswer } from '@/lib/messaging/protocol/audits';
import { getApi, noteTokensLeft } from '../api';
import { SETTINGS_CACHE_KEY } from '../connection';
import { kickTracker } from '../tracker';
import { newRecord, updateTracked } from '../tracker/store';
import { rememberRunPages } from './run-pages';

/** The settings descriptor, cached 6 hours (it changes only with the account's plan). */
export async function settingsDescriptor(fresh = false): Promise<SettingsDescriptor> {
  return cached(SETTINGS_CACHE_KEY, 6 * HOUR, async () => (await getApi()).audits.settings(), {
    fresh,
  });
}

/** Every chosen type with each parameter at its default, refusing types the account lacks. */
export function defaultSettings(
  types: string[],
  descriptor: SettingsDescriptor,
): Partial<Record<AuditType, Record<string, unknown>>> {
  const missing = types.filter((type) => !descriptor[type]);
  if (missing.length) {
    throw invalidInput(
      `This account may not run ${missing.join(', ')} audits — choose from ${Object.keys(descriptor).join(', ') || 'none'}.`,
      'types',
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

/** Start following new parents (launch, clone) and poll them at once. */
export async function track(
  created: { parentId: number; childIds: number[] }[],
  init: {
    url: string;
    title: string;
    devices: Device[];
    types: string[];
    profileId: number | null;
    cost: number | null;
  },
): Promise<void> {
  const now = Date.now();
  await updateTracked((records) => {
    for (const { parentId, childIds } of created) {
      records[String(parentId)] = newRecord({ ...init, parentId, childIds }, now);
    }
  });
  // Runs Stormlens launches, clones or adopts cover the tracked page: history need not ask.
  const page = pageIdentity(init.url);
  if (page) await rememberRunPages(Object.fromEntries(created.map((c) => [c.parentId, [page]])));
  kickTracker();
}

/**
 * Launch audits of one URL and start tracking them. The service title follows the convention
 * `"<title or 'Stormlens'> — <url>"` (readable in SEMSTORM's web app, and a search hint for
 * history, which goes by what the children audit: history.ts).
 */
export async function launchAudit(input: ParsedInput<'audits.launch'>): Promise<LaunchAnswer> {
  const url = auditUrl(input.url);
  const key = normalizeUrl(input.url);
  if (!url || !key) throw invalidInput('Only http:// and https:// pages can be audited.', 'url');
  const api = await getApi();
  const types = input.types ?? [];
  const settings = types.length ? defaultSettings(types, await settingsDescriptor()) : undefined;
  const title = auditTitle(input.title ? splitAuditTitle(input.title).label : null, url);
  const created = await api.audits.create({
    title,
    urls: [url],
    devices: input.devices,
    ...(settings ? { auditsSettings: settings } : { profileId: input.profileId }),
  });
  await noteTokensLeft(created.left);
  const first = created.urls[0];
  if (!first) {
    throw new ServiceError('invalid-response', {
      message: 'The service accepted the audit but did not say which audits it created.',
    });
  }
  await track(created.urls, {
    url: key,
    title,
    devices: input.devices,
    types,
    profileId: input.profileId ?? null,
    cost: created.cost,
  });
  return {
    parentId: first.parentId,
    childIds: first.childIds,
    cost: created.cost,
    left: created.left,
  };
}
