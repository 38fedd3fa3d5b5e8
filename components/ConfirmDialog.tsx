import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from './I18n';

interface Props {
  open: boolean;
  title: string;
  /** What will happen, in plain words (cost, irreversibility). */
  children: ReactNode;
  confirmLabel: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** While the action runs: buttons disabled, the dialog stays open. */
  busy?: boolean;
  /** False keeps the confirm button disabled (e.g. an empty title field). */
  canConfirm?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: focus is trapped and returned, Escape cancels, and
 * the page behind is inert — all by the browser, so no focus-trap library is needed. Cancel comes
 * first, so it takes the focus and Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  canConfirm = true,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  // In the commit, not after the paint: the answer an action shows and the closing of its dialog
  // land together, so the page is never shown answered while still inert behind the modal (a
  // click in that frame was lost: tests/e2e/popup-history-actions.spec.ts clicked Delete then).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open && (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy && canConfirm) onConfirm();
          }}
        >
          <h2 id={titleId}>{title}</h2>
          <div className="stack">{children}</div>
          <div className="row" style={{ justifyContent: 'flex-end', marginTop: 4 }}>
            <button type="button" className="btn" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className={danger ? 'btn btn-danger' : 'btn btn-primary'}
              disabled={busy || !canConfirm}
              aria-busy={busy}
            >
              {busy ? t('common.loading') : confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
