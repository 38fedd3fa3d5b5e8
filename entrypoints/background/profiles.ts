import * as z from 'zod/mini';
import { handle } from '@/lib/messaging/server';
import type { ParsedInput } from '@/lib/messaging/protocol';
import { applySettingsChange } from '@/lib/domain/profile-draft';
import { normaliseProfile } from '@/lib/domain/profile-normalise';
import type { AuditProfile, CreatedProfile, ProfilePage } from '@/lib/domain/profile-types';
import type { Api } from '@/lib/api';
import { ServiceError } from '@/lib/api/errors';
import { assertValid, checkSettingRanges } from '@/lib/api/validate';
import { createChecked, notNamed } from '@/lib/domain/create-checked';
import type { ReadBackItem } from '@/lib/domain/read-back';
import { markFilter, markTitle, newClickMark, titleMark } from '@/lib/domain/click-mark';
import { PROFILE_TITLE_MAX } from '@/lib/domain/profile-title';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { preferences } from '@/lib/storage/prefs';
import { getApi } from './api';
import { settingsDescriptor } from './audits/launch';
import { caught } from '@/lib/diagnostics/log';
import { cached, forgetCached } from '@/lib/storage/cache';

/*
 * Handlers of the `profiles.*` commands. Each asks `getApi()` per call (no client kept in a worker
 * global) and answers with the plain shapes of lib/domain/profile-types.ts.
 */

/** Profile lists asked with `recent` are kept this long (lib/storage/cache.ts). */
const LIST_KEY = 'profiles:list:';
const LIST_TTL = 3 * 60_000;

export async function listProfiles(input: ParsedInput<'profiles.list'>): Promise<ProfilePage> {
  if (!input.recent) return readProfiles(input);
  const { recent: _, ...query } = input;
  return cached(`${LIST_KEY}${JSON.stringify(query)}`, profilePageSchema, LIST_TTL, () =>
    readProfiles(input),
  );
}

/** A kept list, read back through its shape (lib/storage/cache.ts reads every entry so). */
const profilePageSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      types: z.array(z.string()),
      settings: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
  ),
  page: z.number(),
  perPage: z.union([z.literal(10), z.literal(25), z.literal(50)]),
  hasMore: z.boolean(),
});

/** A change made here: lists kept for the popup no longer hold. */
const changed = () => forgetCached(LIST_KEY).catch(caught('profiles: dropping the kept lists'));

async function readProfiles(input: ParsedInput<'profiles.list'>): Promise<ProfilePage> {
  const api = await getApi();
  const title = input.title?.trim();
  const raw = await api.profiles.list({
    sortField: 'title',
    sortOrder: input.sort,
    itemsPerPage: input.perPage,
    page: input.page,
    title: title || undefined,
    auditTypes: input.types.length ? input.types : undefined,
  });
  const items = raw.map(normaliseProfile);
  return {
    items,
    page: input.page,
    perPage: input.perPage,
    hasMore: items.length >= input.perPage,
  };
}

export async function retrieveProfile(
  input: ParsedInput<'profiles.retrieve'>,
): Promise<AuditProfile> {
  const api = await getApi();
  return normaliseProfile(await api.profiles.retrieve(input.id));
}

/**
 * The profiles carrying the click's mark (the service's title filter matches a part of the title;
 * the mark is then checked whole), each under its marked title.
 */
async function profilesMarked(api: Api, mark: string): Promise<ReadBackItem[]> {
  const found: ReadBackItem[] = [];
  for (let page = 0; page < MAX_TITLE_PAGES; page++) {
    const raw = await api.profiles.list({
      title: markFilter(mark),
      itemsPerPage: 50,
      page,
      sortField: 'title',
    });
    for (const p of raw) {
      if (titleMark(p.title) === mark) found.push({ id: p.id, key: p.title, label: p.title });
    }
    if (raw.length < 50) break;
  }
  return found;
}
const MAX_TITLE_PAGES = 10;

