import { useState } from 'react';
import type { SerializedError } from '@/lib/api/errors';
import type {
  ExtraEntity,
  ExtraEntityKind,
  ReceivedTwice as Found,
} from '@/lib/domain/received-twice';
import { asError } from '@/lib/messaging/as-error';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorBanner } from './ErrorBanner';
import { useT } from './I18n';

/**
 * What the one click asked for: the sentence that says what the service did with it. A refresh is
 * never told twice (it carries no mark: ./CannotTell.tsx says what its tokens show).
 */
export type TwiceAction = 'launch' | 'clone' | 'profile' | 'campaign' | 'group' | 'keyword';

interface Props {
  action: TwiceAction;
  found: Found;
  /** After a delete (done or not): the page reads its lists again to show what is left. */
  onDeleted?: () => void;
}

/**
 * Says at once that the service acted more than once on one click (the browser sent the write
 * again after a reset connection), what the extra cost, and offers to delete each extra run or
 * entity — confirmed first, as every delete is.
 */
export function ReceivedTwice({ action, found, onDeleted }: Props) {
  const { t } = useT();
  const [asked, setAsked] = useState<ExtraEntity | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState<number[]>([]);
  const [error, setError] = useState<SerializedError | null>(null);

  const times =
    found.times === 2
      ? t('common.receivedTwice.twice')
      : t('common.receivedTwice.times', { count: found.times });

  async function remove(extra: ExtraEntity) {
    setBusy(true);
    setError(null);
    try {
      // Loaded on the first delete: the popup's first frame does without the messaging client.
      const { deleteExtra } = await import('@/lib/messaging/delete-extra');
      const failed = await deleteExtra(extra);
      onDeleted?.();
      if (failed) setError(failed);
      else setDeleted((ids) => [...ids, extra.id]);
    } catch (error) {
      // The delete's own failures come back as its answer; this is its code failing to load.
      setError(asError(error));
    } finally {
      setBusy(false);
      setAsked(null);
    }
  }

  return (
    <div
      className="banner banner-warning stack"
      role="alert"
      data-testid="received-twice"
      data-action={action}
    >
      <p>{t(`common.receivedTwice.said.${action}`, { times })}</p>
      {found.extraCost !== null && found.extraCost > 0 && (
        <p>{t('common.receivedTwice.extraCost', { count: found.extraCost })}</p>
      )}
      {found.extra.map((extra) =>
        deleted.includes(extra.id) ? (
          <p key={extra.id} role="status">
            {t(`common.receivedTwice.deleted.${extra.kind}`, { id: String(extra.id) })}
          </p>
        ) : (
          <div key={extra.id} className="banner-actions">
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => setAsked(extra)}
            >
              {t(`common.receivedTwice.delete.${extra.kind}`, { id: String(extra.id) })}
            </button>
          </div>
        ),
      )}
      <ErrorBanner error={error} onDismiss={() => setError(null)} />
      <ConfirmDialog
        open={asked !== null}
        title={
          asked ? t(`common.receivedTwice.delete.${asked.kind}`, { id: String(asked.id) }) : ''
        }
        confirmLabel={t('common.delete')}
        danger
        busy={busy}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && void remove(asked)}
      >
        {asked && (
          <p>
            {t(
              `common.receivedTwice.confirmBody.${restorable(asked.kind) ? 'restorable' : 'permanent'}`,
              {
                label: asked.label,
                id: String(asked.id),
              },
            )}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/**
 * A monitoring entry (campaign, group, keyword) is deleted by its status and can be restored
 * (../shared/spec/monitoring.md); a run or a profile is gone for good.
 */
function restorable(kind: ExtraEntityKind): boolean {
  return kind === 'campaign' || kind === 'group' || kind === 'keyword';
}
