/** The audit types of audits.md §2, in the order the popup lists them. */
export const KNOWN_AUDIT_TYPES = [
  'lighthouse',
  'pagespeed',
  'webpagetest',
  'yellowlab',
  'sitespeedio',
  'content',
] as const;
export type KnownAuditType = (typeof KNOWN_AUDIT_TYPES)[number];

export function isKnownAuditType(type: string): type is KnownAuditType {
  return (KNOWN_AUDIT_TYPES as readonly string[]).includes(type);
}

/** Product names of the audit types, for when the settings descriptor has not given a title. */
const KNOWN_TITLES: Record<KnownAuditType, string> = {
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
  return descriptor?.[type]?.title || (isKnownAuditType(type) ? KNOWN_TITLES[type] : type);
}
