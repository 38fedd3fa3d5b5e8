import { z } from 'zod/mini';
import { dict } from '@/lib/domain/plain-object';
import type { ResearchEcho } from '@/lib/storage/research';
import { codeList, entries, isRecord, optNum, optStr, str, stringList } from './common';

/** A phrase of a keyword report (the documents key them by phrase; the key is kept as `value`). */
export const phraseSchema = z.object({
  value: str,
  engines: codeList,
  base: str,
  search: str,
  modifier: str,
});
export type Phrase = z.output<typeof phraseSchema>;

export const reportSchema = z.pipe(
  z.object({
    gathering_failures: optNum,
    keywords: z.optional(z.unknown()),
  }),
  z.transform((r, ctx) => {
    const phrases: Phrase[] = [];
    for (const [key, item] of entries(r.keywords)) {
      const parsed = phraseSchema.safeParse(isRecord(item) ? item : { value: item });
      if (!parsed.success) {
        ctx.issues.push({
          code: 'custom',
          message: `keywords.${key}: unreadable phrase`,
          input: r,
        });
        return z.NEVER;
      }
      // Keyed by phrase: the key is the phrase when `value` is missing.
      const value = parsed.data.value || (Array.isArray(r.keywords) ? '' : key);
      phrases.push({ ...parsed.data, value });
    }
    return { gatheringFailures: r.gathering_failures ?? 0, phrases };
  }),
);
export type KeywordReport = z.output<typeof reportSchema>;

const echoFields = z.object({
  keywords: stringList,
  engines: stringList,
  type: optStr,
  modifiers: stringList,
  country: optStr,
  language: optStr,
  location: optStr,
});

/**
 * The envelope's `params` of a report: what the service says it used, defaults filled in. Null
 * when the answer has none (a bare payload) or it cannot be read: the report itself still counts.
 */
export const reportEchoSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): ResearchEcho | null => {
    const parsed = echoFields.safeParse(value);
    return isRecord(value) && parsed.success ? parsed.data : null;
  }),
);

/** A report with the echo of what was used (`withParams` in ../http.ts). */
export const echoedReportSchema = z.pipe(
  z.object({ params: reportEchoSchema, results: reportSchema }),
  z.transform(({ params, results }) => ({ ...results, used: params })),
);

/** code → name maps; tolerate a plain list of codes or `[{ code, name }]`. */
const codeMap = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    const map = dict<string>(); // codes from the service are data, never members
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string') map[item] = item;
        else if (isRecord(item)) {
          const code = String(item.code ?? item.id ?? item.value ?? '');
          if (code) map[code] = String(item.name ?? item.title ?? code);
        }
      }
    } else if (isRecord(value)) {
      for (const [code, name] of Object.entries(value))
        map[code] = typeof name === 'string' ? name : String(code);
    }
    return map;
  }),
);

export const keywordEngineSchema = z.pipe(
  z.object({ language: codeList, country: codeList, category: str }),
  z.transform((e) => ({ languages: e.language, countries: e.country, category: e.category })),
);
export type KeywordEngine = z.output<typeof keywordEngineSchema>;

export const keywordTableSchemas = {
  types: stringList,
  countries: codeMap,
  languages: codeMap,
  currencies: codeMap,
  engines: z.pipe(
    z.transform((value) => (Array.isArray(value) && value.length === 0 ? {} : value)),
    z.record(z.string(), keywordEngineSchema),
  ),
} as const;
export type KeywordTableName = keyof typeof keywordTableSchemas;
export const keywordTableNames = Object.keys(keywordTableSchemas) as KeywordTableName[];
export type KeywordTables = { [K in KeywordTableName]: z.output<(typeof keywordTableSchemas)[K]> };
export type KeywordEngines = KeywordTables['engines'];

/** A table answer: the content under the table's own name (`results[<name>]`), or bare. */
export function tableSchema<N extends KeywordTableName>(name: N) {
  return z.pipe(
    z.transform((value) => (isRecord(value) && name in value ? value[name] : value)),
    keywordTableSchemas[name],
  ) as unknown as z.ZodMiniType<KeywordTables[N]>;
}
