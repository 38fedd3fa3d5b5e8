import type { Translator } from '@/lib/i18n';
import { parseUrl } from '@/lib/domain/url';
import type { Change } from '@/lib/domain/positions';
import type { RankType } from '@/lib/domain/rank-type';
import type { PositionValue } from '@/lib/messaging/protocol/monitoring/positions';

/**
 * Where a position is written: a table cell (">100", "–") or a sentence of the Changes tab
 * ("from out to 7", "no data").
 */
export type PositionWording = 'cell' | 'sentence';

/** A position as text: the number, or words for out of the top 100 and for no data. */
export function positionText(
  t: Translator['t'],
  value: PositionValue | undefined,
  number: Translator['number'],
  type: RankType = 'organic',
  wording: PositionWording = 'cell',
): string {
  if (value === 'out') {
    if (wording === 'sentence') return t('watch.changes.out');
    // Paid and maps results are short lists: "not shown" there, not "past 100".
    return t(type === 'organic' ? 'sidepanel.pos.out' : 'positions.notShown');
  }
  if (value === null || value === undefined) {
    return t(wording === 'sentence' ? 'watch.changes.noData' : 'sidepanel.pos.none');
  }
  return number(value, { maximumFractionDigits: 1 });
}

/** Screen-reader wording of a position. */
export function positionLabel(
  t: Translator['t'],
  value: PositionValue | undefined,
  number: Translator['number'],
  type: RankType = 'organic',
): string {
  if (value === 'out')
    return t(type === 'organic' ? 'sidepanel.pos.outLong' : `positions.notShownLong.${type}`);
  if (value === null || value === undefined) return t('sidepanel.pos.noneLong');
  return t('sidepanel.pos.at', { position: number(value, { maximumFractionDigits: 1 }) });
}

/** A change with an arrow and words: ▲3 (up 3), ▼2, =, "new" (entered the top 100), "lost". */
export function changeText(
  t: Translator['t'],
  c: Change,
  number: Translator['number'],
): { text: string; label: string; tone: string } {
  const n = (v: number) => number(Math.abs(v), { maximumFractionDigits: 1 });
  switch (c.kind) {
    case 'up':
      return {
        text: `▲${n(c.delta ?? 0)}`,
        label: t('sidepanel.change.up', { n: n(c.delta ?? 0) }),
        tone: 'good',
      };
    case 'down':
      return {
        text: `▼${n(c.delta ?? 0)}`,
        label: t('sidepanel.change.down', { n: n(c.delta ?? 0) }),
        tone: 'poor',
      };
    case 'same':
      return { text: '=', label: t('sidepanel.change.same'), tone: 'muted' };
    case 'entered':
      return {
        text: t('sidepanel.change.enteredShort'),
        label: t('sidepanel.change.entered'),
        tone: 'good',
      };
    case 'dropped':
      return {
        text: t('sidepanel.change.droppedShort'),
        label: t('sidepanel.change.dropped'),
        tone: 'poor',
      };
    default:
      return { text: '', label: t('sidepanel.change.none'), tone: 'muted' };
  }
}

/** `https://www.example.com/shoes/` → `/shoes/` on the campaign's own site, `host/path` elsewhere. */
export function shortUrl(url: string, ownHost?: string | null): string {
  const u = parseUrl(url);
  if (!u) return url;
  const host = u.hostname.replace(/^www\./, '');
  const path = `${u.pathname}${u.search}`;
  return ownHost && host === ownHost ? path : `${host}${path === '/' ? '' : path}`;
}
