import { useId } from 'react';
import { useT } from '@/components/I18n';
import {
  defaultLabel,
  type FieldError,
  type FieldInput,
  type SettingField,
} from '@/lib/domain/profile-fields';
import { fieldErrorText } from './field-error';

interface Props {
  field: SettingField;
  value: FieldInput;
  error: FieldError | undefined;
  onChange: (value: FieldInput) => void;
}

/**
 * One generated field. Text and numbers are plain text inputs on purpose: a number input or a
 * `maxlength` attribute would silently discard what the user typed; here it stays and is flagged.
 */
export function SettingInput({ field, value, error, onChange }: Props) {
  const { t } = useT();
  const id = useId();
  const fallback = defaultLabel(field);
  const describedBy = [`${id}-help`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const shownDefault =
    field.kind === 'flag'
      ? t(field.defaultValue === true ? 'common.field.on' : 'common.field.off')
      : fallback;
  const counter = field.kind === 'text' && field.maxLength !== null;
  const help = (
    <div id={`${id}-help`} className="field-help setting-help">
      {field.description && <p>{field.description}</p>}
      <p className="setting-meta">
        {shownDefault !== '' && (
          <span className="default-value">
            {t('common.field.default', { value: shownDefault })}
          </span>
        )}
        {counter && (
          <span className={`counter${error?.code === 'tooLong' ? ' over' : ''}`}>
            {t('common.field.counter', {
              length: String(value).length,
              max: field.maxLength ?? 0,
            })}
          </span>
        )}
      </p>
    </div>
  );
  const errorLine = error && (
    <p id={`${id}-error`} className="field-error" role="alert">
      {fieldErrorText(t, error)}
    </p>
  );

  if (field.kind === 'multi') {
    const chosen = Array.isArray(value) ? value : [];
    const toggle = (option: string) =>
      onChange(chosen.includes(option) ? chosen.filter((v) => v !== option) : [...chosen, option]);
    return (
      <fieldset
        className="field setting plain"
        data-setting={field.name}
        aria-describedby={describedBy}
      >
        <legend>{field.title}</legend>
        <div className="chip-toggles">
          {field.options?.map((o) => (
            <label key={String(o.value)} className="chip-toggle">
              <input
                type="checkbox"
                checked={chosen.includes(String(o.value))}
                onChange={() => toggle(String(o.value))}
              />
              {o.label}
            </label>
          ))}
        </div>
        {help}
        {errorLine}
      </fieldset>
    );
  }

  if (field.kind === 'flag') {
    return (
      <div className="field setting flag" data-setting={field.name}>
        <label className="choice">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={describedBy}
          />
          <span>{field.title}</span>
        </label>
        {help}
        {errorLine}
      </div>
    );
  }

  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  } as const;
  const offered = field.options?.some((o) => String(o.value) === String(value)) ?? false;
  return (
    <div className="field setting" data-setting={field.name}>
      <label htmlFor={id}>{field.title}</label>
      {field.kind === 'choice' ? (
        <select {...common} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          {!offered && (
            <option value={String(value)}>
              {t('common.field.notOffered', { value: String(value) })}
            </option>
          )}
          {field.options?.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          className={field.kind === 'number' ? 'narrow' : undefined}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {help}
      {errorLine}
    </div>
  );
}
