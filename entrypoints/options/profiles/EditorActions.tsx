import { useState } from 'react';
import { useT } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import type { SavePlan } from '@/lib/domain/profile-draft';
import type { AuditProfile } from '@/lib/domain/profile-types';
import { send } from '@/lib/messaging/client';
import { useOptionsStore } from '@/lib/stores/options';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SubmitButton } from '@/components/field/SubmitButton';
import { SavePlanSummary } from './SavePlanSummary';

interface Props {
  profile: AuditProfile;
  plan: SavePlan;
  sent: string[];
  typeTitle: (type: string) => string;
  saving: boolean;
  saved: boolean;
  onSave: () => Promise<void>;
  onDiscard: () => void;
}

/** The save bar: what a save would do, then save (confirming dropped types), discard, delete. */
export function EditorActions(props: Props) {
  const { profile, plan, sent, typeTitle, saving, saved, onSave, onDiscard } = props;
  const { t, error: describe } = useT();
  const select = useOptionsStore((s) => s.select);
  const dropDraft = useOptionsStore((s) => s.dropDraft);
  const reloadList = useOptionsStore((s) => s.reloadList);
  const [confirm, setConfirm] = useState<'remove' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const dirty = plan.titleChanged || plan.settingsChanged;
  // Save waits for every field to be right, and says so beside it rather than in silence.
  const reason =
    plan.errorCount > 0
      ? t('options.plan.errors', { count: plan.errorCount })
      : dirty
        ? null
        : t('options.plan.clean');

  const requestSave = () => {
    if (plan.removed.length > 0) setConfirm('remove');
    else void onSave();
  };

  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await send('profiles.delete', { id: profile.id });
      dropDraft(profile.id);
      select(null);
      reloadList();
    } catch (err) {
      setDeleteError(describe(ServiceError.from(err)));
      setConfirm(null);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="editor-actions">
      <SavePlanSummary plan={plan} typeTitle={typeTitle} sent={sent} />
      {saved && !dirty && (
        <p className="field-success" role="status">
          {t('options.editor.saved')}
        </p>
      )}
      {deleteError && (
        <p className="field-error" role="alert">
          {deleteError}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => setConfirm('delete')}
          disabled={saving || deleting}
        >
          {t('options.editor.delete')}
        </button>
        <span className="spacer" />
        <button type="button" className="btn" onClick={onDiscard} disabled={!dirty || saving}>
          {t('options.editor.discard')}
        </button>
        <SubmitButton
          type="button"
          onClick={requestSave}
          busy={saving}
          reason={reason}
          describedBy="save-plan-summary"
        >
          {saving ? t('options.editor.saving') : t('options.editor.save')}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={confirm === 'remove'}
        title={t('options.editor.confirmRemoveTitle', { count: plan.removed.length })}
        confirmLabel={t('options.editor.confirmRemove')}
        danger
        busy={saving}
        onConfirm={() => {
          setConfirm(null);
          void onSave();
        }}
        onCancel={() => setConfirm(null)}
      >
        <p>{t('options.editor.confirmRemoveBody')}</p>
        <ul>
          {plan.removed.map((type) => (
            <li key={type}>
              <strong>{typeTitle(type)}</strong>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('options.editor.confirmDeleteTitle', { title: profile.title })}
        confirmLabel={t('options.editor.delete')}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(null)}
      >
        <p>{t('options.editor.confirmDeleteBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
