/** Product names of the audit types, for when the settings descriptor has not given a title. */
const KNOWN_TITLES: Record<string, string> = {
  lighthouse: 'Lighthouse',
  pagespeed: 'PageSpeed Insights',
  webpagetest: 'WebPageTest',
  yellowlab: 'Yellow Lab Tools',
  sitespeedio: 'sitespeed.io',
  content: 'Content',
};

export const KNOWN_AUDIT_TYPES = Object.keys(KNOWN_TITLES);

/** The title of an audit type: the descriptor's, else the product name, else the id itself. */
export function typeTitle(
  type: string | null,
  descriptor?: Record<string, { title: string }> | null,
): string {
  if (!type) return '—';
  return descriptor?.[type]?.title || KNOWN_TITLES[type] || type;
}
