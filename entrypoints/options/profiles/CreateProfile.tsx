import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import { useOptionsStore } from '@/lib/stores/options';
import { ReceivedTwice } from '@/components/ReceivedTwice';
import { deleteExtra } from '@/lib/messaging/delete-extra';
import type { ReceivedTwice as Found } from '@/lib/domain/received-twice';

/** Create a profile with a title; it opens in the editor so its audit types can be chosen. */
export function CreateProfile() {
  const { t, error: describe } = useT();
  const id = useId();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the service made beyond this create (read back by the background), said at once.
  const [twice, setTwice] = useState<Found | null>(null);
  const select = useOptionsStore((s) => s.select);
  const reloadList = useOptionsStore((s) => s.reloadList);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(t('options.profiles.titleRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    setTwice(null);
    try {
      const created = await send('profiles.create', { title: title.trim() });
      setTitle('');
      setTwice(created.receivedTwice);
      reloadList();
      select(created.id);
    } catch (err) {
      setError(describe(ServiceError.from(err)));
    } finally {
      setBusy(false);
    }
  };

  // The notice sits beside the form, not in it: its confirm dialog has a form of its own, and a
  // submit inside this one would reach this form's handler too.
  return (
    <div className="stack">
      <form className="card stack" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={id}>{t('options.profiles.newTitle')}</label>
          <div className="row">
            <input
              id={id}
              className="grow"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('options.profiles.create')}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
      {twice && (
        <ReceivedTwice
          action="profile"
          found={twice}
          onDelete={async (extra) => {
            const failed = await deleteExtra(extra);
            reloadList();
            return failed;
          }}
        />
      )}
    </div>
  );
}
