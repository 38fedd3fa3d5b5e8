import { useEffect, useId, useState } from 'react';
import { useT } from '@/components/I18n';
import { MAX_LIMIT, type SpendingLimits } from '@/lib/domain/spending';
import { spendingLimits } from '@/lib/storage/spending';

/** A whole number of tokens from 0 to MAX_LIMIT; '' is "none" where allowed; else undefined. */
function readLimit(text: string, optional: boolean): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return optional ? null : undefined;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MAX_LIMIT ? value : undefined;
}

interface FieldProps {
  name: string;
  label: string;
  value: string;
  help: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** One limit: a number of tokens, its help (or what is wrong with it) read with it. */
function LimitField({ name, label, value, help, invalid, onChange }: FieldProps) {
  const id = useId();
  return (
    <label className="field spend-limit" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        value={value}
        aria-invalid={invalid}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="field-help" id={`${id}-help`}>
        {help}
      </span>
    </label>
  );
}

/**
 * The limits the user sets: the monthly cap of everything Stormlens launches on its own (the page
 * watches) and the cost over which a launch the user starts asks first. Stored at once on save;
 * the background and every open popup read them from storage.
 */
export function LimitsForm({ limits }: { limits: SpendingLimits }) {
  const { t } = useT();
  const [cap, setCap] = useState(String(limits.monthlyCap ?? ''));
  const [confirm, setConfirm] = useState(String(limits.confirmOver));
  const [status, setStatus] = useState<'saved' | null>(null);
  // A change saved elsewhere (another Options tab) shows here too.
  useEffect(() => {
    setCap(String(limits.monthlyCap ?? ''));
    setConfirm(String(limits.confirmOver));
  }, [limits.monthlyCap, limits.confirmOver]);

  const monthlyCap = readLimit(cap, true);
  const confirmOver = readLimit(confirm, false);
  const valid = monthlyCap !== undefined && typeof confirmOver === 'number';

  const save = async () => {
    if (!valid) return;
    await spendingLimits.setValue({ monthlyCap, confirmOver });
    setStatus('saved');
  };

  const invalid = t('options.spending.invalid', { max: MAX_LIMIT });
  return (
    <form
      className="card stack"
      data-testid="spend-limits"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>{t('options.spending.limitsTitle')}</h2>
      <LimitField
        name="monthlyCap"
        label={t('options.spending.capLabel')}
        value={cap}
        help={monthlyCap === undefined ? invalid : t('options.spending.capHelp')}
        invalid={monthlyCap === undefined}
        onChange={(value) => {
          setCap(value);
          setStatus(null);
        }}
      />
      <LimitField
        name="confirmOver"
        label={t('options.spending.confirmLabel')}
        value={confirm}
        help={confirmOver === undefined ? invalid : t('options.spending.confirmHelp')}
        invalid={confirmOver === undefined}
        onChange={(value) => {
          setConfirm(value);
          setStatus(null);
        }}
      />
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={!valid}>
          {t('options.spending.save')}
        </button>
        <span className="field-success" role="status">
          {status && t('options.spending.saved')}
        </span>
      </div>
    </form>
  );
}
