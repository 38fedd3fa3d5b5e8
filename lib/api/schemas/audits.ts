import { z } from 'zod/mini';
import { auditDataList } from './audit-data';
import {
  asList,
  entries,
  id,
  idList,
  isRecord,
  num,
  optNum,
  optStr,
  raw,
  recordOf,
  str,
  stringList,
  timestamp,
  values,
} from './common';

/** An audit (`audit_info` of retrieve, an item of list), normalised. */
export const auditSchema = z.pipe(
  z.object({
    id,
    uid: optNum,
    parent_id: optNum,
    title: str,
    url: optStr,
    device: optStr,
    audit_type: optStr,
    audit_settings: raw,
    status: str,
    created: timestamp,
    updated: timestamp,
    type: optStr,
    // The field table spells `results_overall`, the example `result_overall`.
    results_overall: z.optional(optNum),
    result_overall: z.optional(optNum),
  }),
  z.transform((a) => ({
    id: a.id,
    uid: a.uid,
    // 0 marks a parent in list output; normalise to null so "has a parent" is one check.
    parentId: a.parent_id ? a.parent_id : null,
    title: a.title,
    url: a.url || null,
    device: a.device || null,
    auditType: a.audit_type || null,
    settings: a.audit_settings ?? null,
    status: a.status,
    created: a.created,
    updated: a.updated,
    type: a.type,
    score: a.results_overall ?? a.result_overall ?? null,
  })),
);
export type Audit = z.output<typeof auditSchema>;

export const auditRetrieveSchema = z.pipe(
  z.object({ audit_info: auditSchema, audit_data: auditDataList }),
  z.transform((r) => ({ info: r.audit_info, data: r.audit_data })),
);
export type AuditWithData = z.output<typeof auditRetrieveSchema>;

export const auditListSchema = z.pipe(z.transform(asList), z.array(auditSchema));

/**
 * Created audits keyed by parent id, then child id (value: child id). Also tolerates a parent
 * mapped straight to a list of child ids.
 */
export const auditTree = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) =>
    entries(value).map(([parent, children]) => ({
      parentId: Number(parent),
      childIds:
        isRecord(children) || Array.isArray(children)
          ? values(children).map(Number).filter(Number.isFinite)
          : [],
    })),
  ),
);
export type AuditTree = z.output<typeof auditTree>;

export const auditCreateSchema = z.pipe(
  z.object({
    cost: num,
    left: num,
    urls: z.optional(auditTree),
    keywords: z.optional(recordOf(id)),
  }),
  z.transform((r) => ({
    cost: r.cost,
    left: r.left,
    urls: r.urls ?? [],
    keywords: r.keywords ?? {},
  })),
);
export type AuditCreated = z.output<typeof auditCreateSchema>;

/** Refresh: ids under `refresh` (keyed by id, value id) — or `clone`, the other spelling. */
export const auditRefreshSchema = z.pipe(
  z.object({ cost: num, left: num, refresh: raw, clone: raw }),
  z.transform((r, ctx) => {
    const source = r.refresh ?? r.clone;
    const flat = values(source).flatMap((v) => (isRecord(v) || Array.isArray(v) ? values(v) : [v]));
    const ids = idList.safeParse(flat);
    if (!ids.success) {
      ctx.issues.push({ code: 'custom', message: 'refresh: unreadable ids', input: r });
      return z.NEVER;
    }
    return { cost: r.cost, left: r.left, ids: [...new Set(ids.data)] };
  }),
);
export type AuditRefreshed = z.output<typeof auditRefreshSchema>;

/** Clone: created audits by parent then child, under `clone` (example) or `refresh` (table). */
export const auditCloneSchema = z.pipe(
  z.object({ cost: num, left: num, clone: raw, refresh: raw }),
  z.transform((r) => ({
    cost: r.cost,
    left: r.left,
    created: auditTree.parse(r.clone ?? r.refresh ?? {}),
  })),
);
export type AuditCloned = z.output<typeof auditCloneSchema>;

/** The settings endpoint: defined once with the concept (lib/domain/settings-descriptor.ts). */
export { settingsDescriptorSchema } from '@/lib/domain/settings-descriptor';

/** An audit profile. `settings` is keyed by audit type; PHP sends `[]` when empty. */
export const profileSchema = z.pipe(
  z.object({ id, uid: optNum, title: str, types: stringList, settings: recordOf(raw) }),
  z.transform((p) => ({
    ...p,
    // Some answers omit `types`; the settings' keys say the same thing.
    types: p.types.length ? p.types : Object.keys(p.settings),
  })),
);
export type Profile = z.output<typeof profileSchema>;

export const profileListSchema = z.pipe(z.transform(asList), z.array(profileSchema));
