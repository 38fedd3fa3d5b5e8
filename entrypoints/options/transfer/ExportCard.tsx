import { useState } from 'react';
import { downloadText } from '@/components/download';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { ServiceError } from '@/lib/api/errors';
import { buildExport } from '@/lib/domain/settings-transfer';
import type { AuditProfile } from '@/lib/domain/profile-types';
import { send } from '@/lib/messaging/client';
import { connectionState } from '@/lib/storage/connection';
import { preferences } from '@/lib/storage/prefs';

/** Every profile of the account, page by page (the list has no total: stop at a short page). */
async function allProfiles(): Promise<AuditProfile[]> {
  const all: AuditProfile[] = [];
  for (let page = 0; page < 100; page += 1) {
    const answer = await send('profiles.list', { sort: 'asc', perPage: 50, page });
    all.push(...answer.items);
    if (!answer.hasMore) break;
  }
  return all;
}

export function ExportCard() {
  const { t } = useT();
  const conn = useStorageItem(connectionState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ServiceError | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const connected = Boolean(conn?.tokenHint);

  const run = async () => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const profiles = connected ? await allProfiles() : [];
      const file = buildExport(await preferences.getValue(), profiles);
      const day = new Date().toISOString().slice(0, 10);
      downloadText(
        `${JSON.stringify(file, null, 2)}\n`,
        `stormlens-settings-${day}.json`,
        'application/json',
      );
      setDone(profiles.length);
    } catch (err) {
      setError(ServiceError.from(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card stack">
      <h2>{t('options.transfer.exportTitle')}</h2>
      <p>{t('options.transfer.exportBody')}</p>
      {!connected && <p className="muted">{t('options.transfer.exportNoProfiles')}</p>}
      <ErrorBanner error={error} onRetry={() => void run()} />
      {done !== null && (
        <p className="field-success" role="status">
          {t('options.transfer.exported', { count: done })}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void run()}
          disabled={busy}
        >
          {busy ? t('options.transfer.exporting') : t('options.transfer.export')}
        </button>
      </div>
    </div>
  );
}
