import { useEffect, useId, useState } from 'react';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { connectionState } from '@/lib/storage/connection';
import { asGap, gaps } from '@/lib/domain/gap';
import { devices, type Device } from '@/lib/domain/device';
import { preferences, type Preferences } from '@/lib/storage/prefs';
import { useDescriptor } from '../profiles/useDescriptor';
import { ChoiceGroup } from './ChoiceGroup';

/**
 * Preferences are written to storage as they change: every open page (and the popup next time it
 * opens) follows at once — the language and theme of this page switch live.
 */
export function PreferencesSection() {
  const { t } = useT();
  const stored = useStorageItem(preferences);
  // Shown at once (controlled inputs would otherwise lag a storage round trip behind a click),
  // then replaced by what storage says — including changes from other pages.
  const [local, setLocal] = useState<Preferences | null>(null);
  const prefs = local ?? stored;
  const conn = useStorageItem(connectionState);
  const { descriptor } = useDescriptor();
  const id = useId();
  const [rangeText, setRangeText] = useState('');
  const [deviceError, setDeviceError] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  useEffect(() => {
    if (!stored) return;
    setLocal(stored);
    setRangeText(String(stored.rangeDays));
  }, [stored]);

  if (!prefs) return <div className="card muted">{t('common.loading')}</div>;

  const update = async (change: Partial<Preferences>) => {
    setLocal({ ...prefs, ...change });
    await preferences.update((current) => ({ ...current, ...change }));
    setSavedAt(Date.now());
  };

  const toggleDevice = (device: Device) => {
    const next = prefs.defaultDevices.includes(device)
      ? prefs.defaultDevices.filter((d) => d !== device)
      : devices.filter((d) => d === device || prefs.defaultDevices.includes(d));
    setDeviceError(next.length === 0);
    if (next.length > 0) void update({ defaultDevices: next });
  };

  const toggleType = (type: string) =>
    void update({
      defaultAuditTypes: prefs.defaultAuditTypes.includes(type)
        ? prefs.defaultAuditTypes.filter((x) => x !== type)
        : [...prefs.defaultAuditTypes, type],
    });

  const range = Number(rangeText);
  const rangeValid = /^\d+$/.test(rangeText.trim()) && range >= 1 && range <= 365;
  const auditTypes = [...new Set([...(conn?.auditTypes ?? []), ...prefs.defaultAuditTypes])];

  return (
    <>
      <div className="section-head">
        <h1 id="heading-preferences" tabIndex={-1}>
          {t('options.prefs.title')}
        </h1>
        <p className="muted">{t('options.prefs.intro')}</p>
      </div>
      <p className="visually-hidden" role="status">
        {savedAt ? t('options.prefs.saved') : ''}
      </p>

      <div className="card stack">
        <h2>{t('options.prefs.appearance')}</h2>
        <ChoiceGroup
          legend={t('options.prefs.language')}
          value={prefs.language}
          options={[
            ['auto', t('options.prefs.languageAuto')],
            ['en', 'English'],
            ['pl', 'Polski'],
          ]}
          onChange={(language) => void update({ language })}
        />
        <ChoiceGroup
          legend={t('options.prefs.theme')}
          value={prefs.theme}
          options={[
            ['system', t('options.prefs.themeSystem')],
            ['light', t('options.prefs.themeLight')],
            ['dark', t('options.prefs.themeDark')],
          ]}
          onChange={(theme) => void update({ theme })}
        />
      </div>

      <div className="card stack">
        <h2>{t('options.prefs.popup')}</h2>
        <fieldset className="plain">
          <legend>{t('options.prefs.devices')}</legend>
          <div className="row wrap">
            {devices.map((device) => (
              <label key={device} className="chip-toggle">
                <input
                  type="checkbox"
                  checked={prefs.defaultDevices.includes(device)}
                  onChange={() => toggleDevice(device)}
                />
                {t(`common.devices.${device}`)}
              </label>
            ))}
          </div>
          {deviceError && (
            <p className="field-error" role="alert">
              {t('options.prefs.devicesRequired')}
            </p>
          )}
        </fieldset>
        <fieldset className="plain">
          <legend>{t('options.prefs.auditTypes')}</legend>
          <p className="field-help">{t('options.prefs.auditTypesHelp')}</p>
          {auditTypes.length === 0 ? (
            <p className="muted">{t('options.prefs.auditTypesUnknown')}</p>
          ) : (
            <div className="row wrap">
              {auditTypes.map((type) => (
                <label key={type} className="chip-toggle">
                  <input
                    type="checkbox"
                    checked={prefs.defaultAuditTypes.includes(type)}
                    onChange={() => toggleType(type)}
                  />
                  {descriptor?.[type]?.title ?? type}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <label className="choice">
          <input
            type="checkbox"
            checked={prefs.notifications}
            onChange={(e) => void update({ notifications: e.target.checked })}
          />
          <span>
            {t('options.prefs.notifications')}
            <span className="field-help block">{t('options.prefs.notificationsHelp')}</span>
          </span>
        </label>
      </div>

      <div className="card stack">
        <h2>{t('options.prefs.sidePanel')}</h2>
        <div className="row wrap align-start">
          <div className="field">
            <label htmlFor={`${id}-range`}>{t('options.prefs.range')}</label>
            <input
              id={`${id}-range`}
              className="narrow"
              inputMode="numeric"
              value={rangeText}
              onChange={(e) => {
                setRangeText(e.target.value);
                const n = Number(e.target.value);
                if (/^\d+$/.test(e.target.value.trim()) && n >= 1 && n <= 365) {
                  void update({ rangeDays: n });
                }
              }}
              aria-invalid={rangeValid ? undefined : true}
              aria-describedby={`${id}-range-help`}
            />
            <p id={`${id}-range-help`} className={rangeValid ? 'field-help' : 'field-error'}>
              {t('options.prefs.rangeHelp')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-gap`}>{t('options.prefs.gap')}</label>
            <select
              id={`${id}-gap`}
              value={prefs.gap}
              onChange={(e) => void update({ gap: asGap(e.target.value) ?? prefs.gap })}
            >
              {gaps.map((g) => (
                <option key={g} value={g}>
                  {t(`options.prefs.gaps.${g}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </>
  );
}
