import { z } from 'zod/mini';
import { MAX_ADS_ENTRIES, MAX_CAMPAIGN_TEXT } from '@/lib/domain/campaign-type';
import { isDomain } from '@/lib/domain/domain-name';
import { isEmail } from '@/lib/domain/email';
import { gapSchema } from '@/lib/domain/gap';

/*
 * The input fields the monitoring commands share. Messages are input codes
 * (lib/domain/input-issue.ts): pages translate them. Values are normalised by checks
 * (`z.overwrite`), not by pipes and transforms: these schemas run in the page
 * (lib/messaging/local.ts), whose shared chunk would otherwise carry zod's pipe for every page.
 */

export const id = z.coerce.number().check(z.refine(Number.isInteger), z.positive());
export const ids = z.array(id).check(z.minLength(1, 'ids-empty')).check(z.maxLength(1000));
/** `YYYY-MM-DD` or the service's `YYYYmmdd`; handlers receive `YYYY-MM-DD`. */
const day = z.string().check(
  z.refine((s) => /^\d{4}-?\d{2}-?\d{2}$/.test(s), 'date-day'),
  z.overwrite((s) => (s.includes('-') ? s : `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`)),
);
// Typed loosely so it fits any object with the two days (they are `YYYY-MM-DD` strings here).
const rangeOrder = z.refine<{ datemin?: unknown; datemax?: unknown }>(
  (r) => String(r.datemin) <= String(r.datemax),
  { message: 'date-order', path: ['datemin'] },
);
/**
 * A range and the command's other fields as one object, the range's order checked: zod cannot
 * extend an object that has a check, and one object is lighter than an intersection.
 */
export function withRange<S extends z.core.$ZodShape>(shape: S) {
  return z.object({ datemin: day, datemax: day, gap: gapSchema, ...shape }).check(rangeOrder);
}
/** The range's preset (days), null for a custom range: answers are kept per preset (lib/storage/panel-cache.ts). */
export const presetDays = z.nullish(z.int().check(z.gte(1)).check(z.lte(3650)));
/** A panel report's campaign, and where its answer is kept. */
export const panelScope = z.object({ campaignId: id, presetDays });
export const domain = z
  .string()
  .check(z.trim())
  .check(z.toLowerCase())
  .check(z.refine(isDomain, 'domain'));
export const title = z
  .string()
  .check(z.trim())
  .check(z.minLength(1, 'text-empty'))
  .check(z.maxLength(255, 'text-too-long'));
/** A campaign's `data` (lib/domain/campaign-type.ts, CampaignExtras); an empty map title clears it. */
const text = z.string().check(z.trim()).check(z.maxLength(MAX_CAMPAIGN_TEXT, 'text-too-long'));
export const campaignExtras = {
  companyMapTitle: z.optional(text),
  domains: z.optional(z.array(domain).check(z.minLength(1), z.maxLength(MAX_ADS_ENTRIES))),
  trademarks: z.optional(
    z
      .array(text.check(z.minLength(1, 'text-empty')))
      .check(z.minLength(1), z.maxLength(MAX_ADS_ENTRIES)),
  ),
};
export const mail = z.string().check(z.trim(), z.toLowerCase(), z.refine(isEmail, 'email'));
