import { useT } from '@/components/I18n';
import { topBands, type TopBand } from '@/lib/domain/watch';
import type { FieldErrors } from './WatchEditor';

/** The rules as typed: numbers stay text until saved, so a half-typed value is never lost. */
export interface RulesDraft {
  dayOn: boolean;
  dayMove: string;
  weekOn: boolean;
  weekMove: string;
  tops: TopBand[];
  top100: boolean;
  urlChange: boolean;
  competitor: string;
}

function MoveField(props: {
  id: string;
  label: string;
  on: boolean;
  value: string;
  error?: string;
  onToggle: (on: boolean) => void;
  onValue: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <div className="sp-rule">
      <label className="check">
        <input
          type="checkbox"
          checked={props.on}
          onChange={(e) => props.onToggle(e.target.checked)}
        />
        {props.label}
      </label>
      <label className="sp-rule-number">
        <input
          id={props.id}
          type="text"
          inputMode="numeric"
          size={3}
          value={props.value}
          disabled={!props.on}
          onChange={(e) => props.onValue(e.target.value)}
          aria-label={`${props.label}: ${t('watch.editor.positions')}`}
          aria-invalid={!!props.error}
          aria-describedby={props.error ? `${props.id}-err` : undefined}
        />
        {t('watch.editor.positions')}
      </label>
      {props.error && (
        <span id={`${props.id}-err`} className="field-error">
          {props.error}
        </span>
      )}
    </div>
  );
}

/** "Tell me when…": moves, band crossings, the top 100, URL changes and a competitor. */
export function RuleFields(props: {
  draft: RulesDraft;
  errors: FieldErrors;
  onChange: (draft: RulesDraft) => void;
}) {
  const { t } = useT();
  const { draft, errors } = props;
  const set = (patch: Partial<RulesDraft>) => props.onChange({ ...draft, ...patch });
  const toggleTop = (top: TopBand, on: boolean) =>
    set({ tops: topBands.filter((b) => (b === top ? on : draft.tops.includes(b))) });
  return (
    <fieldset className="stack" aria-describedby={errors.rules ? 'sp-we-rules-err' : undefined}>
      <legend>{t('watch.editor.rules')}</legend>
      <MoveField
        id="sp-we-day"
        label={t('watch.editor.dayMove')}
        on={draft.dayOn}
        value={draft.dayMove}
        error={errors.dayMove}
        onToggle={(dayOn) => set({ dayOn })}
        onValue={(dayMove) => set({ dayMove })}
      />
      <MoveField
        id="sp-we-week"
        label={t('watch.editor.weekMove')}
        on={draft.weekOn}
        value={draft.weekMove}
        error={errors.weekMove}
        onToggle={(weekOn) => set({ weekOn })}
        onValue={(weekMove) => set({ weekMove })}
      />
      <div className="sp-rule" role="group" aria-labelledby="sp-we-tops">
        <span id="sp-we-tops">{t('watch.editor.tops')}</span>
        {topBands.map((top) => (
          <label key={top} className="check">
            <input
              type="checkbox"
              checked={draft.tops.includes(top)}
              onChange={(e) => toggleTop(top, e.target.checked)}
            />
            {top}
          </label>
        ))}
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.top100}
          onChange={(e) => set({ top100: e.target.checked })}
        />
        {t('watch.editor.top100')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.urlChange}
          onChange={(e) => set({ urlChange: e.target.checked })}
        />
        {t('watch.editor.urlChange')}
      </label>
      <label className="field">
        {t('watch.editor.competitor')}
        <input
          value={draft.competitor}
          onChange={(e) => set({ competitor: e.target.value })}
          placeholder="rival.com"
          aria-invalid={!!errors.competitor}
          aria-describedby={errors.competitor ? 'sp-we-comp-err' : 'sp-we-comp-help'}
        />
        <span id="sp-we-comp-help" className="field-help">
          {t('watch.editor.competitorHelp')}
        </span>
        {errors.competitor && (
          <span id="sp-we-comp-err" className="field-error">
            {errors.competitor}
          </span>
        )}
      </label>
      {errors.rules && (
        <p id="sp-we-rules-err" className="field-error" role="alert">
          {errors.rules}
        </p>
      )}
    </fieldset>
  );
}
