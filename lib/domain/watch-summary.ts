import type { KeywordChange, ReasonKind } from './watch-changes';
import { topBands, type TopBand } from './watch';

/*
 * What one check found, counted for the notification ("4 keywords dropped, 2 left the top 10 on
 * example.com") and the Changes view's heading. Each count is of Changes entries (a keyword on a
 * device), each counted once per kind however many watches or spans found it.
 */

export interface SummaryPart {
  /** The i18n key's last segment: `dropped`, `rose`, `leftTop`, `enteredTop`, … */
  kind: 'dropped' | 'rose' | 'leftTop' | 'enteredTop' | 'outOfTop100' | 'urlChanged' | 'overtaken';
  count: number;
  top?: TopBand;
}

/** Losses first, then gains: the order a reader wants them. */
const order: [SummaryPart['kind'], ReasonKind, TopBand?][] = [
  ['dropped', 'drop'],
  ...topBands.map((top): [SummaryPart['kind'], ReasonKind, TopBand] => [
    'leftTop',
    'leaveTop',
    top,
  ]),
  ['outOfTop100', 'outOfTop100'],
  ['overtaken', 'overtaken'],
  ['rose', 'rise'],
  ...topBands.map((top): [SummaryPart['kind'], ReasonKind, TopBand] => [
    'enteredTop',
    'enterTop',
    top,
  ]),
  ['urlChanged', 'urlChange'],
];

/** The non-zero counts, losses first. */
export function summaryParts(changes: readonly KeywordChange[]): SummaryPart[] {
  const has = (c: KeywordChange, kind: ReasonKind, top?: TopBand) =>
    c.reasons.some((r) => r.kind === kind && (top === undefined || ('top' in r && r.top === top)));
  return order
    .map(([kind, reason, top]) => ({
      kind,
      count: changes.filter((c) => has(c, reason, top)).length,
      ...(top === undefined ? {} : { top }),
    }))
    .filter((p) => p.count > 0);
}

/** The domains the changes are on, in first-seen order. */
export function changedDomains(changes: readonly KeywordChange[]): string[] {
  return [...new Set(changes.map((c) => c.domain))];
}
