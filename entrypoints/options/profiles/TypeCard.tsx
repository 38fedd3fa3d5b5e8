import { useT } from '@/components/I18n';
import type { FieldError, FieldInput, TypeSection } from '@/lib/domain/profile-fields';
import { SettingInput } from '@/components/settings/SettingInput';

interface Props {
  section: TypeSection;
  inputs: Record<string, FieldInput>;
  errors: Record<string, FieldError> | undefined;
  onInput: (name: string, value: FieldInput) => void;
  onRemove: () => void;
}

/** One audit type of the profile: a field per parameter of the descriptor. */
export function TypeCard({ section, inputs, errors, onInput, onRemove }: Props) {
  const { t } = useT();
  const headingId = `type-${section.type}`;
  return (
    <section className="type-card" aria-labelledby={headingId} data-type={section.type}>
      <header className="row">
        <h3 id={headingId}>{section.title}</h3>
        <code className="muted">{section.type}</code>
        <span className="spacer" />
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={onRemove}
          aria-label={t('options.editor.removeTypeNamed', { type: section.title })}
        >
          {t('options.editor.removeType')}
        </button>
      </header>
      {section.fields.length === 0 ? (
        <p className="muted">{t('options.editor.noParams')}</p>
      ) : (
        <div className="settings-grid">
          {section.fields.map((field) => (
            <SettingInput
              key={field.name}
              field={field}
              value={inputs[field.name] ?? ''}
              error={errors?.[field.name]}
              onChange={(value) => onInput(field.name, value)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
