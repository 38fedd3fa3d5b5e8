import { useT } from '@/components/I18n';
import type { ImportPlan } from '@/lib/domain/settings-transfer';
import { refusalText } from './refusal-text';

interface Props {
  plan: ImportPlan;
  canCreate: boolean;
  /** Connected yet unable to create: the account's settings could not be read (said above). */
  connected: boolean;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}

/** What the file holds: what will be taken, what is refused and why — before anything changes. */
export function ImportPreview({ plan, canCreate, connected, busy, onApply, onCancel }: Props) {
  const { t } = useT();
  const prefFields = Object.keys(plan.preferences);
  const profiles = canCreate ? plan.profiles : [];
  const nothing = prefFields.length === 0 && profiles.length === 0;
  return (
    <div className="import-report stack" data-testid="import-preview">
      <h3>{t('options.transfer.previewTitle')}</h3>
      <div className="report-columns">
        <div>
          <h4 className="good-text">
            <span aria-hidden="true">✓ </span>
            {t('options.transfer.taken')}
          </h4>
          <ul>
            {prefFields.length > 0 && (
              <li>{t('options.transfer.takenPrefs', { fields: prefFields.join(', ') })}</li>
            )}
            {profiles.map((p, i) => (
              <li key={`${p.title}-${i}`}>
                {t('options.transfer.takenProfile', { title: p.title })}
                {p.isDefault && ` (${t('options.profiles.defaultTag')})`}
              </li>
            ))}
            {nothing && <li className="muted">{t('options.transfer.nothingTaken')}</li>}
          </ul>
        </div>
        <div>
          <h4 className="poor-text">
            <span aria-hidden="true">✕ </span>
            {t('options.transfer.refused')}
          </h4>
          <ul>
            {plan.notes.map((r, i) => (
              <li key={`n${i}`}>{refusalText(t, r)}</li>
            ))}
            {plan.preferencesRefused.map((r, i) => (
              <li key={`p${i}`}>{refusalText(t, r)}</li>
            ))}
            {plan.profilesRefused.map((p) => (
              <li key={`r${p.index}`}>
                {t('options.transfer.refusedProfile', {
                  title: p.title || t('options.transfer.entry', { n: p.index + 1 }),
                })}
                <ul>
                  {p.reasons.map((r, i) => (
                    <li key={i}>{refusalText(t, r)}</li>
                  ))}
                </ul>
              </li>
            ))}
            {!canCreate && plan.profiles.length > 0 && (
              <li>
                {t(
                  connected
                    ? 'options.transfer.needsDescriptor'
                    : 'options.transfer.needsConnection',
                  { count: plan.profiles.length },
                )}
              </li>
            )}
            {plan.notes.length + plan.preferencesRefused.length + plan.profilesRefused.length ===
              0 &&
              (canCreate || plan.profiles.length === 0) && (
                <li className="muted">{t('options.transfer.nothingRefused')}</li>
              )}
          </ul>
        </div>
      </div>
      <div className="row">
        <span className="spacer" />
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onApply}
          disabled={busy || nothing}
        >
          {t('options.transfer.apply')}
        </button>
      </div>
    </div>
  );
}
