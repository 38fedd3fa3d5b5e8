import { useId, useState, type ChangeEvent } from 'react';
import { useT } from '@/components/I18n';
import { readTransferFile, type ImportPlan } from '@/lib/domain/settings-transfer';
import { useOptionsStore } from '@/lib/stores/options';
import { useDescriptor } from '../profiles/useDescriptor';
import { ImportPreview } from './ImportPreview';
import { ImportResults, type ImportOutcome } from './ImportResults';
import { applyImport } from './apply-import';

/**
 * Import: read the file, show what would be taken and what is refused (and why), and only then
 * apply — preferences written at once, profiles created one by one through the service.
 */
export function ImportCard() {
  const { t } = useT();
  const id = useId();
  const { descriptor, connected } = useDescriptor();
  const reloadList = useOptionsStore((s) => s.reloadList);
  const [fileName, setFileName] = useState<string | null>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const canCreate = connected && descriptor !== null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setPlan(null);
    setOutcome(null);
    setFileError(null);
    if (!file) return;
    setFileName(file.name);
    if (file.size > 5_000_000) {
      setFileError(t('options.transfer.tooBig'));
      return;
    }
    const result = readTransferFile(await file.text(), descriptor ?? {});
    if (!result.ok) setFileError(t(`options.transfer.fileError.${result.reason}`));
    else setPlan(result.plan);
  };

  const apply = async () => {
    if (!plan) return;
    const profiles = canCreate ? plan.profiles : [];
    setProgress({ done: 0, total: profiles.length });
    const result = await applyImport(plan.preferences, profiles, (done) =>
      setProgress({ done, total: profiles.length }),
    );
    setProgress(null);
    setPlan(null);
    setOutcome(result);
    reloadList();
  };

  return (
    <div className="card stack">
      <h2>{t('options.transfer.importTitle')}</h2>
      <p>{t('options.transfer.importBody')}</p>
      <div className="row">
        <label htmlFor={id} className="btn file-button">
          {t('options.transfer.chooseFile')}
        </label>
        <input
          id={id}
          type="file"
          accept="application/json,.json"
          className="visually-hidden-file"
          onChange={(e) => void choose(e)}
          disabled={progress !== null}
        />
        <span className="muted">{fileName ?? t('options.transfer.noFile')}</span>
      </div>
      {fileError && (
        <p className="field-error" role="alert">
          {fileError}
        </p>
      )}
      {plan && (
        <ImportPreview
          plan={plan}
          canCreate={canCreate}
          busy={progress !== null}
          onApply={() => void apply()}
          onCancel={() => setPlan(null)}
        />
      )}
      {progress && (
        <p role="status">
          {t('options.transfer.progress', { done: progress.done, total: progress.total })}
        </p>
      )}
      {outcome && <ImportResults outcome={outcome} />}
    </div>
  );
}
