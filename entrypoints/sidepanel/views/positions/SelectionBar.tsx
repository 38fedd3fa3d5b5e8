import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import type { BulkAction } from '@/lib/domain/entity-status';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { BulkResults } from '../BulkResults';
import { StatusButton } from '../StatusButton';

interface Props {
  names: Record<string, string>;
  groups: GroupSummary[];
  readonly: boolean;
  onDone: () => void;
}

/** Bulk actions on the ticked keywords: start, stop, delete, move to another group. */
export function SelectionBar({ names, groups, readonly, onDone }: Props) {
  const { t } = useT();
  const selected = useSidepanelStore((s) => s.selected);
  const setSelected = useSidepanelStore((s) => s.setSelected);
  const openSelectionDetails = useSidepanelStore((s) => s.openSelectionDetails);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{
    title: string;
    results: BulkResult;
    hint?: string;
  } | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);

  const run = async (title: string, call: () => Promise<BulkResult>, hint?: string) => {
    setBusy(true);
    setError(null);
    try {
      const results = await call();
      setOutcome({ title, results, hint });
      setSelected(selected.filter((id) => results[String(id)] && !results[String(id)].ok));
      onDone();
    } catch (err) {
      setError(ServiceError.from(err).toJSON());
    } finally {
      setBusy(false);
    }
  };

  const act = (action: BulkAction) =>
    run(t(`sidepanel.bulk.keywords.${action}`, { count: selected.length }), () =>
      send('monitoring.keywords.setStatus', { ids: selected, action }),
    );
  // Deleting asks first, as for groups and campaigns (it stops tracking); the rest is easy to undo.
  const onMove = (move: BulkAction) => (move === 'delete' ? setConfirming(true) : void act(move));
  const targetGroup = groups.find((g) => String(g.id) === target);
  const move = () =>
    targetGroup &&
    run(
      t('sidepanel.bulk.keywords.move', { count: selected.length, group: targetGroup.title }),
      () => send('monitoring.keywords.move', { ids: selected, groupId: targetGroup.id }),
      targetGroup.devices.length > 1
        ? t('sidepanel.bulk.twoDeviceHint', { group: targetGroup.title })
        : undefined,
    );

  return (
    <div className="stack">
      {outcome && (
        <BulkResults
          title={outcome.title}
          results={outcome.results}
          names={names}
          limitHint={outcome.hint}
          onDismiss={() => setOutcome(null)}
        />
      )}
      <ErrorBanner error={error} onDismiss={() => setError(null)} />
      {selected.length > 0 && (
        <div className="sp-selection card" role="region" aria-label={t('sidepanel.bulk.region')}>
          <strong>{t('sidepanel.bulk.selected', { count: selected.length })}</strong>
          {readonly ? (
            <span className="muted">{t('sidepanel.readonlyNote')}</span>
          ) : (
            <>
              <div className="row sp-wrap">
                <StatusButton move="start" busy={busy} onMove={onMove} />
                <StatusButton move="stop" busy={busy} onMove={onMove} />
                <StatusButton move="delete" busy={busy} onMove={onMove} />
              </div>
              <div className="row sp-wrap">
                <label className="sp-compact">
                  <span className="visually-hidden">{t('sidepanel.bulk.moveTo')}</span>
                  <select value={target} onChange={(e) => setTarget(e.target.value)}>
                    <option value="">{t('sidepanel.bulk.moveTo')}</option>
                    {groups
                      .filter((g) => g.status !== 'delete')
                      .map((g) => (
                        <option key={g.id} value={g.id}>
                          {g.title}
                        </option>
                      ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="btn"
                  disabled={busy || !targetGroup}
                  onClick={() => void move()}
                >
                  {t('sidepanel.bulk.move')}
                </button>
              </div>
            </>
          )}
          <button type="button" className="btn" onClick={() => openSelectionDetails(true)}>
            {t('positions.selectionDetails.open')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setSelected([])}>
            {t('sidepanel.bulk.clear')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('sidepanel.bulk.keywords.delete', { count: selected.length })}
        confirmLabel={t('sidepanel.actions.delete')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act('delete');
        }}
      >
        <p>{t('sidepanel.bulk.confirmDeleteKeywords', { count: selected.length })}</p>
      </ConfirmDialog>
    </div>
  );
}
