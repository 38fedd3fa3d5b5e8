import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useT } from '@/components/I18n';

/** "Stop watching", asked first: a keyword watch's or a page watch's. */
export function StopWatching(props: {
  busy: boolean;
  onStop: () => Promise<unknown>;
  /** What the question says is stopped. */
  children: ReactNode;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const stop = async () => {
    await props.onStop();
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-danger"
        onClick={() => setOpen(true)}
        disabled={props.busy}
      >
        {t('watch.watches.delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('watch.watches.delete')}
        confirmLabel={t('watch.watches.delete')}
        danger
        busy={props.busy}
        onConfirm={() => void stop()}
        onCancel={() => setOpen(false)}
      >
        {props.children}
      </ConfirmDialog>
    </>
  );
}
