import { useT } from '@/components/I18n';
import { KeyValueTree } from '@/components/KeyValueTree';

/**
 * The `audit_settings` the service sends with an audit (its shape depends on the audit being a
 * parent and on its type: ../shared/spec/audits.md §2), readable as a tree. Nothing when the
 * service sent none or an empty one.
 */
export function RunSettingsDetails({ settings }: { settings: unknown }) {
  const { t } = useT();
  const empty =
    settings === null ||
    settings === undefined ||
    (typeof settings === 'object' && Object.keys(settings).length === 0);
  if (empty) return null;
  return (
    <details className="run-settings" data-testid="audit-settings">
      <summary>{t('popup.run.settings')}</summary>
      <KeyValueTree value={settings} openDepth={1} />
    </details>
  );
}