/**
 * Create, then name it and store settings when given (an import). The create is checked, not
 * trusted (lib/domain/create-checked.ts): it is made under a title carrying the click's mark and
 * read back by the mark, so a profile the service made twice for one click is reported with the
 * extra one's id (it keeps its marked title), a colleague's profile of the same title is never
 * taken for one, a reading back that failed is said (`cannotTell`), and a lost answer is settled
 * by finding the marked profile, never by creating again. The service creates profiles with a
 * title only, so one update gives the user's title and the settings together. If it fails the
 * profile keeps its marked title and the answer says so (`notNamed`) — except an import whose
 * settings the service refused: the half-made profile, ours by its id, is removed, so a failed
 * import leaves nothing behind.
 */
export async function createProfile(
  input: ParsedInput<'profiles.create'>,
): Promise<CreatedProfile> {
  const api = await getApi();
  if (input.settings) assertValid(checkSettingRanges(await settingsDescriptor(), input.settings));
  const mark = newClickMark();
  const marked = markTitle(input.title.trim(), mark, PROFILE_TITLE_MAX);
  const where = 'profiles: creating a profile';
  const checked = await createChecked({
    kind: 'profile',
    names: [marked],
    mark,
    read: () => profilesMarked(api, mark),
    create: () => api.profiles.create({ title: marked }),
    answered: ({ id }) => new Map([[marked, id]]),
    where,
  });
  const id = checked.answer?.id ?? checked.made.get(marked);
  if (id === undefined)
    throw new ServiceError('invalid-response', { details: { reason: 'no-id' } });
  const { receivedTwice, cannotTell } = checked;
  const settings = input.settings && Object.keys(input.settings).length ? input.settings : null;
  try {
    const saved = await api.profiles.update(id, {
      title: input.title,
      ...(settings ? { settings } : {}),
    });
    return { ...normaliseProfile(saved), receivedTwice, cannotTell };
  } catch (error) {
    if (settings && ServiceError.from(error).kind === 'request') {
      await api.profiles.remove(id).catch(caught('profiles: removing a half-imported profile'));
      throw error;
    }
    const named = { kind: 'profile', id, wanted: input.title, marked, where } as const;
    const left = await notNamed(named, error);
    return {
      id,
      title: input.title,
      types: [],
      settings: {},
      receivedTwice,
      cannotTell,
      notNamed: [left],
    };
  }
}

/**
 * Title and/or a settings change. The profile is read first and the change applied to it as it is
 * now: the service replaces the settings completely, so sending a page's older copy would undo
 * whatever changed since that page loaded it.
 */
export async function updateProfile(input: ParsedInput<'profiles.update'>): Promise<AuditProfile> {
  const api = await getApi();
  const { id, title, settings: change } = input;
  // The ranges the descriptor states, the same the editor checks: a number outside is refused here
  // too, before the profile is read or anything is sent.
  if (change) assertValid(checkSettingRanges(await settingsDescriptor(), change.set));
  const settings = change
    ? applySettingsChange(normaliseProfile(await api.profiles.retrieve(id)), change)
    : undefined;
  return normaliseProfile(await api.profiles.update(id, { title, settings }));
}

export async function deleteProfile(
  input: ParsedInput<'profiles.delete'>,
): Promise<{ id: number }> {
  const api = await getApi();
  await api.profiles.remove(input.id);
  // The popup must not keep launching with a profile that no longer exists.
  await preferences.update((prefs) =>
    prefs.defaultProfileId === input.id ? { ...prefs, defaultProfileId: null } : prefs,
  );
  return { id: input.id };
}

/** The same cached descriptor as `audits.settings` (one cache, one parse). */
export function loadDescriptor(
  input: ParsedInput<'profiles.descriptor'>,
): Promise<SettingsDescriptor> {
  return settingsDescriptor(input.fresh);
}

/** Register the profiles area. Call synchronously inside `defineBackground`. */
export function registerProfiles(): void {
  handle('profiles.list', listProfiles);
  handle('profiles.retrieve', retrieveProfile);
  handle('profiles.create', (input) => createProfile(input).finally(changed));
  handle('profiles.update', (input) => updateProfile(input).finally(changed));
  handle('profiles.delete', (input) => deleteProfile(input).finally(changed));
  handle('profiles.descriptor', loadDescriptor);
}
