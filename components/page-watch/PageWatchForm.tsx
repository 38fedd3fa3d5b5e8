import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/components/I18n';
import { devices as allDevices, type Device } from '@/lib/domain/device';
import { launchCost } from '@/lib/domain/audit-cost';
import {
  MAX_BUDGET,
  pageCadences,
  pageWatchDefaults,
  type PageCadence,
  type PageWatchDraft,
} from '@/lib/domain/page-watch';
import './page-watch.css';

/** What the form edits of a page watch; the URL, profile and types come from the caller. */
export type PageWatchChoice = Pick<PageWatchDraft, 'cadence' | 'devices' | 'budget' | 'dropBy'>;

const whole = (text: string, min: number, max: number): number | null => {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= min && n <= max ? n : null;
};

/**
 * A page watch's schedule: weekly or monthly, the devices, the monthly token budget (with what one
 * run costs and how many runs it allows) and the points a score may fall before it is told.
 * Numbers stay text until saved, so a half-typed value is never lost; a wrong one is named.
 */
export function PageWatchForm(props: {
  initial: PageWatchChoice;
  /** Audit types one run has (a profile's count them). */
  types: number;
  busy: boolean;
  submitLabel: string;
  onSubmit: (choice: PageWatchChoice) => void;
  onCancel?: () => void;
  /** Focus the first choice when the form opens (it replaced the button that opened it). */
  autoFocus?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const focusFirst = props.autoFocus === true;
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  const [cadence, setCadence] = useState<PageCadence>(props.initial.cadence);
  const [devices, setDevices] = useState<Device[]>(props.initial.devices);
  const [budget, setBudget] = useState(String(props.initial.budget));
  const [dropOn, setDropOn] = useState(props.initial.dropBy !== null);
  const [dropBy, setDropBy] = useState(String(props.initial.dropBy ?? pageWatchDefaults.dropBy));
  const [tried, setTried] = useState(false);
  const perRun = launchCost(1, devices.length, props.types);
  const budgetValue = whole(budget, 1, MAX_BUDGET);
  const dropValue = dropOn ? whole(dropBy, 1, 100) : null;
  const errors = {
    devices: devices.length === 0 ? t('common.pageWatch.devicesNone') : null,
    budget:
      budgetValue === null
        ? t('common.pageWatch.budgetInvalid', { max: MAX_BUDGET })
        : budgetValue < perRun
          ? t('common.pageWatch.budgetBelowRun', { count: perRun })
          : null,
    dropBy: dropOn && dropValue === null ? t('common.pageWatch.dropInvalid') : null,
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.devices || errors.budget || errors.dropBy || budgetValue === null) return;
    props.onSubmit({ cadence, devices, budget: budgetValue, dropBy: dropValue });
  };
  const shown = (error: string | null) => (tried ? error : null);
  const toggle = (device: Device, on: boolean) =>
    setDevices(allDevices.filter((d) => (d === device ? on : devices.includes(d))));

  return (
    <form className="stack page-watch-form" onSubmit={submit} noValidate>
      <fieldset className="row">
        <legend>{t('common.pageWatch.cadence')}</legend>
        {pageCadences.map((c) => (
          <label key={c} className="check">
            <input
              ref={cadence === c ? first : undefined}
              type="radio"
              name={`${id}-cadence`}
              checked={cadence === c}
              onChange={() => setCadence(c)}
            />
            {t(`common.pageWatch.every.${c}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="row" aria-describedby={shown(errors.devices) ? `${id}-dev` : undefined}>
        <legend>{t('common.pageWatch.devices')}</legend>
        {allDevices.map((d) => (
          <label key={d} className="check">
            <input
              type="checkbox"
              checked={devices.includes(d)}
              onChange={(e) => toggle(d, e.target.checked)}
            />
            {t(`common.devices.${d}`)}
          </label>
        ))}
        {shown(errors.devices) && (
          <p id={`${id}-dev`} className="field-error">
            {errors.devices}
          </p>
        )}
      </fieldset>
      <div className="stack tight">
        <label htmlFor={`${id}-budget`}>{t('common.pageWatch.budget')}</label>
        <input
          id={`${id}-budget`}
          type="text"
          inputMode="numeric"
          value={budget}
          aria-invalid={Boolean(shown(errors.budget))}
          aria-describedby={`${id}-budget-help${shown(errors.budget) ? ` ${id}-budget-err` : ''}`}
          onChange={(e) => setBudget(e.target.value)}
        />
        <p id={`${id}-budget-help`} className="muted small" data-testid="page-watch-cost">
          {t('common.pageWatch.perRun', { count: perRun })}{' '}
          {budgetValue !== null &&
            perRun > 0 &&
            t('common.pageWatch.runsFit', { count: Math.floor(budgetValue / perRun) })}
        </p>
        {shown(errors.budget) && (
          <p id={`${id}-budget-err`} className="field-error">
            {errors.budget}
          </p>
        )}
      </div>
      <div className="stack tight">
        <p className="muted small">{t('common.pageWatch.bands')}</p>
        <label className="check">
          <input type="checkbox" checked={dropOn} onChange={(e) => setDropOn(e.target.checked)} />
          {t('common.pageWatch.dropOn')}
        </label>
        {dropOn && (
          <label className="row">
            <input
              type="text"
              inputMode="numeric"
              className="page-watch-points"
              value={dropBy}
              aria-invalid={Boolean(shown(errors.dropBy))}
              onChange={(e) => setDropBy(e.target.value)}
            />
            {t('common.pageWatch.points')}
          </label>
        )}
        {shown(errors.dropBy) && <p className="field-error">{errors.dropBy}</p>}
      </div>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={props.busy}>
          {props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" className="btn" onClick={props.onCancel}>
            {t('common.pageWatch.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
