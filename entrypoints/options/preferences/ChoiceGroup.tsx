import { useId } from 'react';

interface Props<V extends string> {
  legend: string;
  value: V;
  options: [V, string][];
  onChange: (value: V) => void;
}

/** A segmented radio group: arrow keys move between choices, as with any radio group. */
export function ChoiceGroup<V extends string>({ legend, value, options, onChange }: Props<V>) {
  const name = useId();
  return (
    <fieldset className="plain">
      <legend>{legend}</legend>
      <div className="segmented">
        {options.map(([option, label]) => (
          <label key={option} className={option === value ? 'selected' : undefined}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
