import { z } from 'zod/mini';

/**
 * The audit types of ../shared/spec/audits.md §2, in the order the popup lists them. The one
 * definition: the client checks input against it, the protocol uses its schema, pages list it.
 */
export const auditTypes = [
  'lighthouse',
  'pagespeed',
  'webpagetest',
  'yellowlab',
  'sitespeedio',
  'content',
] as const;
export type AuditType = (typeof auditTypes)[number];

/* PURE: pages import the list without pulling zod into their bundles (zod is side-effect free). */
export const auditTypeSchema = /* @__PURE__ */ z.enum(auditTypes);

export function isAuditType(type: unknown): type is AuditType {
  return auditTypes.some((t) => t === type);
}

/** Product names of the audit types, for when the settings descriptor has not given a title. */
const TITLES: Record<AuditType, string> = {
  lighthouse: 'Lighthouse',
  pagespeed: 'PageSpeed Insights',
  webpagetest: 'WebPageTest',
  yellowlab: 'Yellow Lab Tools',
  sitespeedio: 'sitespeed.io',
  content: 'Content',
};

/** The title of an audit type: the descriptor's, else the product name, else the id itself. */
export function typeTitle(
  type: string | null,
  descriptor?: Record<string, { title: string }> | null,
): string {
  if (!type) return '—';
  return descriptor?.[type]?.title || (isAuditType(type) ? TITLES[type] : type);
}
