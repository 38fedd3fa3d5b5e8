import type { VirtualColumn } from '@/components/VirtualTable';
import type { Translator } from '@/lib/i18n';
import { positionSortKey, type PositionRow } from '@/lib/domain/positions';
import type { RankType } from '@/lib/domain/rank-type';
import { positionLabel, positionText } from './format';

/** A short name for a narrow column head: `www.rival-shop.com` → `rival…`. */
export function shortDomain(domain: string): string {
  const name = domain.replace(/^www\./, '').split('.')[0] ?? domain;
  return name.length > 6 ? `${name.slice(0, 5)}…` : name;
}

/**
 * A competitor's column: its latest position on the row's device, toned by who is ahead (green:
 * we rank better, red: they do), with the comparison in words for screen readers.
 */
export function rivalColumn(
  t: Translator['t'],
  number: Translator['number'],
  domain: string,
  index: number,
  rankType: RankType,
): VirtualColumn<PositionRow> {
  return {
    id: `rival-${index}`,
    header: (
      <span className="sp-rival-head" title={domain}>
        {shortDomain(domain)}
      </span>
    ),
    label: t('positions.compare.column', { domain }),
    width: '48px',
    align: 'end',
    render: (r) => {
      const theirs = r.rivals[domain] ?? null;
      const ours = r.device ? (r.latest[r.device] ?? null) : null;
      const ahead =
        theirs === null || ours === null
          ? null
          : positionSortKey(ours) < positionSortKey(theirs)
            ? 'good'
            : positionSortKey(ours) > positionSortKey(theirs)
              ? 'poor'
              : null;
      const label = `${domain}: ${positionLabel(t, theirs, number, rankType)}${
        ahead
          ? ` (${t(ahead === 'good' ? 'positions.compare.weLead' : 'positions.compare.theyLead')})`
          : ''
      }`;
      return (
        <span
          className={`sp-pos sp-rival ${ahead ? `tone-${ahead}` : 'muted'}`}
          aria-label={label}
          title={label}
        >
          {positionText(t, theirs, number, rankType)}
        </span>
      );
    },
  };
}
