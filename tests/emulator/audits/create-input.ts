import type { Context } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import type { Account } from '../core/accounts.ts';
import { asPositiveInt, isRecord } from '../core/params.ts';
import { badRequest, notFound } from '../core/envelope.ts';
import { engineHasCountry, findCountry, findEngine, resolveLocation } from '../core/engines.ts';
import { DEVICES, type Device, type KeywordOptions, type SettingsByType } from './model.ts';
import { validateSettings } from './validate.ts';

/**
 * Readers of the create-audit body, one per parameter of ../shared/spec/audits.md §4, each
 * answering the error row of §7 that applies (so create.ts reads as the order of the checks).
 */

/** Result of reading the request: a plan to store, or the error response. */
export type Read<T> = { value: T } | { response: Response };

export function readDevices(c: Context<AppEnv>, raw: unknown): Read<Device[]> {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list) || list.length === 0) {
    return {
      response: badRequest(c, 'device is required: give an array with desktop and/or mobile.'),
    };
  }
  const invalid = list.find((d) => !DEVICES.includes(d as Device));
  if (invalid !== undefined) {
    return {
      response: badRequest(c, `Invalid device "${String(invalid)}": use desktop or mobile.`),
    };
  }
  return { value: [...new Set(list as Device[])] };
}

export function readSettings(
  c: Context<AppEnv>,
  ctx: EmulatorContext,
  body: Record<string, unknown>,
  account: Account,
): Read<SettingsByType> {
  const hasSettings = body.audits_settings !== undefined && body.audits_settings !== null;
  const hasProfile =
    body.profile_id !== undefined && body.profile_id !== null && body.profile_id !== '';
  if (hasSettings === hasProfile) {
    return {
      response: badRequest(
        c,
        hasSettings
          ? 'Give either audits_settings or profile_id, not both.'
          : 'Either audits_settings or profile_id is required.',
      ),
    };
  }
  if (hasSettings) {
    const result = validateSettings(body.audits_settings, account.auditTypes, 'audits_settings');
    if (!result.ok) return { response: badRequest(c, result.message) };
    if (Object.keys(result.settings).length === 0) {
      return { response: badRequest(c, 'audits_settings must name at least one audit type.') };
    }
    return { value: result.settings };
  }
  const profileId = asPositiveInt(body.profile_id);
  const profile = ctx.state.audits.profiles.find((p) => p.id === profileId && p.uid === account.id);
  if (!profile) return { response: notFound(c, 'No entry for given profile_id.') };
  const usable = Object.fromEntries(
    Object.entries(profile.settings).filter(([type]) => account.auditTypes.includes(type)),
  );
  if (Object.keys(usable).length === 0) {
    return {
      response: badRequest(
        c,
        `Profile ${profile.id} has no audit settings: add an audit type to it first.`,
      ),
    };
  }
  return { value: usable };
}

export function readUrls(c: Context<AppEnv>, raw: unknown): Read<string[] | null> {
  if (raw === undefined || raw === null) return { value: null };
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : undefined;
  if (!list) return { response: badRequest(c, 'urls must be an array of addresses.') };
  if (list.length === 0) return { value: null };
  for (const url of list) {
    if (typeof url !== 'string' || !isHttpUrl(url)) {
      return {
        response: badRequest(
          c,
          `Invalid urls value "${String(url)}": give a full http:// or https:// address.`,
        ),
      };
    }
  }
  return { value: [...new Set(list as string[])] };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function readKeywords(c: Context<AppEnv>, raw: unknown): Read<string[] | null> {
  if (raw === undefined || raw === null) return { value: null };
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : undefined;
  if (!list) return { response: badRequest(c, 'keywords must be an array of phrases.') };
  if (list.length === 0) return { value: null };
  for (const keyword of list) {
    if (typeof keyword !== 'string' || keyword.trim() === '' || keyword.length > 200) {
      return {
        response: badRequest(
          c,
          `Invalid keywords value "${String(keyword)}": give a phrase of 1–200 characters.`,
        ),
      };
    }
  }
  return { value: (list as string[]).map((k) => k.trim()) };
}

export function readKeywordOptions(
  c: Context<AppEnv>,
  raw: unknown,
  count: number,
): Read<KeywordOptions[]> {
  const list = Array.isArray(raw)
    ? raw
    : isRecord(raw) && 'engine' in raw
      ? [raw]
      : isRecord(raw)
        ? Object.values(raw)
        : [];
  if (list.length === 0) {
    return {
      response: badRequest(
        c,
        'keywords_options is required with keywords: one element per keyword, or one for all.',
      ),
    };
  }
  if (list.length !== 1 && list.length !== count) {
    return {
      response: badRequest(
        c,
        `keywords_options has ${list.length} elements for ${count} keywords: give one per keyword, or one for all.`,
      ),
    };
  }
  const out: KeywordOptions[] = [];
  for (const [index, item] of list.entries()) {
    const where = `keywords_options[${index}]`;
    const option = isRecord(item) ? item : {};
    const engine = asPositiveInt(option.engine);
    const country = asPositiveInt(option.country);
    if (engine === undefined || !findEngine(engine)) {
      return {
        response: badRequest(
          c,
          `Invalid engine in ${where}: use an engine id of monitoring-tables/engines.`,
        ),
      };
    }
    if (country === undefined || !findCountry(country)) {
      return {
        response: badRequest(
          c,
          `Invalid country in ${where}: use a country id of monitoring-tables/engines.`,
        ),
      };
    }
    if (!engineHasCountry(engine, country)) {
      return {
        response: badRequest(
          c,
          `Invalid country in ${where}: ${findCountry(country)?.name} is not available for ${findEngine(engine)?.name}.`,
        ),
      };
    }
    let location = '';
    if (option.location !== undefined && option.location !== null) {
      if (typeof option.location !== 'string') {
        return {
          response: badRequest(c, `Location in ${where} cannot be decoded: give it as text.`),
        };
      }
      const resolved = resolveLocation(option.location, country);
      if (!resolved.ok) {
        return {
          response: badRequest(
            c,
            resolved.reason === 'undecodable'
              ? `Location "${option.location}" in ${where} cannot be decoded.`
              : `Location "${option.location}" in ${where} was not found in ${findCountry(country)?.name}.`,
          ),
        };
      }
      location = resolved.location;
    }
    out.push({ engine, country, location });
  }
  return { value: out };
}
