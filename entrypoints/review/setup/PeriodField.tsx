import { useT } from '@/components/I18n';
import { periodBefore, periodPresets } from './period';
import { draftPeriod, periodProblems, type SetupDraft } from './draft';

/** The period (a preset or two dates) and the comparison period it implies. */
export function PeriodField(props: {
  draft: SetupDraft;
  today: string;
  change: (patch: Partial<SetupDraft>) => void;
  fromProblems: string[];
  toProblems: string[];
}) {
  const { t } = useT();
  const { draft, change } = props;
  const dates = draft.preset === 'dates';
  // The comparison is said only once the period itself is sound.
  const sound = periodProblems(draft, props.today).length === 0;
  const before = sound ? periodBefore(draftPeriod(draft, props.today)) : null;
  // The problem is beside the field, not in its label: the field keeps its name.
  const dateInput = (field: 'from' | 'to', problems: string[]) => (
    <div className="stack tight">
      <label className="stack tight">
        <span>{t(`review.tab.setup.${field}`)}</span>
        <input
          type="date"
          value={draft[field]}
          max={props.today}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={problems.length ? `rt-${field}-problem` : undefined}
          onChange={(e) => change({ [field]: e.target.value })}
        />
      </label>
      {problems.length > 0 && (
        <span id={`rt-${field}-problem`} className="field-error">
          {problems.join(' ')}
        </span>
      )}
    </div>
  );
  return (
    <fieldset className="card stack">
      <legend>{t('review.tab.setup.period')}</legend>
      <div className="row wrap">
        {periodPresets.map((days) => (
          <label key={days} className="row">
            <input
              type="radio"
              name="rt-period"
              checked={draft.preset === days}
              onChange={() => change({ preset: days })}
            />
            {t('review.tab.setup.last', { days })}
          </label>
        ))}
        <label className="row">
          <input
            type="radio"
            name="rt-period"
            checked={dates}
            onChange={() => change({ preset: 'dates' })}
          />
          {t('review.tab.setup.dates')}
        </label>
      </div>
      {dates && (
        <div className="row wrap">
          {dateInput('from', props.fromProblems)}
          {dateInput('to', props.toProblems)}
        </div>
      )}
      {before && (
        <p className="field-help" data-testid="review-compared">
          {t('review.tab.setup.compared', { from: before.from, to: before.to })}
        </p>
      )}
    </fieldset>
  );
}
