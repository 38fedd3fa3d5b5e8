import type { Context, Hono } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { asPositiveInt, bodyObject, isRecord, paginate, readPager } from '../core/params.ts';
import { badRequest, notFound, ok } from '../core/envelope.ts';
import type { ProfileRecord } from './model.ts';
import { validateSettings } from './validate.ts';

/** Audit profiles (../shared/spec/audits.md §4): reusable settings keyed by audit type, per account. */
const BASE = '/api-v3/audits/profile';
const MAX_TITLE = 255;

function own(ctx: EmulatorContext, uid: number, raw: unknown): ProfileRecord | undefined {
  const id = asPositiveInt(raw);
  return ctx.state.audits.profiles.find((p) => p.id === id && p.uid === uid);
}

/** The profile object: `types` from the settings' keys; an empty settings map is PHP's `[]`. */
export function serializeProfile(profile: ProfileRecord) {
  const types = Object.keys(profile.settings);
  return {
    id: String(profile.id),
    uid: String(profile.uid),
    title: profile.title,
    types,
    settings: types.length ? profile.settings : [],
  };
}

function readTitle(raw: unknown): string | { error: string } {
  if (typeof raw !== 'string' || raw.trim() === '')
    return { error: 'title is required: name the profile.' };
  if (raw.trim().length > MAX_TITLE)
    return { error: `title is too long: at most ${MAX_TITLE} characters.` };
  return raw.trim();
}

function create(c: Context<AppEnv>, ctx: EmulatorContext) {
  const title = readTitle(bodyObject(c.get('body')).title);
  if (typeof title !== 'string') return badRequest(c, title.error);
  const profile: ProfileRecord = {
    id: ctx.nextId('profile'),
    uid: c.get('account').id,
    title,
    settings: {},
  };
  ctx.state.audits.profiles.push(profile);
  return ok(c, { id: profile.id });
}

/** Update: `settings`, when present, replaces every previous setting (types not listed go). */
function update(c: Context<AppEnv>, ctx: EmulatorContext) {
  const account = c.get('account');
  const profile = own(ctx, account.id, c.req.param('id'));
  if (!profile) return notFound(c);
  const body = bodyObject(c.get('body'));
  let title = profile.title;
  if (body.title !== undefined) {
    const read = readTitle(body.title);
    if (typeof read !== 'string') return badRequest(c, read.error);
    title = read;
  }
  let settings = profile.settings;
  if (body.settings !== undefined) {
    if (!Array.isArray(body.settings) && !isRecord(body.settings)) {
      return badRequest(c, 'settings is not an array: give the settings keyed by audit type.');
    }
    const result = validateSettings(body.settings, account.auditTypes, 'settings');
    if (!result.ok) return badRequest(c, result.message);
    settings = result.settings;
  }
  profile.title = title;
  profile.settings = settings;
  return ok(c, serializeProfile(profile));
}

function list(c: Context<AppEnv>, ctx: EmulatorContext) {
  const body = bodyObject(c.get('body'));
  const pager = readPager(body, [10, 25, 50]);
  if ('error' in pager) return badRequest(c, pager.error);
  const sorting = isRecord(body.sorting) ? body.sorting : {};
  if (sorting.field !== undefined && sorting.field !== 'title') {
    return badRequest(
      c,
      `Invalid sorting.field "${String(sorting.field)}": profiles sort by title only.`,
    );
  }
  const direction = sorting.sort === undefined ? 'desc' : String(sorting.sort).toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') {
    return badRequest(c, `Invalid sorting.sort "${String(sorting.sort)}": use asc or desc.`);
  }
  const filters = isRecord(body.filters) ? body.filters : {};
  const title = typeof filters.title === 'string' ? filters.title.trim().toLowerCase() : '';
  const rawTypes = filters.audit_type;
  const types =
    rawTypes === undefined || rawTypes === null
      ? []
      : (Array.isArray(rawTypes) ? rawTypes : [rawTypes]).map(String);
  const items = ctx.state.audits.profiles
    .filter((p) => p.uid === c.get('account').id)
    .filter((p) => !title || p.title.toLowerCase().includes(title))
    .filter((p) => types.every((type) => type in p.settings))
    .sort(
      (a, b) => (direction === 'asc' ? 1 : -1) * (a.title.localeCompare(b.title) || a.id - b.id),
    );
  return ok(c, paginate(items, pager).map(serializeProfile));
}

export function registerProfileRoutes(app: Hono<AppEnv>, ctx: EmulatorContext): void {
  app.post(`${BASE}/list`, (c) => list(c, ctx));
  app.post(BASE, (c) => create(c, ctx));
  app.get(`${BASE}/:id`, (c) => {
    const profile = own(ctx, c.get('account').id, c.req.param('id'));
    return profile ? ok(c, serializeProfile(profile)) : notFound(c);
  });
  app.put(`${BASE}/:id`, (c) => update(c, ctx));
  app.delete(`${BASE}/:id`, (c) => {
    const profile = own(ctx, c.get('account').id, c.req.param('id'));
    if (!profile) return notFound(c);
    ctx.state.audits.profiles = ctx.state.audits.profiles.filter((p) => p !== profile);
    return ok(c, true);
  });
}
