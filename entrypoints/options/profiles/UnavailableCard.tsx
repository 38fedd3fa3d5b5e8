import { useT } from '@/components/I18n';

interface Props {
  type: string;
  values: Record<string, unknown>;
  onRemove: () => void;
}

/**
 * A type the profile holds but the account may not use (the descriptor does not list it). It is
 * sent back exactly as stored, so saving never loses it; the user may still remove it.
 */
export function UnavailableCard({ type, values, onRemove }: Props) {
  const { t } = useT();
  const entries = Object.entries(values);
  return (
    <section className="type-card unavailable" aria-labelledby={`type-${type}`} data-type={type}>
      <header className="row">
        <h3 id={`type-${type}`}>{type}</h3>
        <span className="tag">{t('options.editor.unavailable')}</span>
        <span className="spacer" />
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={onRemove}
          aria-label={t('options.editor.removeTypeNamed', { type })}
        >
          {t('options.editor.removeType')}
        </button>
      </header>
      <p className="field-help">{t('options.editor.unavailableHelp')}</p>
      {entries.length > 0 && (
        <dl className="raw-values">
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>
                <code>{JSON.stringify(value)}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
