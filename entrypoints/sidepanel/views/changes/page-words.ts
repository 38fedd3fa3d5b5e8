import type { useT } from '@/components/I18n';
import { typeTitle } from '@/lib/domain/audit-types';
import { scoreBand } from '@/lib/domain/score';
import type { ScoreMove } from '@/lib/domain/page-watch';
import type { BudgetSkip, PageChange } from '@/lib/storage/page-watch';

type T = ReturnType<typeof useT>['t'];

/** "Desktop · Lighthouse". */
export const moveName = (m: ScoreMove, t: T) =>
  `${t(`common.devices.${m.device}`)} · ${typeTitle(m.auditType)}`;

const score = (value: number | null) => (value === null ? '—' : String(value));

/** "93 → 71". */
export const moveScores = (m: ScoreMove) => `${score(m.before)} → ${score(m.after)}`;

/** A period stopped by the watch's budget or by the monthly cap of all watches, in words. */
export const skipText = (skip: BudgetSkip, t: T) =>
  skip.cap === undefined
    ? t('common.pageWatch.stopped', { ...skip })
    : t('common.pageWatch.stoppedByCap', { ...skip, cap: skip.cap });

/** Why a page change is told, in words: the band left, the points fallen, or the budget. */
export function pageReasons(c: PageChange, t: T): string[] {
  if (c.kind === 'budget' && c.budget) return [skipText(c.budget, t)];
  return c.moves.flatMap((m) =>
    m.reasons.map((r) =>
      r === 'band'
        ? t('common.pageWatch.reason.band', {
            what: moveName(m, t),
            from: t(`common.pageWatch.band.${scoreBand(m.before)}`),
            to: t(`common.pageWatch.band.${scoreBand(m.after)}`),
          })
        : t('common.pageWatch.reason.drop', {
            what: moveName(m, t),
            count: (m.before ?? 0) - (m.after ?? 0),
          }),
    ),
  );
}

/** Only the moves worth telling (the others are shown on the popup's comparison). */
export const toldMoves = (c: PageChange) => c.moves.filter((m) => m.reasons.length > 0);
