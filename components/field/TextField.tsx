import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '@/components/I18n';
import type { Issue } from '@/lib/domain/input-issue';

/** What is wrong with a field: a rule it breaks (translated here), or a sentence already said. */
export type FieldProblem = Issue | string | null | undefined;

type Passed = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'disabled' | 'autoComplete' | 'required' | 'type' | 'inputMode' | 'className'
>;

interface Props extends Passed {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Shown next to the field and named by its aria-describedby; none when the field is fine. */
  problem?: FieldProblem;
  help?: ReactNode;
  /**
   * The most characters the field takes. Never enforced by cutting: the count shows as the user
   * nears it ("200 of 200 characters") and what is over stays visible, flagged, for the form to
   * refuse with this reason.
   */
  max?: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  id?: string;
  /** The wrapper's extra class (layout in its form). */
  wrapClass?: string;
  /** Beside the label, outside it (a small action that fills the field). */
  aside?: ReactNode;
}

/** The counter appears from this share of the maximum on (before that it is only noise). */
const COUNT_FROM = 0.8;

/** A field's problem as the sentence shown at it, in the page's language. */
export function useProblemText() {
  const { t, issue } = useT();
  return (problem: FieldProblem, length = 0): string | null => {
    if (!problem) return null;
    if (typeof problem === 'string') return problem;
    const max = problem.values?.max;
    // A text over its maximum says how much to remove, the count the user sees beside it.
    if (problem.code === 'text-too-long' && typeof max === 'number' && length > max)
      return t('common.field.tooLong', { max, over: length - max });
    return issue(problem);
  };
}

/**
 * One labelled text field with its help, its character count and its problem, the one way every
 * form shows them: the problem and the count are named by the field's aria-describedby, so a
 * screen reader hears them with the field, and nothing typed is ever dropped.
 */
export function TextField(props: Props) {
  const { label, value, onChange, problem, help, max, rows, wrapClass, aside, ...passed } = props;
  const { t } = useT();
  const text = useProblemText();
  const own = useId();
  const id = props.id ?? own;
  const length = value.length;
  const over = max !== undefined && length > max;
  const counted = max !== undefined && length >= max * COUNT_FROM;
  const said = text(problem, length);
  const ids = {
    problem: `${id}-problem`,
    count: `${id}-count`,
    help: `${id}-help`,
  };
  const describedBy = [said && ids.problem, counted && ids.count, help && ids.help]
    .filter(Boolean)
    .join(' ');
  const common = {
    ...passed,
    id,
    value,
    'aria-invalid': said || over ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={`field${wrapClass ? ` ${wrapClass}` : ''}`}>
      {aside ? (
        <div className="row field-label-row">
          <label htmlFor={id}>{label}</label>
          <span className="spacer" />
          {aside}
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {counted && (
        <span id={ids.count} className={`counter field-help${over ? ' over' : ''}`}>
          {t('common.field.counter', { length, max })}
        </span>
      )}
      {said && (
        <span id={ids.problem} className="field-error" role="alert">
          {said}
        </span>
      )}
      {help && (
        <span id={ids.help} className="field-help">
          {help}
        </span>
      )}
    </div>
  );
}
