import { siteHost } from '@/lib/domain/domain-match';
import { latest, positionSortKey } from '@/lib/domain/positions';
import type { KeywordDetails } from '@/lib/messaging/protocol/monitoring/details';
import type { PositionValue } from '@/lib/messaging/protocol/monitoring/positions';

export interface OverlapRow {
  domain: string;
  own: boolean;
  /** Latest position per keyword id (absent: not among the keyword's results). */
  positions: Record<number, PositionValue>;
  /** How many of the keywords the site ranks for. */
  ranked: number;
  /** Mean of its positions where it ranks (for ordering). */
  mean: number;
}

/**
 * Which sites rank across several keywords on one device: the sites that rank for the most of
 * them first, then the better mean position. This is who a campaign really competes with.
 */
export function overlap(
  keywords: readonly KeywordDetails[],
  device: string,
  ownHost: string | null,
): OverlapRow[] {
  const rows = new Map<string, OverlapRow>();
  for (const k of keywords) {
    for (const d of k.devices[device] ?? []) {
      const value = latest(d.positions).value;
      const host = siteHost(d.domain) ?? d.domain;
      const row = rows.get(host) ?? {
        domain: host,
        own: host === ownHost,
        positions: {},
        ranked: 0,
        mean: 0,
      };
      row.positions[k.keywordId] = value;
      if (typeof value === 'number') {
        row.mean = (row.mean * row.ranked + value) / (row.ranked + 1);
        row.ranked += 1;
      }
      rows.set(host, row);
    }
  }
  return [...rows.values()]
    .filter((r) => r.ranked > 0)
    .sort(
      (a, b) =>
        b.ranked - a.ranked ||
        positionSortKey(a.mean) - positionSortKey(b.mean) ||
        a.domain.localeCompare(b.domain),
    );
}
