import type { Context } from 'hono';
import type { Area, AppEnv, EmulatorContext } from '../core/context.ts';
import { asStringArray, bodyObject } from '../core/params.ts';
import { badRequest, exception, ok } from '../core/envelope.ts';
import { ENGINES, REPORT_TYPES, TABLES, type ReportType, type TableName } from './tables.ts';
import { buildPhrases } from './phrases.ts';

/** Keyword research (rows 13–19 of ../shared/spec/endpoints.md): get-data and the five lookup tables. */

function notText(value: unknown) {
  return value !== undefined && value !== null && typeof value !== 'string';
}

function getData(c: Context<AppEnv>, ctx: EmulatorContext) {
  const body = bodyObject(c.get('body'));
  const keywords = asStringArray(body.keywords);
  if (!Array.isArray(body.keywords) || !keywords || keywords.every((k) => k.trim() === '')) {
    return badRequest(c, 'keywords must be a non-empty array of phrases.');
  }
  const engines = asStringArray(body.engines);
  if (!Array.isArray(body.engines) || !engines || engines.length === 0) {
    return badRequest(
      c,
      'engines must be a non-empty array of engine codes (see keywords-tables/engines).',
    );
  }
  if (typeof body.type !== 'string' || body.type.trim() === '') {
    return badRequest(c, `type must be a non-empty string: one of ${REPORT_TYPES.join(', ')}.`);
  }
  const type = body.type.trim() as ReportType;
  if (!REPORT_TYPES.includes(type)) {
    return badRequest(c, `Invalid type "${body.type}": use one of ${REPORT_TYPES.join(', ')}.`);
  }
  for (const field of ['country', 'language', 'location'] as const) {
    if (notText(body[field])) return badRequest(c, `${field} must be a string.`);
  }
  const modifiers = body.modifiers === undefined ? [] : asStringArray(body.modifiers);
  if (!modifiers) return badRequest(c, 'modifiers must be an array of strings.');
  const usable = modifiers.map((m) => m.trim()).filter(Boolean);
  if (type === 'custom' && usable.length === 0) {
    return badRequest(c, 'modifiers are required for the custom type: give at least one.');
  }
  const unknown = engines.find((code) => !(code in ENGINES));
  if (unknown !== undefined) {
    return badRequest(
      c,
      `Invalid engine "${unknown}": use an engine code of keywords-tables/engines.`,
    );
  }
  const location = typeof body.location === 'string' ? body.location.trim() : '';
  if (location && !/^-?\d{1,2}(\.\d+)?\|-?\d{1,3}(\.\d+)?$/.test(location)) {
    return badRequest(c, 'location must be coordinates as <lat>|<lon>, e.g. 52.2297|21.0122.');
  }
  const country = typeof body.country === 'string' && body.country ? body.country : 'pl';
  const language = typeof body.language === 'string' && body.language ? body.language : 'pl';
  // Rule (1) of ../shared/spec/keyword-research.md: refused as an Exception, the class the document
  // gives.
  for (const code of engines) {
    if (!ENGINES[code].country.includes(country)) {
      return exception(
        c,
        `Country "${country}" is not valid with engine "${code}" (valid: ${ENGINES[code].country.join(', ')}).`,
      );
    }
    if (!ENGINES[code].language.includes(language)) {
      return exception(
        c,
        `Language "${language}" is not valid with engine "${code}" (valid: ${ENGINES[code].language.join(', ')}).`,
      );
    }
  }

  const phrases = buildPhrases(ctx.random, type, keywords, usable, language);
  const extra = ctx.settings.extraSuggestion;
  if (extra && phrases.length) phrases.push({ ...phrases[0], value: extra });
  const results: Record<string, unknown> = {};
  for (const phrase of phrases) {
    const rng = ctx.random(`engines:${country}:${phrase.value}`);
    const foundIn = engines.filter((_, i) => i === 0 || rng.chance(0.65));
    results[phrase.value] = { ...phrase, engines: rng.chance(0.9) ? foundIn : foundIn.slice(1) };
  }
  // `params` echoes what the service used, not the body as sent: the defaults it filled in and
  // the modifiers it kept (the public SDK's campaign get-data example prints an echo with `type` and `filters`
  // the caller never sent). A location is echoed only when one was given: it has no default.
  c.set('params', {
    keywords,
    engines,
    type,
    modifiers: usable,
    country,
    language,
    ...(location ? { location } : {}),
  });
  const account = c.get('account');
  const cost = keywords.length;
  account.creditsLeft = Math.max(0, account.creditsLeft - cost);
  return ok(
    c,
    {
      gathering_failures: gatheringFailures(ctx, keywords, engines, location),
      keywords: phrases.length ? results : [],
    },
    cost,
  );
}

/**
 * Non-zero `gathering_failures`, deterministically: a base keyword containing "flaky" loses a
 * few requests (retrying later helps in real life, here it stays for the same seed), and bing.com
 * cannot use a location, so with one every keyword's bing request fails (a constant count, as
 * ../shared/spec/keyword-research.md warns some configurations give).
 */
function gatheringFailures(
  ctx: EmulatorContext,
  keywords: string[],
  engines: string[],
  location: string,
): number {
  let failures = 0;
  for (const keyword of keywords) {
    if (keyword.toLowerCase().includes('flaky'))
      failures += ctx.random(`flaky:${keyword}`).int(1, 4);
    if (location && engines.includes('bing.com')) failures += 1;
  }
  return failures;
}

function table(c: Context<AppEnv>) {
  const name = c.req.param('table') ?? '';
  if (!(name in TABLES)) {
    return badRequest(c, `Unknown table name "${name}": use ${Object.keys(TABLES).join(', ')}.`);
  }
  return ok(c, { [name]: TABLES[name as TableName]() });
}

export const researchArea: Area = (app, ctx) => {
  app.post('/api-v3/keywords/keywords/get-data', (c) => getData(c, ctx));
  app.get('/api-v3/keywords/keywords-tables/:table', (c) => table(c));
};
