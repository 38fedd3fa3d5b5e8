import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { invalidInput, ServiceError } from '@/lib/api/errors';
import { checkToken } from '@/lib/domain/api-token';
import { send } from '@/lib/messaging/client';
import { connectionState } from '@/lib/storage/connection';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConnectionError } from './useConnectionError';

/**
 * Paste a token, test it, remove it. The input is masked and never filled from storage: the page
 * only ever knows the last four characters. A refused token stays in the field (so a typo can be
 * fixed) and the message says the previous token is still the one in use.
 */
export function TokenForm() {
  const { t } = useT();
  const describe = useConnectionError();
  const state = useStorageItem(connectionState);
  const inputId = useId();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState<'set' | 'remove' | null>(null);
  const [error, setError] = useState<ServiceError | null>(null);
  const [done, setDone] = useState<'accepted' | 'removed' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const hasToken = Boolean(state?.tokenHint);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setError(null);
    // Refused here, with the reason at the field, rather than sent and refused by the service.
    const problem = checkToken(token);
    if (problem) {
      setError(invalidInput(problem));
      return;
    }
    setBusy('set');
    try {
      await send('connection.setToken', { token });
      setToken('');
      setDone('accepted');
    } catch (err) {
      setError(ServiceError.from(err));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    setError(null);
    try {
      await send('connection.removeToken', {});
      setDone('removed');
    } catch (err) {
      setError(ServiceError.from(err));
    } finally {
      setBusy(null);
      setConfirmRemove(false);
    }
  };

  const errorId = `${inputId}-error`;
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('options.connection.tokenTitle')}</h2>
      <div className="field">
        <label htmlFor={inputId}>{t('options.connection.tokenInput')}</label>
        <div className="row">
          <input
            id={inputId}
            className="grow mono"
            type="password"
            name="stormlens-token"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${inputId}-help`}
            placeholder={hasToken ? t('options.connection.replacePlaceholder') : ''}
          />
          <button type="submit" className="btn btn-primary" disabled={busy !== null}>
            {busy === 'set' ? t('options.connection.testing') : t('options.connection.saveToken')}
          </button>
        </div>
        <p id={`${inputId}-help`} className="field-help">
          {hasToken
            ? t('options.connection.currentToken', { hint: state?.tokenHint ?? '' })
            : t('options.connection.tokenHelp')}
        </p>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {describe(error, hasToken)}
          </p>
        )}
        {done && (
          <p className="field-success" role="status">
            {t(done === 'accepted' ? 'options.connection.accepted' : 'options.connection.removed')}
          </p>
        )}
      </div>
      {hasToken && (
        <div className="row">
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => setConfirmRemove(true)}
            disabled={busy !== null}
          >
            {t('options.connection.removeToken')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title={t('options.connection.removeTitle')}
        confirmLabel={t('options.connection.removeToken')}
        danger
        busy={busy === 'remove'}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmRemove(false)}
      >
        <p>{t('options.connection.removeBody')}</p>
      </ConfirmDialog>
    </form>
  );
}
