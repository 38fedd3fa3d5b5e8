import { useT } from '@/components/I18n';
import type { Gap } from '@/lib/domain/gap';
import type { RankType } from '@/lib/domain/rank-type';
import type { PositionValue } from '@/lib/messaging/protocol/monitoring/positions';
import { deviceName } from './Filters';
import { positionLabel, positionText } from './format';

interface Props {
  /** Every period of the range, oldest first (the report's dates). */
  dates: string[];
  gap: Gap;
  devices: string[];
  /** Per device, one value per period. */
  positions: Record<string, PositionValue[]>;
  type: RankType;
}

/**
 * The keyword's positions period by period, every period of the range listed: what the chart
 * draws, readable without it. A period the service has no position for — before the keyword was
 * added, after it was stopped, a day the service did not check — is said in words, never left out
 * or drawn as a position; out of the top 100 is told apart from it.
 */
export function StoryPeriods({ dates, gap, devices, positions, type }: Props) {
  const { t, number, date } = useT();
  const empty = dates.filter((_, i) => devices.every((d) => (positions[d]?.[i] ?? null) === null));
  const day = (d: string) =>
    date(Date.parse(`${d}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="stack" data-testid="story-periods">
      <p className="field-help">
        {empty.length === 0
          ? t('sidepanel.story.periodsAll', { total: dates.length })
          : t('sidepanel.story.periodsEmpty', { count: empty.length, total: dates.length })}
      </p>
      <details>
        <summary>{t(`sidepanel.story.periods.${gap}`)}</summary>
        <div className="sp-scroll-x">
          <table className="data sp-story-periods">
            <thead>
              <tr>
                <th scope="col">{t('sidepanel.overview.period')}</th>
                {devices.map((d) => (
                  <th key={d} scope="col">
                    {deviceName(t, d)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((period, i) => (
                <tr key={period} data-period={period}>
                  <th scope="row">{day(period)}</th>
                  {devices.map((d) => {
                    const value = positions[d]?.[i] ?? null;
                    return (
                      <td
                        key={d}
                        className={value === null ? 'muted' : undefined}
                        aria-label={positionLabel(t, value, number, type)}
                      >
                        {value === null
                          ? t('sidepanel.pos.noneLong')
                          : positionText(t, value, number, type)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
