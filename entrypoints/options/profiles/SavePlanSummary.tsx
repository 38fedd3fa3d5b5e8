import { useT } from '@/components/I18n';
import type { SavePlan } from '@/lib/domain/profile-draft';

interface Props {
  plan: SavePlan;
  typeTitle: (type: string) => string;
  sent: string[];
}

/**
 * What a save will do, before it happens: saving replaces the settings completely, so this lists
 * the types sent, the types dropped (their settings are deleted) and those kept untouched. What
 * keeps Save from being used (no change, fields to fix) is said beside the button (EditorActions).
 */
export function SavePlanSummary({ plan, typeTitle, sent }: Props) {
  const { t } = useT();
  const names = (types: string[]) => types.map(typeTitle).join(', ');
  const changedCount = Object.values(plan.changed).reduce((n, list) => n + list.length, 0);
  const dirty = plan.titleChanged || plan.settingsChanged;
  return (
    <div id="save-plan-summary" className="save-plan" aria-live="polite">
      {dirty && (
        <ul>
          {plan.titleChanged && <li>{t('options.plan.title')}</li>}
          {changedCount > 0 && (
            <li>
              {t('options.plan.changed', {
                count: changedCount,
                types: names(Object.keys(plan.changed)),
              })}
            </li>
          )}
          {plan.added.length > 0 && (
            <li>{t('options.plan.added', { types: names(plan.added) })}</li>
          )}
          {plan.removed.length > 0 && (
            <li className="plan-removed">
              <span aria-hidden="true">⚠ </span>
              {t('options.plan.removed', { types: names(plan.removed) })}
            </li>
          )}
          {plan.untouched.length > 0 && plan.settingsChanged && (
            <li>{t('options.plan.untouched', { types: names(plan.untouched) })}</li>
          )}
          {plan.settingsChanged && (
            <li className="muted">
              {sent.length
                ? t('options.plan.sent', { types: names(sent) })
                : t('options.plan.sentNone')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
