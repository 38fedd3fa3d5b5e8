import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useT } from '@/components/I18n';
import type { SerializedError } from '@/lib/api/errors';
import { checkCost } from '@/lib/domain/audit-cost';
import { splitAuditTitle } from '@/lib/domain/audit-title';
import { unreachablePage } from '@/lib/domain/reach';
import { connectionState } from '@/lib/storage/connection';
import { useStorageItem } from '@/components/useStorageItem';
import { openReport } from '../openReport';
import { asError, send } from '../send';
import { checkNotice, cloneText, refreshText, type OnDone } from './answer-text';

type Action = 'refresh' | 'clone' | 'delete';

/** What the actions act on: a whole run (a parent audit) or one audit of it (a child). */
export interface ActionTarget {
  id: number;
  /** The run whose report opens (the target itself for a parent). */
  reportId: number;
  title: string;
  /** The page the run audits, so a clone's title still names it. */
  url: string | null;
  /** Audits a refresh or clone runs again (one token each). */
  size: number;
  /** The pages a refresh or clone loads again (the service must reach each). */
  pages: string[];
  finished: boolean;
  /** A single audit of a run: the service clones only whole runs. */
  single: boolean;
}

interface Props {
  target: ActionTarget;
  tokensLeft: number | null;
  /**
   * The service's answer, shown by the page (a delete removes this run, and these actions with
   * it), and what the service made beyond the click, if anything.
   */
  onDone: OnDone;
  onError: (error: SerializedError | null) => void;
}

/**
 * Refresh, clone and delete a run (or refresh and delete one of its audits), each confirmed first
 * and answered with the service's reply.
 */
export function RunActions({ target: run, tokensLeft, onDone, onError }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [cloneTitle, setCloneTitle] = useState('');

  const cost = checkCost(run.size, tokensLeft);
  const label = splitAuditTitle(run.title).label;
  const finished = run.finished;
  // Refresh and clone load the page again: not one the service cannot reach (lib/domain/reach.ts).
  const baseUrl = useStorageItem(connectionState)?.baseUrl;
  const unreachable = baseUrl
    ? (run.pages.map((page) => unreachablePage(page, baseUrl)).find(Boolean) ?? null)
    : null;
  const spendOff = !finished || unreachable !== null;
  const spendWhy = unreachable
    ? t('popup.actions.unreachable', { host: unreachable.host })
    : finished
      ? undefined
      : t('popup.actions.waitFinish');

  async function act(action: Action) {
    setBusy(true);
    onError(null);
    try {
      // One confirmation, one id: a resend of this message can never spend twice.
      const requestId = crypto.randomUUID();
      if (action === 'refresh') {
        const r = await send('audits.refresh', { requestId, id: run.id });
        onDone(refreshText(t, r), checkNotice('refresh', r));
      } else if (action === 'clone') {
        const r = await send('audits.clone', {
          requestId,
          id: run.id,
          title: cloneTitle.trim(),
          ...(run.url ? { url: run.url } : {}),
        });
        onDone(cloneText(t, r), checkNotice('clone', r));
      } else {
        await send('audits.delete', { id: run.id });
        onDone(t('popup.actions.deleted', { id: String(run.id) }));
      }
      setOpen(null);
    } catch (e) {
      onError(asError(e));
      // The dialog closes so the error shows beside the actions; the clone title is kept.
      setOpen(null);
    } finally {
      setBusy(false);
    }
  }

  const costLine =
    cost.left === null
      ? t('popup.actions.costUnknownLeft', { count: cost.cost })
      : t('popup.actions.cost', { count: cost.cost, left: cost.left });

  return (
    <div className="stack">
      <div
        className="row actions"
        role="group"
        aria-label={t(run.single ? 'popup.actions.labelSingle' : 'popup.actions.label')}
      >
        <button type="button" className="btn" onClick={() => openReport(run.reportId, run.id)}>
          {t('popup.actions.report')}
        </button>
        <span className="spacer" />
        <button
          type="button"
          className="btn"
          onClick={() => setOpen('refresh')}
          disabled={spendOff}
          title={spendWhy}
        >
          {t('popup.actions.refresh')}
        </button>
        {!run.single && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              setCloneTitle((v) => v || t('popup.actions.copyOf', { title: label }));
              setOpen('clone');
            }}
            disabled={spendOff}
            title={spendWhy}
          >
            {t('popup.actions.clone')}
          </button>
        )}
        <button type="button" className="btn btn-danger" onClick={() => setOpen('delete')}>
          {t('common.delete')}
        </button>
      </div>
      {unreachable ? (
        <p className="muted small" data-testid="actions-unreachable">
          {spendWhy}
        </p>
      ) : (
        !finished && (
          <p className="muted small">
            {t(run.single ? 'popup.actions.waitFinishSingle' : 'popup.actions.waitFinish')}
          </p>
        )
      )}

      <ConfirmDialog
        open={open === 'refresh'}
        title={t('popup.actions.refreshTitle')}
        confirmLabel={t('popup.actions.refreshConfirm', { count: cost.cost })}
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={() => void act('refresh')}
      >
        <p>
          {run.single
            ? t('popup.actions.refreshSingleBody')
            : t('popup.actions.refreshBody', { count: run.size })}
        </p>
        <p>
          <strong>{costLine}</strong>
        </p>
        {cost.enough === false && (
          <p className="banner banner-warning">
            {t('popup.cost.notEnough', { needed: cost.cost, left: cost.left ?? 0 })}
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'clone'}
        title={t('popup.actions.cloneTitle')}
        confirmLabel={t('popup.actions.cloneConfirm', { count: cost.cost })}
        busy={busy}
        canConfirm={cloneTitle.trim().length > 0}
        onCancel={() => setOpen(null)}
        onConfirm={() => void act('clone')}
      >
        <label className="field">
          <span>{t('popup.actions.cloneName')}</span>
          <input
            type="text"
            name="cloneTitle"
            value={cloneTitle}
            maxLength={200}
            required
            autoFocus
            onChange={(e) => setCloneTitle(e.target.value)}
          />
          {cloneTitle.trim() === '' && (
            <span className="field-error">{t('popup.actions.cloneNameMissing')}</span>
          )}
        </label>
        <p>
          <strong>{costLine}</strong>
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'delete'}
        title={t(run.single ? 'popup.actions.deleteSingleTitle' : 'popup.actions.deleteTitle')}
        confirmLabel={t('popup.actions.deleteConfirm')}
        danger
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={() => void act('delete')}
      >
        <p>
          {run.single
            ? t('popup.actions.deleteSingleBody', { id: String(run.id) })
            : t('popup.actions.deleteBody', { title: label, count: run.size })}
        </p>
        <p className="banner banner-warning">{t('popup.actions.irreversible')}</p>
      </ConfirmDialog>
    </div>
  );
}
