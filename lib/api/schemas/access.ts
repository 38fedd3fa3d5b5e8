import { z } from 'zod/mini';
import { container, entries, isRecord } from './common';

/**
 * The access of one campaign as get-access lists it, from either shape the documents show (see
 * `accessSchema`); the read model makes the page's `CampaignAccess` of it (lib/monitoring/access.ts).
 */
export interface AccessRecord {
  campaignId: number;
  /** The caller's level, when the answer says it. */
  access: string | null;
  /** The owner's e-mail, when the answer says it. */
  owner: string | null;
  /** Users of a campaign the caller owns or manages, with their levels. */
  users: { mail: string; access: string }[];
}

/**
 * Shape 1: `{ id: { access | access_type, owner } }`; shape 2: `{ id: { mail: level } }`. Both
 * normalised into one record per campaign; a mixed answer fills both parts.
 */
export const accessSchema = z.pipe(
  container,
  z.transform((value): AccessRecord[] =>
    entries(value).map(([key, item]) => {
      const record = isRecord(item) ? item : {};
      const users: { mail: string; access: string }[] = [];
      // Shape 2 keys users by e-mail; tolerate `{ mail, access | permission }` items too.
      for (const [k, v] of Object.entries(record)) {
        if (k.includes('@')) users.push({ mail: k, access: String(v) });
        else if (isRecord(v) && typeof v.mail === 'string') {
          users.push({ mail: v.mail, access: String(v.access ?? v.permission ?? '') });
        }
      }
      const level = record.access ?? record.access_type;
      return {
        campaignId: Number(key),
        access: typeof level === 'string' ? level : null,
        owner: typeof record.owner === 'string' ? record.owner : null,
        users,
      };
    }),
  ),
);

/** Set-access answer: campaign id → `set` / `remove` → e-mail → success. */
const mailResults = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    const out: Record<string, boolean> = {};
    for (const [mail, ok] of entries(value)) out[mail] = ok === true || ok === 1 || ok === '1';
    return out;
  }),
);
export const setAccessResultSchema = z.pipe(
  z.transform((v) => (Array.isArray(v) && v.length === 0 ? {} : v)),
  z.record(
    z.string(),
    z.pipe(
      z.transform((v) => (isRecord(v) ? v : {})),
      z.object({ set: mailResults, remove: mailResults }),
    ),
  ),
);
export type SetAccessResult = z.output<typeof setAccessResultSchema>;
