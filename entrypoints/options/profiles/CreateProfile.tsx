import { useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import { useOptionsStore } from '@/lib/stores/options';
import { CannotTell } from '@/components/CannotTell';
import { ReceivedTwice } from '@/components/ReceivedTwice';
import { NotNamed } from '@/components/NotNamed';
import type { CreatedProfile } from '@/lib/domain/profile-types';
import { checkProfileTitle, PROFILE_TITLE_MAX } from '@/lib/domain/profile-title';
import { TextField } from '@/components/field/TextField';
import { useTitleProblem } from './useTitleProblem';

/** Create a profile with a title; it opens in the editor so its audit types can be chosen. */
export function CreateProfile() {
  const { t, error: describe } = useT();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  // The service's refusal, shown at the title (the one field this form sends).
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const titleText = useTitleProblem();
  // What the service made beyond this create (read back by the background), that the reading
  // failed, or that the profile kept its marked title, said at once.
  const [found, setFound] =
    useState<Pick<CreatedProfile, 'receivedTwice' | 'cannotTell' | 'notNamed'>>();
  const select = useOptionsStore((s) => s.select);
  const reloadList = useOptionsStore((s) => s.reloadList);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    // Refused here with the reason at the field; nothing typed is cut or cleared.
    if (checkProfileTitle(title)) return;
    setBusy(true);
    setError(null);
    setFound(undefined);
    try {
      const created = await send('profiles.create', { title: title.trim() });
      setTitle('');
      setAttempted(false);
      setFound(created);
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
        <div className="row create-profile">
          <TextField
            wrapClass="grow"
            label={t('options.profiles.newTitle')}
            value={title}
            max={PROFILE_TITLE_MAX}
            onChange={(value) => {
              setTitle(value);
              setError(null);
            }}
            // Empty is said once the user tries to create; too long as soon as it is.
            problem={error ?? titleText(title, attempted)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('options.profiles.create')}
          </button>
        </div>
      </form>
      {found?.receivedTwice && (
        <ReceivedTwice action="profile" found={found.receivedTwice} onDeleted={reloadList} />
      )}
      {found?.cannotTell && <CannotTell action="profile" found={found.cannotTell} />}
      {found?.notNamed && <NotNamed left={found.notNamed} />}
    </div>
  );
}
