import type { AccessLevel } from './access-level';

/**
 * A campaign as a picker names it (Research's and the results page's "Add to monitoring"): its
 * title with the domain when they differ, marked when it is shared read only.
 */
export function campaignLabel(
  c: { title: string | null; domain: string; access: AccessLevel | null },
  readonly: string,
): string {
  const name = c.title && c.title !== c.domain ? `${c.title} (${c.domain})` : c.domain;
  return c.access === 'readonly' ? `${name} — ${readonly}` : name;
}
