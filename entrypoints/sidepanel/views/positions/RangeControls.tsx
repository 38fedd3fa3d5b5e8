import { useT } from '@/components/I18n';
import { addDays, defaultRange, isoDay } from '@/lib/domain/dates';
import { gaps } from '@/lib/domain/gap';
import { useSidepanelStore } from '@/lib/stores/sidepanel';

const presets = [7, 14, 30, 90, 180];

/** The range (presets or two dates, ending yesterday at the latest) and the gap. */
export function RangeControls() {
  const { t } = useT();
  const range = useSidepanelStore((s) => s.range);
  const setRange = useSidepanelStore((s) => s.setRange);
  if (!range) return null;
  const yesterday = addDays(isoDay(new Date()), -1);

  const setDates = (datemin: string, datemax: string) => {
    if (!datemin || !datemax) return;
    // Keep the range the right way round whichever end moved.
    const [a, b] = datemin <= datemax ? [datemin, datemax] : [datemax, datemin];
    setRange({ ...range, datemin: a, datemax: b > yesterday ? yesterday : b, presetDays: null });
  };

  return (
    <div className="sp-range" role="group" aria-label={t('sidepanel.range.label')}>
      <div className="sp-range-row">
        <label className="sp-compact">
          <span className="visually-hidden">{t('sidepanel.range.preset')}</span>
          <select
            value={range.presetDays ?? 'custom'}
            onChange={(e) => {
              if (e.target.value === 'custom') return setRange({ ...range, presetDays: null });
              const days = Number(e.target.value);
              setRange({ ...range, ...defaultRange(days), presetDays: days });
            }}
          >
            {presets.map((d) => (
              <option key={d} value={d}>
                {t('sidepanel.range.lastDays', { count: d })}
              </option>
            ))}
            <option value="custom">{t('sidepanel.range.custom')}</option>
          </select>
        </label>
        <div className="sp-segmented" role="radiogroup" aria-label={t('sidepanel.range.gap')}>
          {gaps.map((g) => (
            <label key={g} className={range.gap === g ? 'on' : ''}>
              <input
                type="radio"
                name="sp-gap"
                value={g}
                checked={range.gap === g}
                onChange={() => setRange({ ...range, gap: g })}
              />
              {t(`sidepanel.range.gaps.${g}`)}
            </label>
          ))}
        </div>
      </div>
      <div className="sp-range-row">
        <label className="sp-compact">
          <span className="visually-hidden">{t('sidepanel.range.from')}</span>
          <input
            type="date"
            value={range.datemin}
            max={yesterday}
            onChange={(e) => setDates(e.target.value, range.datemax)}
          />
        </label>
        <span aria-hidden="true" className="muted">
          –
        </span>
        <label className="sp-compact">
          <span className="visually-hidden">{t('sidepanel.range.to')}</span>
          <input
            type="date"
            value={range.datemax}
            max={yesterday}
            onChange={(e) => setDates(range.datemin, e.target.value)}
          />
        </label>
      </div>
    </div>
  );
}
