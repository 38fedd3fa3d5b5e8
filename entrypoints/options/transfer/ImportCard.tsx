import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { readTransferFile } from '@/lib/domain/settings-transfer';
import { useOptionsStore } from '@/lib/stores/options';
import { useDescriptor } from '../profiles/useDescriptor';
import { ImportPreview } from './ImportPreview';
import { ImportResults, type ImportOutcome } from './ImportResults';
import { applyImport } from './apply-import';

/**
 * Import: read the file, show what would be taken and what is refused (and why), and only then
 * apply — preferences written at once, profiles created one by one through the service.
 *
 * A profile is checked against the account's own settings descriptor, so the file is read again
 * once the descriptor has arrived and the connection is settled: a file chosen while either is on
 * its way would otherwise have its profiles refused ("not available on this account", "connect a
 * token first") and be imported without them.
 */
export function ImportCard() {
  const { t } = useT();
  const id = useId();
  const { descriptor, connected, conn, error, reload } = useDescriptor();
  const reloadList = useOptionsStore((s) => s.reloadList);
  const [fileName, setFileName] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const canCreate = connected && descriptor !== null;
  // The token being checked again (a Check now, another tab, the browser's start), or connected
  // with the descriptor neither here nor refused: the profiles cannot be judged yet.
  const waiting =
    conn?.state === 'checking' || (connected && descriptor === null && error === null);
  const result = useMemo(
    () => (text === null || waiting ? null : readTransferFile(text, descriptor ?? {})),
    [text, waiting, descriptor],
  );
  const plan = result?.ok ? result.plan : null;
  const fileError = tooBig
    ? t('options.transfer.tooBig')
    : result && !result.ok
      ? t(`options.transfer.fileError.${result.reason}`)
      : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setText(null);
    setOutcome(null);
    setTooBig(false);
    if (!file) return;
    setFileName(file.name);
    if (file.size > 5_000_000) setTooBig(true);
    else setText(await file.text());
  };

  const apply = async () => {
    if (!plan) return;
    const profiles = canCreate ? plan.profiles : [];
    setProgress({ done: 0, total: profiles.length });
    const applied = await applyImport(plan.preferences, profiles, (done) =>
      setProgress({ done, total: profiles.length }),
    );
    setProgress(null);
    setText(null);
    setOutcome(applied);
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
      {text !== null && waiting && (
        <p role="status" className="muted" aria-busy="true">
          {t('options.transfer.readingAccount')}
        </p>
      )}
      {text !== null && <ErrorBanner error={error} onRetry={() => void reload()} />}
      {plan && (
        <ImportPreview
          plan={plan}
          canCreate={canCreate}
          connected={connected}
          busy={progress !== null}
          onApply={() => void apply()}
          onCancel={() => setText(null)}
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
