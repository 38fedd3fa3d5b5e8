import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { send } from '@/lib/messaging/client';
import type { CheckOutcome } from '@/lib/messaging/protocol/watch';
import { checkLedger, watches } from '@/lib/storage/watch';
import { usePanel } from '../../context';
import { useAction } from '../../hooks/useAction';
import { WatchCard } from './WatchCard';
import { WatchEditor, type EditorTarget } from './WatchEditor';

/** The watches: each with its last check (calls and credits), "Check now", and the editor. */
export function WatchesSection() {
  const { t } = useT();
  const { campaign } = usePanel();
  const list = useStorageItem(watches);
  const ledger = useStorageItem(checkLedger);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const action = useAction();

  const checkNow = async () => {
    setOutcome(null);
    const done = await action.run(() => send('watch.checkNow', {}));
    if (done) setOutcome(done);
  };
  const outcomeText =
    outcome?.state === 'done'
      ? outcome.found
        ? t('watch.watches.checked', { count: outcome.found })
        : t('watch.watches.checkedNone')
      : outcome?.state === 'not-due'
        ? t('watch.watches.notDue')
        : null;

  return (
    <section className="card stack" aria-labelledby="sp-watches-h" data-testid="watches">
      <div className="row">
        <h2 id="sp-watches-h">{t('watch.watches.heading')}</h2>
        <span className="spacer" />
        {campaign && !editing && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ campaign, watch: null })}
          >
            {t('watch.watches.add')}
          </button>
        )}
        {!!list?.length && (
          <button type="button" className="btn" onClick={checkNow} disabled={action.busy}>
            {action.busy ? t('watch.watches.checking') : t('watch.watches.checkNow')}
          </button>
        )}
      </div>
      <ErrorBanner error={action.error} onDismiss={action.clearError} />
      {outcomeText && (
        <p role="status" className="muted">
          {outcomeText}
        </p>
      )}
      {editing && <WatchEditor target={editing} onDone={() => setEditing(null)} />}
      {list?.map((w) => (
        <WatchCard
          key={w.id}
          watch={w}
          check={ledger?.campaigns[String(w.campaignId)] ?? null}
          nextCheckAt={ledger?.nextCheckAt ?? 0}
          onEdit={() =>
            setEditing({
              campaign: { id: w.campaignId, title: w.campaignTitle, domain: w.domain },
              watch: w,
            })
          }
        />
      ))}
    </section>
  );
}
