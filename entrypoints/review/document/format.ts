import type { Translator } from '@/lib/i18n';
import type { DayState } from '@/lib/domain/review/days';

/**
 * How the review writes its figures in its own language. A figure that is not a measurement
 * (null: no data, nothing to compare) is written as words, never as 0.
 */
export interface Formats {
  t: Translator['t'];
  lang: Translator['lang'];
  /** A calendar day `YYYY-MM-DD`, as the review's language writes dates. */
  day(day: string): string;
  /** An ISO moment, date and time. */
  moment(iso: string): string;
  /** A position: whole for daily data, one decimal for an average. */
  position(value: number): string;
  /** A keyword's day: its position, or "no position" / "no data" apart. */
  state(state: DayState): string;
  /** A figure to one decimal (visibility, a mean score); "no data" for null. */
  figure(value: number | null): string;
  /** A signed change; "no data" when either side lacks one. */
  change(value: number | null, digits?: number): string;
  count(value: number): string;
  /** A cost per click as the service gave it, in the campaign's currency (the answer names none). */
  cpc(value: number): string;
  percent(value: number | null, digits?: number): string;
  device(device: string): string;
}

export function formats(translator: Translator): Formats {
  const { t, number, date } = translator;
  const noData = t('review.document.dayNoData');
  return {
    t,
    lang: translator.lang,
    day: (day) => date(Date.parse(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    moment: (iso) => date(Date.parse(iso), { dateStyle: 'medium', timeStyle: 'short' }),
    position: (value) => number(value, { maximumFractionDigits: 1 }),
    state: (state) =>
      state.kind === 'position'
        ? number(state.position, { maximumFractionDigits: 1 })
        : state.kind === 'no-position'
          ? t('review.document.dayNoPosition')
          : noData,
    figure: (value) => (value === null ? noData : number(value, { maximumFractionDigits: 1 })),
    change: (value, digits = 1) =>
      value === null
        ? noData
        : number(value, { maximumFractionDigits: digits, signDisplay: 'exceptZero' }),
    count: (value) => number(value),
    cpc: (value) => number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    percent: (value, digits = 0) =>
      value === null ? noData : number(value, { style: 'percent', maximumFractionDigits: digits }),
    device: (device) =>
      device === 'desktop' || device === 'mobile' ? t(`review.document.devices.${device}`) : device,
  };
}
