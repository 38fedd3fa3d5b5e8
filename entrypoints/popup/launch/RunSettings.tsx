import { SettingInput } from '@/components/settings/SettingInput';
import { useT } from '@/components/I18n';
import { initialRunInputs, runSections, type RunErrors } from '@/lib/domain/run-settings';
import type { ProfileSettings } from '@/lib/domain/profile-types';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { usePopupStore } from '@/lib/stores/popup';

interface Props {
  descriptor: SettingsDescriptor | null;
  /** The run's audit types: the ticked ones, or the profile's. */
  types: string[];
  /** The profile's stored values, pre-filled; null for types at their defaults. */
  stored: ProfileSettings | null;
  errors: RunErrors | null;
}

/**
 * "Adjust settings for this run": every parameter of the run's types, pre-filled, sent as
 * `audits_settings` for this launch only — the profile itself is not changed.
 */
export function RunSettings({ descriptor, types, stored, errors }: Props) {
  const { t } = useT();
  const inputs = usePopupStore((s) => s.launch.runInputs);
  const edit = usePopupStore((s) => s.editLaunch);
  if (!descriptor || types.length === 0) return null;
  const sections = runSections(descriptor, types);
  const open = inputs !== null;
  const filled = open ? { ...initialRunInputs(sections, stored), ...inputs } : null;
  return (
    <div className="run-settings-editor stack tight">
      <button
        type="button"
        className="btn small"
        aria-expanded={open}
        onClick={() => edit({ runInputs: open ? null : initialRunInputs(sections, stored) })}
      >
        {open ? t('popup.runSettings.reset') : t('popup.runSettings.open')}
      </button>
      {filled && (
        <div className="stack" role="group" aria-label={t('popup.runSettings.label')}>
          <p className="muted small">
            {stored ? t('popup.runSettings.fromProfile') : t('popup.runSettings.fromDefaults')}
          </p>
          {sections.map((section) => (
            <fieldset key={section.type} className="run-type" data-type={section.type}>
              <legend>{section.title}</legend>
              {section.fields.length === 0 && (
                <p className="muted small">{t('popup.runSettings.noParams')}</p>
              )}
              {section.fields.map((field) => (
                <SettingInput
                  key={field.name}
                  field={field}
                  value={filled[section.type]?.[field.name] ?? ''}
                  error={errors?.[section.type]?.[field.name]}
                  onChange={(value) =>
                    edit({
                      runInputs: {
                        ...filled,
                        [section.type]: { ...filled[section.type], [field.name]: value },
                      },
                    })
                  }
                />
              ))}
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
